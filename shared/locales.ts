/**
 * The languages the store speaks, and where each lives on the site: English at the root (`/contact`),
 * every other under a path prefix of its own (`/es/contact`, `/pt-br/contact`). The messages are
 * shared/i18n's; this list is also what the build, the local site server, CloudFront's viewer function
 * and the API read, none of which loads the messages.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the spec's words are written in, at the site's root; the binding one for the legal pages. */
export const BASE_LOCALE: Locale = 'en';

/** Each language's path prefix: lower-case, as URLs on the site are. */
export const LOCALE_PREFIXES: Record<Locale, '' | `/${string}`> = {
  en: '',
  es: '/es',
  'pt-BR': '/pt-br',
  fr: '/fr',
  de: '/de',
};

/** Each language's own name for itself, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * A path's language and the route inside it: `/es/contact` is Spanish `/contact`, `/es` Spanish `/`,
 * `/contact` English `/contact`. The prefix matches in any letter case, as the app's routes do.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: `/${string}` } {
  const lower = pathname.toLowerCase();
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIXES[locale];
    if (!prefix) continue;
    if (lower === prefix || lower.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? (rest as `/${string}`) : '/' };
    }
  }
  return { locale: BASE_LOCALE, path: pathname.startsWith('/') ? (pathname as `/${string}`) : `/${pathname}` };
}

/** A route's address in a language: `localePath('es', '/contact')` is `/es/contact`, `localePath('es', '/')` is `/es/`. */
export function localePath(locale: Locale, path: `/${string}`): `/${string}` {
  return `${LOCALE_PREFIXES[locale]}${path}`;
}

/**
 * The first of the store's languages an `Accept-Language` header (or `navigator.languages`, joined)
 * asks for, by quality then order: `pt` and `pt-PT` read as Brazilian Portuguese, `es-MX` as Spanish.
 * Null when it names none of them, or names English before any other.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const language = tag.split('-')[0];
    const match = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (match) return match;
  }
  return null;
}
