/** A strong entity tag for a revision number (RFC 9110 §8.8.3): the number in quotes. */
export function etagOf(revision: number): string {
  return `"${revision}"`;
}

/**
 * True when an If-None-Match header names the current tag: `*`, or a list holding it, compared
 * weakly as RFC 9110 §13.1.2 asks (a `W/` prefix does not matter).
 */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
