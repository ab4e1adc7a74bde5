import type { MeResponse } from '@shared/api/types/account';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES } from '@shared/site-pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthContext } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { mockApi } from '@/test/api-server';
import { signedInAs, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { AppRoutes } from './app-routes';
import { documentTitleFor } from './document-titles';
import { firstPage } from './first-page';

const DESTINATIONS = ['/dashboard', '/admin/users', '/privacy', '/no/such/page'] as const;

/** Goes where a test says, the way a link or a redirect does. */
function GoTo() {
  const navigate = useNavigate();
  return DESTINATIONS.map((to) => (
    <button key={to} type="button" onClick={() => navigate(to)}>
      go {to}
    </button>
  ));
}

const me: MeResponse = {
  profile: { userId: 'admin-1', email: 'admin@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
  tierId: null,
  submission: null,
  purchaseCount: 0,
  standingSumCents: 0,
};

/** The real route table, signed in as an admin, starting at `path`. */
function renderApp(path: string) {
  setConfigForTests({ ...TEST_CONFIG });
  mockApi({
    'GET /me': () => me,
    'GET /admin/role': () => ({ isAdmin: true }),
    'GET /admin/users': () => ({ items: [], nextCursor: null, total: 0 }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={signedInAs('admin@example.com', 'admin-1', true)}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <GoTo />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('document title', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('follows in-app navigation across public, signed-in and admin screens, and focus still moves', async () => {
    const user = userEvent.setup();
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await waitFor(() => expect(document.title).toBe('Terms of Service | D1 Gang'));

    await user.click(screen.getByRole('button', { name: 'go /dashboard' }));
    const dashboard = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard | D1 Gang'));
    await waitFor(() => expect(dashboard).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'go /admin/users' }));
    const users = await screen.findByRole('heading', { level: 2, name: 'Users' });
    await waitFor(() => expect(document.title).toBe('Users | Admin Panel | D1 Gang'));
    await waitFor(() => expect(users).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'go /privacy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.title).toBe('Privacy Policy | D1 Gang'));

    await user.click(screen.getByRole('button', { name: 'go /no/such/page' }));
    await screen.findByRole('heading', { level: 1, name: /404/ });
    await waitFor(() => expect(document.title).toBe('Page not found | D1 Gang'));
  });
  it("leaves a prerendered page's own title on its first render, then follows navigation", async () => {
    const user = userEvent.setup();
    firstPage.prerendered = true;
    document.title = 'Title from the prerendered HTML';
    try {
      renderApp('/terms');
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
      // The lookup's module is already loaded (this file imports it), so a lookup the effect had asked for
      // would land within the act that awaits the same import: the HTML's title must stay.
      await act(async () => {
        await import('./document-titles');
      });
      expect(document.title).toBe('Title from the prerendered HTML');

      await user.click(screen.getByRole('button', { name: 'go /dashboard' }));
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      await waitFor(() => expect(document.title).toBe('Dashboard | D1 Gang'));
    } finally {
      firstPage.prerendered = false;
    }
  });
});

describe('the prerendered /auth opened in sign-up mode', () => {
  afterEach(() => {
    firstPage.prerendered = false;
    vi.restoreAllMocks();
  });

  it('is titled Create Account, although its HTML (one file for every mode) says Sign In', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    firstPage.prerendered = true;
    document.title = 'Sign In | D1 Gang';
    renderApp('/auth?mode=signup');
    await waitFor(() => expect(document.title).toBe('Create Account | D1 Gang'));
  });
});

describe('documentTitleFor', () => {
  it('gives a prerendered page the title the build put in its HTML, trailing slash or not', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(documentTitleFor(page.path)).toBe(page.title);
      expect(documentTitleFor(`${page.path}/`)).toBe(page.title);
    }
  });

  it('names every route of the app, admin detail pages included', () => {
    const routes: unknown[] = [
      ...Object.values(paths),
      ...Object.values(paths.admin),
      paths.admin.user('user-1'),
      paths.admin.update('update-1'),
    ];
    const pages = routes.filter((path): path is string => typeof path === 'string' && !/[?#:]/.test(path));
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages)
      expect({ page, title: documentTitleFor(page) }).not.toEqual({ page, title: NOT_FOUND_PAGE.title });
    expect(documentTitleFor(paths.admin.user('user-1'))).toBe('User Details | Admin Panel | D1 Gang');
    expect(documentTitleFor(paths.admin.update('update-1'))).toBe('Update | Admin Panel | D1 Gang');
  });

  it("names /auth's forms as their heading does: ?mode=signup is Create Account, ?mode=reset Reset Password", () => {
    expect(documentTitleFor('/auth', '?mode=signup')).toBe('Create Account | D1 Gang');
    expect(documentTitleFor('/auth', '?next=%2Fprofile&mode=signup')).toBe('Create Account | D1 Gang');
    expect(documentTitleFor('/auth', '?mode=reset&email=a%40b.c')).toBe('Reset Password | D1 Gang');
    expect(documentTitleFor('/auth', '?next=%2Fprofile')).toBe('Sign In | D1 Gang');
    expect(documentTitleFor('/contact', '?mode=signup')).toBe('Contact | D1 Gang');
  });

  it('calls anything else not found', () => {
    expect(documentTitleFor('/dashboard/extra')).toBe(NOT_FOUND_PAGE.title);
  });
});
