import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { GiftClaimScreen } from '@/features/gifts/components/gift-claim-screen';
import { AuthContext, type AuthStatus } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { mockApi } from '@/test/api-server';
import { fakeAuth, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';

const GIFT_PATH = '/gifts/AbCdEfGhIjKlMnOpQrStUv';

/** An auth context whose sign-in (and the sign-in that ends a sign-up) really signs the visitor in. */
function SignInWorks({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('signedOut');
  const value = useMemo(
    () =>
      fakeAuth({
        status,
        user: status === 'signedIn' ? { userId: 'user-b', email: 'friend@example.com' } : null,
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

/** /auth and the claim page as the app wires them, signed out at the claim page. */
function renderSignedOutAtGift() {
  setConfigForTests({ ...TEST_CONFIG });
  const api = mockApi({
    'GET /gifts/{giftId}': () => ({
      giftId: 'AbCdEfGhIjKlMnOpQrStUv',
      tierId: 'mvp',
      tierName: 'MVP',
      from: null,
      message: null,
      status: 'unclaimed',
      claimedByYou: false,
    }),
  });
  const router = createMemoryRouter(
    [
      {
        element: <WithAddress />,
        children: [
          { path: '/auth', element: <AuthScreen /> },
          { path: '/gifts/:giftId', element: <GiftClaimScreen /> },
        ],
      },
    ],
    { initialEntries: [GIFT_PATH] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignInWorks>
        <RouterProvider router={router} />
        <ToasterSlot />
      </SignInWorks>
    </QueryClientProvider>,
  );
  return api;
}

const where = () => screen.getByTestId('where');

describe("a gift's claim page, signed out", () => {
  it('comes back to the gift after signing in', async () => {
    renderSignedOutAtGift();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'friend@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Claim gift' })).toBeInTheDocument();
    expect(where()).toHaveTextContent(new RegExp(`^${GIFT_PATH}$`));
  });

  it('comes back to the gift after creating an account and confirming it with the emailed code', async () => {
    renderSignedOutAtGift();
    await userEvent.click(screen.getByRole('link', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'friend@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));

    expect(await screen.findByRole('button', { name: 'Claim gift' })).toBeInTheDocument();
    expect(where()).toHaveTextContent(new RegExp(`^${GIFT_PATH}$`));
  });
});
