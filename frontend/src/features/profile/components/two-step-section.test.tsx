import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { TwoStepSection } from './two-step-section';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/D1%20Gang:fan%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=D1%20Gang',
};

function authWith(twoStep: Partial<AuthContextValue['twoStep']>) {
  const base = fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });
  return { ...base, twoStep: { ...base.twoStep, ...twoStep } };
}

/** Where the section sends the user once every session is signed out. */
const SIGN_IN_ROUTE = [{ path: '/auth', element: <h1>Sign in</h1> }];

const section = () => screen.getByRole('region', { name: 'Two-step sign-in' });
const wrongCode = () => Object.assign(new Error('Code mismatch'), { name: 'CodeMismatchException' });

describe('Profile → Two-step sign-in', () => {
  it('turns it on: QR code and key, one code verified, the server turns it on, then sign-in again', async () => {
    const auth = authWith({
      enabled: vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true),
      start: vi.fn(async () => SETUP),
      finish: vi.fn(async () => {}),
    });
    const api = mockApi({ 'PUT /me/two-step': ({ body }) => ({ enabled: body?.enabled ?? false, signedOut: true }) });
    const { router } = renderRoute(<TwoStepSection />, { at: '/profile', auth, routes: SIGN_IN_ROUTE });

    expect(await within(section()).findByText('OFF')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('Key').nextElementSibling).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    expect(auth.twoStep.finish).toHaveBeenCalledWith('123456');
    expect(await screen.findByText(TWO_STEP_MESSAGES.turnedOn)).toBeInTheDocument();
    expect(await screen.findByText(TWO_STEP_MESSAGES.signInAgain)).toBeInTheDocument();
    expect(api.callsTo('PUT /me/two-step').map((call) => call.body)).toEqual([{ enabled: true }]);
    // Every session was signed out by the server: this one signs out too and asks for the new code.
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('stays on the setup with the message when the server does not make the change', async () => {
    const auth = authWith({ start: vi.fn(async () => SETUP), finish: vi.fn(async () => {}) });
    mockApi({ 'PUT /me/two-step': () => apiFailure(400, TWO_STEP_MESSAGES.changeFailed) });
    renderRoute(<TwoStepSection />, { at: '/profile', auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.changeFailed);
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(screen.getByText('Key').nextElementSibling).toHaveTextContent('JBSWY3DPEHPK3PXP');
  });

  it("says 'Invalid code. Please try again.' when the first code is wrong, and stays on the setup", async () => {
    const auth = authWith({ start: vi.fn(async () => SETUP), finish: vi.fn(async () => Promise.reject(wrongCode())) });
    renderRoute(<TwoStepSection />, { at: '/profile', auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
    expect(screen.getByText('Key').nextElementSibling).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(auth.twoStep.enabled).toHaveBeenCalledTimes(1);
  });

  it('turns it off only after a current code', async () => {
    const auth = authWith({
      enabled: vi.fn().mockResolvedValueOnce(true).mockResolvedValue(false),
      turnOff: vi.fn().mockRejectedValueOnce(wrongCode()).mockResolvedValue(undefined),
    });
    const api = mockApi({ 'PUT /me/two-step': ({ body }) => ({ enabled: body?.enabled ?? true, signedOut: true }) });
    const { router } = renderRoute(<TwoStepSection />, { at: '/profile', auth, routes: SIGN_IN_ROUTE });
    expect(await within(section()).findByText('ON')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const code = screen.getByLabelText('Authentication code');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
    expect(within(section()).getByText('ON')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(auth.twoStep.turnOff).toHaveBeenLastCalledWith('222222');
    expect(await screen.findByText(TWO_STEP_MESSAGES.turnedOff)).toBeInTheDocument();
    // The wrong code never reached the server; the right one did, once.
    expect(api.callsTo('PUT /me/two-step').map((call) => call.body)).toEqual([{ enabled: false }]);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows a loading state, then an error with Retry that asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = authWith({
      enabled: vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(false),
    });
    renderRoute(<TwoStepSection />, { at: '/profile', auth });

    expect(screen.getByRole('status')).toHaveTextContent('Loading two-step sign-in...');
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(auth.twoStep.enabled).toHaveBeenCalledTimes(2);
  });
});
