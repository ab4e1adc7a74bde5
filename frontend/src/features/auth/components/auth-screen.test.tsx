import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setConfigForTests } from '@/lib/config';
import { resetTrackingForTests } from '@/lib/tracking';
import { fakeAuth, renderRoute, signedInAs, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AuthScreen } from './auth-screen';

/** Where navigation went, and the chosen tier it carried to the dashboard. */
function Where() {
  const location = useLocation();
  const tier = (location.state as { selectedTier?: string } | null)?.selectedTier;
  return <p data-testid="where">{`${location.pathname}${location.search}${tier ? ` tier=${tier}` : ''}`}</p>;
}
const routes = [{ path: '/dashboard', element: <Where /> }];

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

async function fill(emailValue: string, passwordValue: string) {
  if (emailValue) await userEvent.type(email(), emailValue);
  if (passwordValue) await userEvent.type(password(), passwordValue);
}

afterEach(() => {
  resetTrackingForTests();
  delete window.fbq;
});

describe('/auth', () => {
  it('opens in sign-in mode titled "Welcome Back" and toggles to "Create Account"', async () => {
    renderRoute(<AuthScreen />, { at: '/auth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('opens in sign-up mode with ?mode=signup', () => {
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  });

  it.each([
    ['', '', 'Email is required'],
    ['not-an-email', 'secret1', 'Invalid email address'],
    ['fan@example.com', '', 'Password is required'],
    ['fan@example.com', '12345', 'Password must be at least 6 characters'],
  ])('validates email %j and password %j: "%s"', async (emailValue, passwordValue, message) => {
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await fill(emailValue, passwordValue);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in, says "Signed in successfully!" and goes to /dashboard', async () => {
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth', auth, routes });
    await fill('fan@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.signIn).toHaveBeenCalledWith('fan@example.com', 'secret1');
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('says "Please wait..." and holds the form while signing in', async () => {
    let release = () => {};
    const gate = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const auth = fakeAuth({ signIn: vi.fn(() => gate) });
    renderRoute(<AuthScreen />, { at: '/auth', auth, routes });
    await fill('fan@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('says "Incorrect email or password." alike for an unknown email and a wrong password', async () => {
    const named = (name: string, message: string) => Object.assign(new Error(message), { name });
    const auth = fakeAuth({
      signIn: vi
        .fn()
        .mockRejectedValueOnce(named('UserNotFoundException', 'User does not exist.'))
        .mockRejectedValueOnce(named('NotAuthorizedException', 'Incorrect username or password.')),
    });
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await fill('nobody@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(screen.queryByText('User does not exist.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText('Incorrect email or password.').length).toBeGreaterThanOrEqual(1));
    expect(screen.queryByText('Incorrect username or password.')).not.toBeInTheDocument();
  });

  it('says "Incorrect email or password." for cognito-local\'s wrong password too, so the local site hides which accounts exist', async () => {
    const named = (name: string, message: string) => Object.assign(new Error(message), { name });
    const auth = fakeAuth({
      signIn: vi
        .fn()
        .mockRejectedValueOnce(named('UserNotFoundException', 'User does not exist.'))
        .mockRejectedValueOnce(named('InvalidPasswordException', 'Invalid password')),
    });
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await fill('fan@example.com', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByText('Incorrect email or password.').length).toBeGreaterThanOrEqual(1));
    expect(screen.queryByText('Invalid password')).not.toBeInTheDocument();
  });

  it.each([['User is disabled.'], ['Password attempts exceeded']])(
    'shows Cognito\'s own words for a refusal that is not about the credentials: "%s"',
    async (message) => {
      const auth = fakeAuth({
        signIn: vi.fn().mockRejectedValueOnce(Object.assign(new Error(message), { name: 'NotAuthorizedException' })),
      });
      renderRoute(<AuthScreen />, { at: '/auth', auth });
      await fill('fan@example.com', 'secret1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Incorrect email or password.')).not.toBeInTheDocument();
    },
  );

  it('shows the error message of a failed sign-in, or "An error occurred"', async () => {
    const auth = fakeAuth({
      signIn: vi
        .fn()
        .mockRejectedValueOnce(new Error('Incorrect username or password.'))
        .mockRejectedValueOnce(new Error('')),
    });
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await fill('fan@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('signs up, asks for the emailed code, then signs in and goes to the dashboard', async () => {
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup', auth, routes });
    setConfigForTests({ ...TEST_CONFIG, pixelId: '42' });
    await fill('new@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.signUp).toHaveBeenCalledWith('new@example.com', 'secret1', false);
    expect(await screen.findByText('Account created! Please check your email to confirm.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your Email' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(auth.resendSignUpCode).toHaveBeenCalledWith('new@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code from your email');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(auth.confirmSignUp).toHaveBeenCalledWith('new@example.com', '123456');
    expect(auth.signIn).toHaveBeenCalledWith('new@example.com', 'secret1');
    expect(await screen.findByText('Account created! Redirecting to dashboard...')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    await waitFor(() =>
      expect((window.fbq?.queue ?? []).some((call) => call[1] === 'CompleteRegistration')).toBe(true),
    );
  });

  it("offers 'Email me development updates' on sign-up, off by default, and keeps the tick on the account from the sign-up", async () => {
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup', auth, routes });
    const box = screen.getByRole('checkbox', { name: 'Email me development updates' });
    expect(box).not.toBeChecked();

    await fill('new@example.com', 'secret1');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.signUp).toHaveBeenCalledWith('new@example.com', 'secret1', true);
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(auth.confirmSignUp).toHaveBeenCalledWith('new@example.com', '123456');
  });

  it('carries the tier a visitor chose through sign-up and confirmation to the dashboard, across the mode toggle', async () => {
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup&tier=mvp', auth, routes });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await fill('new@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard tier=mvp$/);
  });

  it('carries the chosen tier when the account is confirmed on a later visit, from the sign-in form', async () => {
    const unconfirmed = Object.assign(new Error('Please confirm your email.'), { name: 'UnconfirmedError' });
    const auth = fakeAuth({ signIn: vi.fn().mockRejectedValueOnce(unconfirmed).mockResolvedValue(null) });
    renderRoute(<AuthScreen />, { at: '/auth?tier=starter', auth, routes });
    await fill('new@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(auth.confirmSignUp).toHaveBeenCalledWith('new@example.com', '123456');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard tier=starter$/);
  });

  it('ignores a tier that is not one of the six', async () => {
    renderRoute(<AuthScreen />, { at: '/auth?tier=legend', auth: fakeAuth(), routes });
    await fill('fan@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('asks no email choice on the sign-in form', async () => {
    renderRoute(<AuthScreen />, { at: '/auth', auth: fakeAuth() });

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('goes straight to the dashboard when sign-up needs no confirmation', async () => {
    const auth = fakeAuth({ signUp: vi.fn(async () => ({ needsConfirmation: false })) });
    renderRoute(<AuthScreen />, { at: '/auth?mode=signup', auth, routes });
    await fill('new@example.com', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Account created! Redirecting to dashboard...')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('sends a reset code from "Forgot password?" and resets the password with it', async () => {
    const auth = fakeAuth();
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await userEvent.type(email(), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(auth.resetPassword).toHaveBeenCalledWith('fan@example.com');
    expect(await screen.findByText('Password reset email sent! Check your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(auth.confirmResetPassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('New password'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(auth.confirmResetPassword).toHaveBeenCalledWith('fan@example.com', '654321', '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('says "Failed to send password reset email" when the code cannot be sent', async () => {
    const auth = fakeAuth({ resetPassword: vi.fn().mockRejectedValue(new Error('LimitExceeded')) });
    renderRoute(<AuthScreen />, { at: '/auth', auth });
    await userEvent.type(email(), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Failed to send password reset email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('opens the reset step from ?mode=reset&email=…, even when signed in', () => {
    renderRoute(<AuthScreen />, { at: '/auth?mode=reset&email=fan%40example.com', auth: signedInAs(), routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(email()).toHaveValue('fan@example.com');
  });

  it('sends signed-in visitors to /dashboard', async () => {
    renderRoute(<AuthScreen />, { at: '/auth', auth: signedInAs(), routes });
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });
});
