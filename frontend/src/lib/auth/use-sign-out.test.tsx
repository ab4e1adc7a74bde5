import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '@/app/require-auth';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { fakeAuth } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AuthContext, type AuthStatus } from './auth-context';
import { useSignOut } from './use-sign-out';

/** A session that ends when signed out, as the app's AuthProvider does: guarded screens see it go. */
function EndingSession({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('signedIn');
  const [byUser, setByUser] = useState(false);
  const auth = useMemo(
    () =>
      fakeAuth({
        status,
        user: status === 'signedIn' ? { userId: 'user-a', email: 'fan@example.com', inAdminGroup: false } : null,
        signedOutByUser: byUser,
        signOut: async (options) => {
          setByUser(options?.byUser ?? false);
          setStatus('signedOut');
        },
      }),
    [status, byUser],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

describe('signing out', () => {
  it.each(['/dashboard', '/profile'])('from %s returns to / (not to sign-in), and says so', async (at) => {
    // The app's kind of router (BrowserRouter's declarative routes), whose navigations are transitions.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EndingSession>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route element={<RequireAuth />}>
                <Route path={at} element={<SignOutButton />} />
              </Route>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
          <ToasterSlot />
        </EndingSession>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['someone who signed out themselves, home', true, /^\/$/],
    ['a visitor with no session to sign in, and back here after', false, /^\/auth\?next=%2Fdashboard$/],
  ])('a guarded screen sends %s', async (_, signedOutByUser, destination) => {
    render(
      <AuthContext.Provider value={fakeAuth({ status: 'signedOut', signedOutByUser })}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<p>Dashboard</p>} />
            </Route>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(destination);
  });
});
