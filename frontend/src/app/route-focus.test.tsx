import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AuthContext } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { fakeAuth, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AppRoutes } from './app-routes';

/** Goes where a test says, the way a link or a redirect does. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go {to}
    </button>
  );
}

/** The real route table, signed out, with a way to navigate from outside the screens. */
function renderApp(path: string, goTo: string) {
  setConfigForTests({ ...TEST_CONFIG });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={fakeAuth()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <GoTo to={goTo} />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('focus after a route change', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves focus alone on the first load', async () => {
    renderApp('/terms', '/privacy');

    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(document.body).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("moves focus to the new screen's h1 once it is drawn, and scrolls to the top", async () => {
    const user = userEvent.setup();
    renderApp('/terms', '/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('focuses the element an in-page anchor names instead of the heading', async () => {
    const user = userEvent.setup();
    renderApp('/terms', '/privacy#main');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await user.click(screen.getByRole('button', { name: 'go /privacy#main' }));

    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
