import { NOT_FOUND_PAGE, PRERENDERED_PAGES, pageTitle } from '@shared/site-pages';
import { matchPath } from 'react-router-dom';
import { paths, SCREENS, type Screen } from '@/config/paths';
import { m } from '@/lib/i18n';

const SCREEN_LIST: readonly Screen[] = Object.values(SCREENS);

/** A screen's `<title>`: 'Profile | D1 Gang', or 'Users | Admin Panel | D1 Gang' in the admin panel. */
function screenTitle({ title, guard }: Screen): string | undefined {
  if (title === undefined) return undefined;
  return pageTitle(guard === 'admin' ? `${title} | Admin Panel` : title);
}

/** /auth's forms that its address opens (`?mode=`, which the screen keeps in the address as the form changes). */
const AUTH_MODE_TITLES: Readonly<Record<string, () => string>> = {
  signup: () => pageTitle(m.layout_title_create_account()),
  reset: () => pageTitle(m.layout_title_reset_password()),
};

/**
 * The `<title>` for a route: a prerendered page's own (shared/site-pages.ts, so the HTML the build made
 * and the title after in-app navigation agree), another screen's from the screen list, else the
 * not-found page's. /auth's sign-up and reset forms, opened by the query, are named for themselves.
 */
export function documentTitleFor(pathname: string, search = ''): string {
  const mode = new URLSearchParams(search).get('mode');
  const modeTitle = mode ? AUTH_MODE_TITLES[mode] : undefined;
  if (matchPath(paths.auth, pathname) && modeTitle) return modeTitle();
  const page = PRERENDERED_PAGES.find((candidate) => matchPath(candidate.path, pathname));
  const screen = SCREEN_LIST.find((candidate) => matchPath(candidate.path, pathname));
  return page?.title ?? (screen && screenTitle(screen)) ?? NOT_FOUND_PAGE.title;
}
