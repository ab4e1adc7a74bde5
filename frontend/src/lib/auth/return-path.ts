import { paths } from '@/config/paths';

/** The /auth query parameter that holds where to go once signed in. */
export const RETURN_PARAM = 'next';

// Only the path and query are ever compared against this origin; it is never visited.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The same-origin path and query to return to after signing in, or /dashboard when `next` is
 * missing or could lead anywhere else (absolute URLs, `//host`, `/\host`, `javascript:`, control
 * characters that browsers drop, or /auth itself).
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return paths.dashboard;
  // Exactly one leading slash; backslashes and control characters are what browsers rewrite into `//`.
  if (!next.startsWith('/') || next.startsWith('//')) return paths.dashboard;
  if ([...next].some((char) => char === '\\' || char < ' ' || char === '\u007f')) return paths.dashboard;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return paths.dashboard;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === paths.auth) return paths.dashboard;
  return `${url.pathname}${url.search}`;
}

/** /auth with the place the visitor was sent from, so signing in comes back to it. */
export function authPathReturningTo(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ [RETURN_PARAM]: `${location.pathname}${location.search}` });
  return `${paths.auth}?${params}`;
}
