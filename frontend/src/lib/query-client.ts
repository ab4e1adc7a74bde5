import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * Retries only what may pass on a second try (never a 4xx), twice, 0.3 s then 0.6 s later: a read that
 * keeps failing shows its error with a retry within about a second of its requests, not after the
 * library's 1 s and 2 s (three seconds of "Loading...").
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        retryDelay: (failureCount) => 300 * 2 ** failureCount,
      },
    },
  });
}

let shared: QueryClient | undefined;

/** The page's one query client, made when the first part that reads server state loads. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
