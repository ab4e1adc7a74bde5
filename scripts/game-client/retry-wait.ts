/** The longest wait between two tries after failures. */
const MAX_WAIT_SECONDS = 60;

/**
 * Seconds to wait before the next request: the interval, doubled for each failure in a row
 * (429, 5xx, no answer), at most a minute (RFC 8628 section 3.5 asks for such a backoff).
 */
export function waitSeconds(interval: number, failuresInARow: number): number {
  return Math.min(interval * 2 ** failuresInARow, Math.max(interval, MAX_WAIT_SECONDS));
}
