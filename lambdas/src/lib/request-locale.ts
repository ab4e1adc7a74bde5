import { BASE_LOCALE, type Locale, localeFromAcceptLanguage } from '@shared/locales';

/**
 * The language a request asks for: the store's app sends its page's language as `Accept-Language`
 * (frontend/src/lib/api-client.ts); anything else, or none, is English.
 */
export function requestLocale(headers: Record<string, string | undefined>): Locale {
  return localeFromAcceptLanguage(headers['accept-language']) ?? BASE_LOCALE;
}
