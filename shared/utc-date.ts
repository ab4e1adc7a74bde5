/**
 * A day as the store writes it wherever the words must agree for every reader (static pages, emails,
 * refusals): a long US date in UTC, e.g. "November 24, 2026"; a screen may name its page's language
 * ("24 de noviembre de 2026"). Screens that show a date in the reader's own time zone use
 * frontend/src/lib/dates.ts.
 */
export function longUtcDate(at: string | number, locale = 'en-US'): string {
  return new Date(at).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
