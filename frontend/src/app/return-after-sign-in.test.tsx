import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { PaymentSuccessScreen } from '@/features/checkout/components/payment-success-screen';
import { LinkScreen } from '@/features/game-link/components/link-screen';
import { AuthContext, type AuthStatus } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { mockApi } from '@/test/api-server';
import { fakeAuth, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { RequireAuth } from './require-auth';

/** An auth context whose sign-in really signs the visitor in, so the guard lets them through after. */
function SignInWorks({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('signedOut');
  const value = useMemo(
    () =>
      fakeAuth({
        status,
        user: status === 'signedIn' ? { userId: 'user-a', email: 'fan@example.com' } : null,
        signIn: async () => {
          setStatus('signedIn');
          return null;
        },
      }),
    [status],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function WithAddress() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <Outlet />
    </>
  );
}

/** The guard, /auth and the payment return page as the app wires them, starting at `at`. */
function renderSignedOutAt(at: string) {
  setConfigForTests({ ...TEST_CONFIG });
  const api = mockApi({
    'POST /checkout/verify': () => ({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 }),
    // The payment return page shows the updates choice from the account.
    'GET /me': () => ({
      profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
      tierId: 'starter',
      submission: null,
      purchaseCount: 1,
      standingSumCents: 3000,
      emailPreferences: { updates: false, updatedAt: null, source: null },
    }),
  });
  const router = createMemoryRouter(
    [
      {
        element: <WithAddress />,
        children: [
          { path: '/auth', element: <AuthScreen /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/payment-success', element: <PaymentSuccessScreen /> },
              { path: '/dashboard', element: <p>dashboard content</p> },
              { path: '/link', element: <LinkScreen /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignInWorks>
        <RouterProvider router={router} />
        <ToasterSlot />
      </SignInWorks>
    </QueryClientProvider>,
  );
  return { api, router };
}

const where = () => screen.getByTestId('where');

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('coming back where you were after signing in', () => {
  it('sends a signed-out buyer from /payment-success?session_id=… to /auth and back there, verified', async () => {
    const { api } = renderSignedOutAt('/payment-success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/auth?next=%2Fpayment-success%3Fsession_id%3Dcs_test_1');
    expect(api.calls).toEqual([]);

    await signIn();

    expect(await screen.findByText('Payment verified and tier activated!', { selector: 'p' })).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/payment-success\?session_id=cs_test_1$/);
    const verifies = api.calls.filter((call) => call.key === 'POST /checkout/verify');
    expect(verifies.map((call) => call.body)).toEqual([{ sessionId: 'cs_test_1' }]);
  });

  it('sends a signed-out supporter from /link?code=… to /auth and back there, the code filled in', async () => {
    renderSignedOutAt('/link?code=BCDF-GHJK');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/auth?next=%2Flink%3Fcode%3DBCDF-GHJK');

    await signIn();

    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveValue('BCDF-GHJK');
    expect(where()).toHaveTextContent(/^\/link\?code=BCDF-GHJK$/);
  });

  it.each([
    'https://evil.example/payment-success',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'payment-success',
  ])('falls back to /dashboard for a hostile next=%j', async (next) => {
    renderSignedOutAt(`/auth?next=${encodeURIComponent(next)}`);
    await signIn();
    expect(await screen.findByText('dashboard content')).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/dashboard$/);
  });

  it('comes back after sign-up, the emailed code and the sign-in that follows', async () => {
    renderSignedOutAt('/payment-success?session_id=cs_test_1');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    // The toggle keeps the way back in the address.
    expect(where()).toHaveTextContent('/auth?next=%2Fpayment-success%3Fsession_id%3Dcs_test_1&mode=signup');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByText('Payment verified and tier activated!', { selector: 'p' })).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/payment-success\?session_id=cs_test_1$/);
  });

  it('comes back after a password reset and the sign-in with the new password', async () => {
    renderSignedOutAt('/payment-success?session_id=cs_test_1');
    await userEvent.type(await screen.findByLabelText('Email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Payment verified and tier activated!', { selector: 'p' })).toBeInTheDocument();
    expect(where()).toHaveTextContent(/^\/payment-success\?session_id=cs_test_1$/);
  });
});
