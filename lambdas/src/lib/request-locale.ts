import { BASE_LOCALE, type Locale, localeFromAcceptLanguage } from '@shared/locales';

/**
 * The language a request asks for: the store's app sends its page's language as `Accept-Language`
 * (frontend/src/lib/api-client.ts); anything else, or none, is English.
 */
export function requestLocale(headers: Record<string, string | undefined>): Locale {
  return localeFromAcceptLanguage(headers['accept-language']) ?? BASE_LOCALE;
}

/** The headers of an event as API Gateway hands it over: 2.0's, or 1.0's with every value of a repeated one. */
interface EventHeaders {
  headers?: Record<string, string | undefined> | null;
  multiValueHeaders?: Record<string, string[] | undefined> | null;
}

/**
 * The language of an API Gateway event before any middleware has read it: 1.0 events keep the names as
 * the client sent them (`Accept-Language`) and repeats in `multiValueHeaders`, so the name is matched
 * in any letter case and repeated values are joined, as the REST event adapter joins them.
 */
export function eventLocale(event: EventHeaders): Locale {
  const multi = event.multiValueHeaders ?? {};
  const all: Array<[string, string[] | undefined]> =
    Object.keys(multi).length > 0
      ? Object.entries(multi)
      : Object.entries(event.headers ?? {}).map(([name, value]) => [name, value === undefined ? [] : [value]]);
  const values = all.filter(([name]) => name.toLowerCase() === 'accept-language').flatMap(([, value]) => value ?? []);
  return requestLocale({ 'accept-language': values.length > 0 ? values.join(',') : undefined });
}
