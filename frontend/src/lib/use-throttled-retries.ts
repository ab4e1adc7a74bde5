import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { retryThrottled } from './retry-throttled';

/**
 * An API answer that passes in seconds for everyone at once: API Gateway's throttle (429, maybe with a
 * Retry-After) or an overloaded service in front of the API (503).
 */
export function isThrottledAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 429 || error.status === 503);
}

/**
 * For an API hook whose call may be throttled at a launch peak: `run` makes the call, trying it again
 * while it is throttled (retryThrottled), and `retrying` is true while it waits to, so the screen can
 * say so (busyRetrying) instead of a failure.
 */
export function useThrottledRetries() {
  const [retrying, setRetrying] = useState(false);
  const run = useCallback(
    <T>(call: () => Promise<T>): Promise<T> =>
      retryThrottled(call, { throttled: isThrottledAnswer, onRetry: () => setRetrying(true) }).finally(() =>
        setRetrying(false),
      ),
    [],
  );
  return { retrying, run };
}
