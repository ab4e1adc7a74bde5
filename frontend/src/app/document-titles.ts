import { NOT_FOUND_PAGE } from '@shared/site-pages';
import { matchPath } from 'react-router-dom';
import { SCREENS, type Screen } from '@/config/screens';

const SCREEN_LIST: readonly Screen[] = Object.values(SCREENS);

/**
 * The `<title>` for a route: its screen's (a prerendered page's is the one the build put in its HTML,
 * so the HTML and the title after in-app navigation agree), else the not-found page's.
 */
export function documentTitleFor(pathname: string): string {
  return SCREEN_LIST.find((screen) => matchPath(screen.path, pathname))?.title ?? NOT_FOUND_PAGE.title;
}
