import { NOT_FOUND_PAGE, PRERENDERED_PAGES, pageTitle } from '@shared/site-pages';
import { matchPath } from 'react-router-dom';
import { SCREENS, type Screen } from '@/config/paths';

const SCREEN_LIST: readonly Screen[] = Object.values(SCREENS);

/** A screen's `<title>`: 'Profile | D1 Gang', or 'Users | Admin Panel | D1 Gang' in the admin panel. */
function screenTitle({ title, guard }: Screen): string | undefined {
  if (title === undefined) return undefined;
  return pageTitle(guard === 'admin' ? `${title} | Admin Panel` : title);
}

/**
 * The `<title>` for a route: a prerendered page's own (shared/site-pages.ts, so the HTML the build made
 * and the title after in-app navigation agree), another screen's from the screen list, else the
 * not-found page's.
 */
export function documentTitleFor(pathname: string): string {
  const page = PRERENDERED_PAGES.find((candidate) => matchPath(candidate.path, pathname));
  const screen = SCREEN_LIST.find((candidate) => matchPath(candidate.path, pathname));
  return page?.title ?? (screen && screenTitle(screen)) ?? NOT_FOUND_PAGE.title;
}
