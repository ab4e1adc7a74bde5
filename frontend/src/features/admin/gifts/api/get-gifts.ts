import type { AdminGiftsResponse } from '@shared/api/types/gifts';
import type { PaidGiftStatus } from '@shared/gifts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { giftKeys } from './gift-keys';

function getGifts(status: PaidGiftStatus | '', cursor?: string): Promise<AdminGiftsResponse> {
  return api('GET /admin/gifts', { query: { status: status || undefined, cursor } });
}

const giftsQueryOptions = (status: PaidGiftStatus | '') =>
  infiniteQueryOptions({
    queryKey: giftKeys.list(status),
    queryFn: ({ pageParam }) => getGifts(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /admin/gifts: paid gifts, newest first, all of them or one status's (`''`). */
export function useGifts(status: PaidGiftStatus | '') {
  // Keep the current rows on screen while another status answers.
  return useInfiniteQuery({ ...giftsQueryOptions(status), placeholderData: keepPreviousData });
}
