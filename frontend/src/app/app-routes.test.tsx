import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { fakeAuth, TEST_CONFIG } from '@/test/render';
import { AppRoutes } from './app-routes';

const at = { pathname: '' };

function LocationProbe() {
  at.pathname = useLocation().pathname;
  return null;
}

/** The real route table in a memory router, so lazy screens and guards load as in the browser. */
function renderApp(path: string, auth: AuthContextValue = fakeAuth()) {
  setConfigForTests({ ...TEST_CONFIG });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('route table', () => {
  it('serves the landing page at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the D1 Gang' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/profile', '/tickets', '/purchases', '/tier-submission', '/payment-success?session_id=cs_1'])(
    'sends a signed-out visitor from %s to /auth',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
      expect(at.pathname).toBe('/auth');
    },
  );

  it.each([
    ['/payment-cancel', 'Payment Cancelled'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/contact', 'Contact Us'],
    ['/auth?mode=signup', 'Create Account'],
  ])('serves %s to anyone', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/no/such/page', '/dashboard/x', '/admin/nowhere', '/admin/users/abc/def'])(
    'answers %s, a path the site answers with the not-found page, with the not-found screen',
    async (path) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 - Oops! Page not found');
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      // The screen logs from an effect, which React may run a task after the heading is in the page.
      await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), path));
      expect(at.pathname).toBe(path);
      error.mockRestore();
    },
  );

  // While the session is read, the guard starts fetching the screen's chunk: each test waits for it to load, so
  // no import is left running when the test ends.
  it('holds a first screen while the session for /dashboard is read, so the footer stays out of view', async () => {
    renderApp('/dashboard', fakeAuth({ status: 'loading' }));
    expect(screen.getByRole('status').closest('.min-h-svh')).not.toBeNull();
    await Promise.all([import('./routes/dashboard'), import('@/lib/query-root')]);
  });

  it('keeps the short loading line while the session for /profile is read', async () => {
    renderApp('/profile', fakeAuth({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('status').closest('.min-h-svh')).toBeNull();
    await Promise.all([import('@/features/profile/components/profile-screen'), import('@/lib/query-root')]);
  });
});
