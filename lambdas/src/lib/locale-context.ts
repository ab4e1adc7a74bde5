import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '@shared/i18n/paraglide/runtime.js';
import type { Locale } from '@shared/locales';

/**
 * The language the messages speak while a piece of server work runs: a request's caller's
 * (`Accept-Language`, see request-locale.ts), an email's recipient's (the profile's `locale`). The
 * messages' getters (shared/*-messages.ts) read it through Paraglide's `getLocale`; outside any
 * `inLocale` they speak English. One Node process serves many requests at once in the local stack,
 * so the language is kept per async call chain, never in a global.
 */
const storage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(storage);

/** Runs `work` (and everything it awaits) with the messages in `locale`. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return storage.run({ locale }, work);
}
