import { NOT_FOUND_PAGE, PRERENDERED_PAGES } from '@shared/site-pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { generatePath, MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import { documentTitleFor } from '@/app/document-titles';
import { paths } from '@/config/paths';
import { AuthContext } from '@/lib/auth/auth-context';
import { setConfigForTests } from '@/lib/config';
import { fakeAuth, TEST_CONFIG } from '@/test/render';
import { SCREENS, type Screen } from './screens';

const SCREEN_LIST: readonly Screen[] = Object.values(SCREENS);

/** A path that opens the screen: its parameters filled with sample values. */
const hrefOf = (screen: Screen) => generatePath(screen.path, { userId: 'user-1' });

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
    const paths = SCREEN_LIST.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("titles each screen's document with the list's title, never the not-found one", () => {
    for (const screen of SCREEN_LIST) {
      expect({ path: screen.path, title: documentTitleFor(hrefOf(screen)) }).toEqual({
        path: screen.path,
        title: screen.title,
      });
      expect(screen.title).not.toBe(NOT_FOUND_PAGE.title);
    }
  });

  it('holds every prerendered page as a screen anyone may open, titled as its HTML', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(SCREEN_LIST).toContainEqual({ path: page.path, title: page.title, guard: 'anyone' });
    }
  });

  it('is where every path the app links to comes from', () => {
    const links = [...Object.values(paths), ...Object.values(paths.admin), paths.admin.user('user-1')].filter(
      (link): link is string => typeof link === 'string' && link !== paths.admin.userPattern,
    );
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
