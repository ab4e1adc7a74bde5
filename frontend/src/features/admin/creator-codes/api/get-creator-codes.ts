import type { AdminCreatorCodesResponse } from '@shared/api/types/creator-codes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCodeKeys } from './creator-code-keys';

function getCreatorCodes(cursor?: string): Promise<AdminCreatorCodesResponse> {
  return api('GET /admin/creator-codes', { query: { cursor } });
}

const creatorCodesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: creatorCodeKeys.list(),
    queryFn: ({ pageParam }) => getCreatorCodes(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Every creator code with its report, newest first, a page at a time. */
export function useCreatorCodes() {
  return useInfiniteQuery(creatorCodesQueryOptions());
}
