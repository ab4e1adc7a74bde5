/** The first wait's ceiling, doubled for each retry after it. */
const FIRST_WAIT_MS = 1000;
/** No wait between tries is longer: a person is watching the screen. */
const LONGEST_WAIT_MS = 20_000;
/** No try starts later than this after the first: then the screen says what failed and offers its retry. */
const GIVE_UP_AFTER_MS = 120_000;

/**
 * How long to wait before retry number `retry` (from 0): "full jitter", a random time up to a ceiling
 * that doubles from 1 s and stops at 20 s, so the visitors a throttle turned away together do not all
 * come back together.
 */
export function backoffWait(retry: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** retry));
}

export interface RetryOptions {
  /**
   * Whether a failure is a throttle that passes in seconds for everyone at once: isThrottledAnswer for
   * the API (use-throttled-retries.ts), isThrottledByCognito for Cognito (lib/auth/auth-messages.ts).
   */
  throttled(error: unknown): boolean;
  /** Called before each wait: the screen says the app is trying again (busyRetrying). */
  onRetry?: () => void;
  /** The jitter's source; tests fix it. */
  random?: () => number;
}

/**
 * The wait before the next try; a Retry-After from the API (ApiError's `retryAt`, read by its shape so
 * the auth screen's code does not carry the API client) is a floor, never cut short.
 */
function waitBeforeRetry(error: unknown, retry: number, random: () => number): number {
  const backoff = backoffWait(retry, random);
  const retryAt = (error as { retryAt?: unknown } | null)?.retryAt;
  return typeof retryAt === 'number' ? Math.max(backoff, retryAt - Date.now()) : backoff;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task`, and while it is throttled (options.throttled) runs it again after a backoff wait, for about
 * two minutes at most; any other failure, a Retry-After longer than 20 s, or the last throttle once the
 * time is up is thrown to the caller, whose screen then says what failed as it always does.
 */
export async function retryThrottled<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { throttled, onRetry, random = Math.random } = options;
  const startedAt = Date.now();
  for (let retry = 0; ; retry += 1) {
    try {
      return await task();
    } catch (error) {
      if (!throttled(error)) throw error;
      const wait = waitBeforeRetry(error, retry, random);
      if (wait > LONGEST_WAIT_MS || Date.now() + wait - startedAt > GIVE_UP_AFTER_MS) throw error;
      onRetry?.();
      await sleep(wait);
    }
  }
}
