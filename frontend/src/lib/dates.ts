import { m } from './i18n';
import { pageLocale } from './locale';

/**
 * A long date in the page's language, e.g. "November 21, 2026"; 'N/A' (in the page's language) when the
 * date is missing or unreadable. A bare calendar day (YYYY-MM-DD) is that day wherever the reader is.
 */
export function formatLongDate(iso: string | null | undefined, locale: string = pageLocale()): string {
  if (!iso) return m.profile_date_missing();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return m.profile_date_missing();
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : undefined;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}
