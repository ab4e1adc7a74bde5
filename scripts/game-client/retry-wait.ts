import type { GameApiAnswer } from './game-api';

/** The longest wait between two tries after failures. */
const MAX_WAIT_SECONDS = 60;

/**
 * Seconds to wait before the next request: the interval, doubled for each failure in a row
 * (429, 5xx, no answer), at most a minute (RFC 8628 section 3.5 asks for such a backoff).
 */
export function waitSeconds(interval: number, failuresInARow: number): number {
  return Math.min(interval * 2 ** failuresInARow, Math.max(interval, MAX_WAIT_SECONDS));
}

/**
 * Seconds to wait after a failed try: the Retry-After a 429 names, but never less than `floor`;
 * else (other failures, or a 429 without seconds) the `backoff`. The API names one on every 429,
 * and asking sooner would only be refused again. `floor` is the backoff unless the caller keeps a
 * shorter pace of its own (link polling keeps RFC 8628's interval).
 */
export function waitAfterFailure(answer: GameApiAnswer | Error, backoff: number, floor = backoff): number {
  const retryAfter = answer instanceof Error || answer.status !== 429 ? null : answer.retryAfter;
  return retryAfter === null ? backoff : Math.max(retryAfter, floor);
}
