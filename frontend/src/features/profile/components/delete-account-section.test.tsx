import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DeleteAccountSection } from './delete-account-section';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** A signed-in account; `twoStep` is what Cognito says about its two-step sign-in (on, off, or an error). */
function signedIn(twoStep: 'on' | 'off' | 'unknown' = 'off') {
  const session = fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });
  const enabled = async () => {
    if (twoStep === 'unknown') throw new Error('Network error');
    return twoStep === 'on';
  };
  return { ...session, twoStep: { ...session.twoStep, enabled: vi.fn(enabled) } };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete account' });
}

async function fill(dialog: HTMLElement, values: { confirm: string; password: string; code?: string }) {
  await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), values.confirm);
  await userEvent.type(within(dialog).getByLabelText('Password'), values.password);
  if (values.code) await userEvent.type(within(dialog).getByLabelText('Two-step sign-in code'), values.code);
}

describe('Profile → Delete account', () => {
  afterEach(() => vi.useRealTimers());

  it('enables the delete button only once DELETE is typed exactly and a password is given', async () => {
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn() });
    const dialog = await openDialog();
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete my account' });

    expect(confirmButton).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Hoops-123!');
    expect(confirmButton).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirmButton).toBeEnabled();
  });

  it('does not ask for a two-step code when the account has two-step sign-in off', async () => {
    const session = signedIn('off');
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: session });
    const dialog = await openDialog();

    await waitFor(() => expect(within(dialog).queryByLabelText('Two-step sign-in code')).not.toBeInTheDocument());
    expect(session.twoStep.enabled).toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });

  it('requires the two-step code when the account has it on, and sends it', async () => {
    const api = mockApi({ 'POST /me/deletion': () => ({ deleted: true }) });
    renderRoute(<DeleteAccountSection />, {
      at: '/profile',
      auth: signedIn('on'),
      routes: [{ path: '/', element: <Where /> }],
    });
    const dialog = await openDialog();
    const codeField = await within(dialog).findByLabelText('Two-step sign-in code');
    expect(codeField).toBeRequired();
    expect(within(dialog).queryByText('Only if you turned on two-step sign-in.')).not.toBeInTheDocument();
    await fill(dialog, { confirm: 'DELETE', password: 'Hoops-123!' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.codeFormat);
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /me/deletion')).toHaveLength(0);

    await userEvent.type(codeField, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(api.callsTo('POST /me/deletion')).toHaveLength(0);

    await userEvent.type(codeField, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.callsTo('POST /me/deletion')).toHaveLength(1));
    expect(api.callsTo('POST /me/deletion')[0]?.body).toEqual({
      confirm: 'DELETE',
      password: 'Hoops-123!',
      code: '123456',
    });
  });

  it("shows the server's refusal of a wrong code", async () => {
    mockApi({ 'POST /me/deletion': () => apiFailure(400, TWO_STEP_MESSAGES.invalidCode) });
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn('on') });
    const dialog = await openDialog();
    await within(dialog).findByLabelText('Two-step sign-in code');
    await fill(dialog, { confirm: 'DELETE', password: 'Hoops-123!', code: '000000' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
  });

  it('keeps the code field, optional, when the two-step status could not be read', async () => {
    const api = mockApi({ 'POST /me/deletion': () => ({ deleted: true }) });
    const session = signedIn('unknown');
    renderRoute(<DeleteAccountSection />, {
      at: '/profile',
      auth: session,
      routes: [{ path: '/', element: <Where /> }],
    });
    const dialog = await openDialog();
    await waitFor(() => expect(session.twoStep.enabled).toHaveBeenCalled());

    const codeField = within(dialog).getByLabelText('Two-step sign-in code');
    expect(codeField).not.toBeRequired();
    expect(within(dialog).getByText('Only if you turned on two-step sign-in.')).toBeInTheDocument();
    await fill(dialog, { confirm: 'DELETE', password: 'Hoops-123!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.callsTo('POST /me/deletion')).toHaveLength(1));
    expect(api.callsTo('POST /me/deletion')[0]?.body).toEqual({ confirm: 'DELETE', password: 'Hoops-123!' });
  });

  it('shows the wrong-password message, keeps the user signed in and lets them try again', async () => {
    const api = mockApi({ 'POST /me/deletion': () => apiFailure(400, ACCOUNT_MESSAGES.wrongPassword) });
    const session = signedIn();
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: session });
    const dialog = await openDialog();
    await fill(dialog, { confirm: 'DELETE', password: 'Wrong-123!' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(api.callsTo('POST /me/deletion')[0]?.body).toEqual({ confirm: 'DELETE', password: 'Wrong-123!' });
    expect(session.signOut).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('after too many attempts, says when to try again and holds the button until then, without a reload', async () => {
    // The wait is the test's clock: its fifteen minutes pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /me/deletion': () => apiFailure(429, ACCOUNT_MESSAGES.tooManyAttempts, { 'retry-after': '900' }),
    });
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn() });
    const dialog = await openDialog();
    await fill(dialog, { confirm: 'DELETE', password: 'Hoops-123!' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(within(dialog).getByText('Try again in 15 minutes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(within(dialog).queryByText(/^Try again in/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(api.callsTo('POST /me/deletion')).toHaveLength(1);
  });

  it('holds every control while deleting, then signs out, says so and goes home', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'POST /me/deletion': async () => {
        await gate;
        return { deleted: true };
      },
    });
    const session = signedIn('on');
    renderRoute(<DeleteAccountSection />, {
      at: '/profile',
      auth: session,
      routes: [{ path: '/', element: <Where /> }],
    });
    const dialog = await openDialog();
    await within(dialog).findByLabelText('Two-step sign-in code');
    await fill(dialog, { confirm: 'DELETE', password: 'Hoops-123!', code: '123456' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Password')).toBeDisabled();
    expect(within(dialog).getByLabelText('Two-step sign-in code')).toBeDisabled();
    release();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(api.callsTo('POST /me/deletion')[0]?.body).toEqual({
      confirm: 'DELETE',
      password: 'Hoops-123!',
      code: '123456',
    });
  });

  it('says the deletion failed, without internals, when the server fails', async () => {
    mockApi({ 'POST /me/deletion': () => apiFailure(500, 'Internal server error') });
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn() });
    const dialog = await openDialog();
    await fill(dialog, { confirm: 'DELETE', password: 'Hoops-123!' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete your account. Please try again.',
    );
  });

  it('closes with Escape and starts empty when opened again', async () => {
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn() });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reopened = await openDialog();
    expect(within(reopened).getByLabelText('Type DELETE to confirm')).toHaveValue('');
  });
});
