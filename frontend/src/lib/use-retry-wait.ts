import { tryAgainIn } from '@shared/rate-limit-messages';
import { useEffect, useReducer } from 'react';
import { ApiError } from './api-client';

/** How often the wait is said again while it runs: in its last minute its words change every second. */
const TICK_MS = 1000;

/**
 * While a failure's Retry-After runs (every 429 of the API's rate limits has one): when the person may
 * try again, in words ("Try again in 3 minutes."), kept current as time passes; null once it has passed,
 * and for any other failure. Screens show it by the button that would be refused, and hold that button
 * while it is not null, so it comes back by itself, without a reload.
 */
export function useRetryWait(error: unknown): string | null {
  const retryAt = error instanceof ApiError ? error.retryAt : null;
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const left = retryAt === null ? 0 : retryAt - Date.now();

  // Renders again a second on (or when the wait ends, if sooner) for as long as there is a wait.
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(rerender, Math.min(left, TICK_MS));
    return () => clearTimeout(timer);
  });

  return left > 0 ? tryAgainIn(Math.ceil(left / 1000)) : null;
}
