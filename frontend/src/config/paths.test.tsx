import { NOT_FOUND_PAGE, PRERENDERED_PAGES, pageFileFor } from '@shared/site-pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { generatePath, MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import { documentTitleFor } from '@/app/document-titles';
import { AuthContext } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { fakeAuth, TEST_CONFIG } from '@/test/render';
import { paths, SCREENS, type Screen } from './paths';

const SCREEN_LIST: readonly Screen[] = Object.values(SCREENS);

/** A path that opens the screen: its parameters filled with sample values. */
const hrefOf = (screen: Screen) =>
  generatePath(screen.path, { userId: 'user-1', updateId: 'update-1', slug: 'first-court', giftId: 'gift-1' });

const at = { pathname: '' };

function LocationProbe() {
  at.pathname = useLocation().pathname;
  return null;
}

function renderSignedOut(path: string) {
  setConfigForTests({ ...TEST_CONFIG });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={fakeAuth()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the screen list', () => {
  it('gives every screen a path of its own', () => {
    const patterns = SCREEN_LIST.map((screen) => screen.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('is what the site answers with a page or the SPA shell: no screen is ever the not-found page', () => {
    for (const screen of SCREEN_LIST) {
      for (const href of [hrefOf(screen), `${hrefOf(screen)}/`]) {
        expect(`${href} ${pageFileFor(href)}`).not.toBe(`${href} ${NOT_FOUND_PAGE.file}`);
      }
    }
  });

  it("titles each screen's document with its name, or its prerendered page's title", () => {
    for (const screen of SCREEN_LIST) {
      const page = PRERENDERED_PAGES.find((candidate) => candidate.path === screen.path);
      const named = screen.guard === 'admin' ? `${screen.title} | Admin Panel | D1 Gang` : `${screen.title} | D1 Gang`;
      expect({ path: screen.path, title: documentTitleFor(hrefOf(screen)) }).toEqual({
        path: screen.path,
        title: page?.title ?? named,
      });
    }
    expect(documentTitleFor('/admin/users/user-1')).toBe('User Details | Admin Panel | D1 Gang');
    expect(documentTitleFor('/admin/updates/new')).toBe('New Update | Admin Panel | D1 Gang');
    expect(documentTitleFor('/admin/updates/update-1')).toBe('Update | Admin Panel | D1 Gang');
  });

  it('holds every prerendered page as a screen anyone may open, titled by its HTML alone', () => {
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    const untitled = SCREEN_LIST.filter((screen) => screen.title === undefined).sort(byPath);
    expect(untitled).toEqual(PRERENDERED_PAGES.map((page) => ({ path: page.path, guard: 'anyone' })).sort(byPath));
  });

  it('is where every path the app links to comes from', () => {
    const links = [
      ...Object.values(paths),
      ...Object.values(paths.admin),
      paths.admin.user('user-1'),
      paths.admin.update('update-1'),
      paths.update('first-court'),
    ].filter((link): link is string => typeof link === 'string' && link !== paths.admin.userPattern);
    const screenHrefs = SCREEN_LIST.map(hrefOf);
    for (const link of links) expect(screenHrefs).toContain(link.replace(/[?#].*$/, ''));
    expect(paths.admin.userPattern).toBe(SCREENS.adminUser.path);
  });

  it.each(SCREEN_LIST.filter((screen) => screen.guard !== 'anyone').map((screen) => [screen.path, screen]))(
    'sends a signed-out visitor from %s to /auth, as its guard says',
    async (_path, guarded) => {
      renderSignedOut(hrefOf(guarded));
      await waitFor(() => expect(at.pathname).toBe(paths.auth));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    },
  );
});
