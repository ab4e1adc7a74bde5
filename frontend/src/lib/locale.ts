/**
 * The page's language, fixed by its address for as long as the page lives: `/es/...` is Spanish, a
 * path without a prefix English (shared/locales.ts). Changing language is a link to the other prefix,
 * so no message re-renders in place. The build renders each language's pages one after another and
 * sets the language before each.
 */
import { overwriteGetLocale } from '@shared/i18n/paraglide/runtime.js';
import { BASE_LOCALE, LOCALE_PREFIXES, type Locale, splitLocalePath } from '@shared/locales';

let current: Locale = BASE_LOCALE;
overwriteGetLocale(() => current);

/** Takes the language of the page at `pathname`; the messages speak it from here on. */
export function setPageLocale(pathname: string): Locale {
  current = splitLocalePath(pathname).locale;
  return current;
}

export function pageLocale(): Locale {
  return current;
}

/** The router's base for a language: the routes are the same under every prefix. */
export function routerBasename(locale: Locale): string | undefined {
  return LOCALE_PREFIXES[locale] || undefined;
}
