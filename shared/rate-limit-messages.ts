import * as m from './i18n/paraglide/messages/_index.js';

/**
 * When a visitor over one of the API's rate limits may try again, from the 429's Retry-After, e.g.
 * "Try again in 3 minutes." in the page's language: seconds under a minute, then minutes under an hour, then hours, each
 * rounded up so the page never says a time at which the try would still be refused.
 */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return m.common_try_again_seconds({ count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return m.common_try_again_minutes({ count: minutes });
  return m.common_try_again_hours({ count: Math.ceil(seconds / 3600) });
}

/**
 * Shown in a polite live region while the app waits out a throttled sign-up, confirm, sign-in, checkout
 * start or payment check and tries it again by itself: at a launch peak the limits are the store's, not
 * the person's, so they need do nothing but wait.
 */
export function busyRetrying(): string {
  return m.common_busy_retrying();
}
