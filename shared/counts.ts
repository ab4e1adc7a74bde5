import { getLocale } from './i18n/paraglide/runtime.js';
import { BASE_LOCALE, type Locale } from './locales';

// Other languages group their own way (1.234.567, 1 234 567): through Intl, one formatter each, made on first use.
const localCounts = new Map<Locale, Intl.NumberFormat>();

function localCount(locale: Locale): Intl.NumberFormat {
  let format = localCounts.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    localCounts.set(locale, format);
  }
  return format;
}

/**
 * Whole numbers as the store writes them: 1,234,567 (in the page's language; English by hand). Grouped here rather than by `toLocaleString`:
 * the first Intl formatter a page makes loads the locale data on the main thread (33–74 ms in
 * Chromium on a desktop CPU, four times that on the phone Lighthouse emulates), and the public pages
 * write counts and prices while they hydrate.
 */
export function formatCount(count: number, locale: Locale = getLocale()): string {
  if (locale !== BASE_LOCALE) return localCount(locale).format(Math.trunc(count));
  const digits = String(Math.abs(Math.trunc(count)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let index = grouped.length; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return count < 0 ? `-${grouped}` : grouped;
}

/** "1 supporter", "1,000 supporters": English words, as the admin panel writes them (the public pages' are messages). */
export function supportersCount(count: number): string {
  return `${formatCount(count, BASE_LOCALE)} ${count === 1 ? 'supporter' : 'supporters'}`;
}
