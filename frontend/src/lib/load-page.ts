/** Loads another page of the site (another language's, say) in full. Its own module so tests can replace it. */
export function loadPage(href: string): void {
  window.location.assign(href);
}
