import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AuthScreen } from './auth-screen';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const routes = [
  { path: '/dashboard', element: <Where /> },
  { path: '/admin', element: <Where /> },
  { path: '/admin/purchases', element: <Where /> },
];

const ADMIN = { userId: 'admin-1', email: 'admin@example.com', inAdminGroup: true };

const codeRequired = () => fakeAuth({ signIn: vi.fn(async () => 'codeRequired' as const) });

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'careful@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/auth for an account with two-step sign-in', () => {
  it('asks for the 6-digit code after the password, then signs in and goes to /dashboard', async () => {
    const auth = codeRequired();
    renderRoute(<AuthScreen />, { at: '/auth', auth, routes });
    await signInWithPassword();

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-Step Sign-In' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(auth.confirmSignInCode).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("says 'Invalid code. Please try again.' for a wrong code and stays on the code step", async () => {
    const wrong = Object.assign(new Error('Invalid code received for user'), { name: 'CodeMismatchException' });
    const auth = fakeAuth({
      signIn: vi.fn(async () => 'codeRequired' as const),
      confirmSignInCode: vi.fn(async () => Promise.reject(wrong)),
    });
    renderRoute(<AuthScreen />, { at: '/auth', auth, routes });
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Two-Step Sign-In' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('takes an admin to the admin panel once the code is accepted', async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => 'codeRequired' as const),
      confirmSignInCode: vi.fn(async () => ADMIN),
    });
    renderRoute(<AuthScreen />, { at: '/auth', auth, routes });
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/admin$/);
  });

  it('takes an admin where a guarded page sent them from, when it did', async () => {
    const auth = fakeAuth({
      signIn: vi.fn(async () => 'codeRequired' as const),
      confirmSignInCode: vi.fn(async () => ADMIN),
    });
    renderRoute(<AuthScreen />, { at: '/auth?next=%2Fadmin%2Fpurchases', auth, routes });
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/admin\/purchases$/);
  });

  it('goes back to the password step', async () => {
    renderRoute(<AuthScreen />, { at: '/auth', auth: codeRequired(), routes });
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });
});
