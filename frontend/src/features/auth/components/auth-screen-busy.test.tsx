import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AuthScreen } from './auth-screen';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const routes = [{ path: '/dashboard', element: <Where /> }];

const RETRYING = "Lots of people are joining right now. We're trying again…";
const named = (name: string, message: string) => Object.assign(new Error(message), { name });
const rateExceeded = () => named('TooManyRequestsException', 'Rate exceeded');

/** Lets the app's own waits run out (its retries), as if `ms` had passed. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * The waits of a call throttled throughout (1 + 2 + 4 + 8 + 16 + 20 × 4 s): the tenth try is the last,
 * as the next wait would end past two minutes. No further, or the toast saying so would time out too.
 */
const ALL_RETRIES_MS = 111_000;

/** Types into the focused field, then moves on with Tab: the keyboard alone. */
async function typeAndTab(text: string) {
  await userEvent.keyboard(text);
  await userEvent.tab();
}

async function signUpWithKeyboard(email: string, password: string) {
  await userEvent.tab();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await typeAndTab(email);
  await userEvent.keyboard(password);
  await userEvent.keyboard('{Enter}');
}

async function confirmCode(auth: ReturnType<typeof fakeAuth>) {
  renderRoute(<AuthScreen />, { at: '/auth?mode=signup', auth, routes });
  await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
}

/** The sign-in form the person lands on once the account is confirmed, the email filled in. */
async function expectConfirmedSignIn() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your account is confirmed. Sign in to continue.');
  expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  // The focus moves in an effect, just after the form shows.
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Each backoff wait is then its full ceiling: 1 s, 2 s, 4 s… up to 20 s.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/auth when Cognito is throttled', () => {
  it('says it is trying again, in a polite live region with the button held, and signs in when the throttle passes', async () => {
    const auth = fakeAuth({ signIn: vi.fn().mockRejectedValueOnce(rateExceeded()).mockResolvedValue(null) });
    renderRoute(<AuthScreen />, { at: '/auth', auth, routes });
    await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.keyboard('{Enter}');

    const line = await screen.findByText(RETRYING);
    expect(line.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.queryByText('Rate exceeded')).not.toBeInTheDocument();
    await pass(1000);

    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(auth.signIn).toHaveBeenCalledTimes(2);
  });

  it('says the store is busy once two minutes of retries fail, then lets the person try again with the keyboard', async () => {
    const auth = fakeAuth({ signUp: vi.fn().mockRejectedValue(rateExceeded()) });
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup', auth, routes });
    await signUpWithKeyboard('new@example.com', 'secret1');
    expect(await screen.findByText(RETRYING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await pass(ALL_RETRIES_MS);

    expect(
      await screen.findByText('Lots of people are joining right now. Please try again in a minute.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(RETRYING)).not.toBeInTheDocument();
    expect(screen.queryByText('Rate exceeded')).not.toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledTimes(10);

    vi.mocked(auth.signUp).mockResolvedValue({ needsConfirmation: true });
    screen.getByLabelText('Password').focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your Email' })).toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledTimes(11);
  });

  it('tries a throttled code confirmation again, then signs in', async () => {
    const auth = fakeAuth({
      confirmSignUp: vi.fn().mockRejectedValueOnce(rateExceeded()).mockResolvedValue(undefined),
    });
    await confirmCode(auth);

    expect(await screen.findByText(RETRYING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await pass(1000);

    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(auth.confirmSignUp).toHaveBeenCalledTimes(2);
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });
});

describe('/auth once the code is accepted', () => {
  it('tries the sign-in again (not the code) while it is throttled, then moves to sign-in with the email filled', async () => {
    const auth = fakeAuth({ signIn: vi.fn().mockRejectedValue(rateExceeded()) });
    await confirmCode(auth);
    expect(await screen.findByText(RETRYING)).toBeInTheDocument();
    await pass(ALL_RETRIES_MS);

    await expectConfirmedSignIn();
    expect(auth.confirmSignUp).toHaveBeenCalledTimes(1);
    expect(auth.signIn).toHaveBeenCalledTimes(10);
    expect(screen.queryByText('Rate exceeded')).not.toBeInTheDocument();

    vi.mocked(auth.signIn).mockResolvedValue(null);
    await userEvent.keyboard('secret1{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('moves to sign-in with the email filled when the sign-in after it fails for any other reason', async () => {
    const auth = fakeAuth({ signIn: vi.fn().mockRejectedValue(new Error('An error occurred')) });
    await confirmCode(auth);

    await expectConfirmedSignIn();
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it('moves to sign-in the same way when the code is entered again for an account already confirmed', async () => {
    const confirmed = named('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const auth = fakeAuth({ confirmSignUp: vi.fn().mockRejectedValue(confirmed) });
    await confirmCode(auth);

    await expectConfirmedSignIn();
    expect(screen.queryByText(/Current status is CONFIRMED/)).not.toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});
