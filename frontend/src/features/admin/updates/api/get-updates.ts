import type { AdminUpdatesResponse } from '@shared/api/types/updates';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

function getUpdates(cursor?: string): Promise<AdminUpdatesResponse> {
  return api('GET /admin/updates', { query: { cursor } });
}

const updatesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: updateKeys.list(),
    queryFn: ({ pageParam }) => getUpdates(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Every update, newest first, a page at a time. */
export function useUpdates() {
  return useInfiniteQuery(updatesQueryOptions());
}
