/** The cookie that remembers whether the admin sidebar is expanded (kept 7 days: docs/product.md §Business constants and limits). */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The remembered state: expanded unless the cookie says "false". */
export function readSidebarOpen(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarOpen(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is a fixed boolean.
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
