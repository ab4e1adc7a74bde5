import type { AdminPurchasesResponse } from '@shared/api/types/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

function getPurchases(cursor?: string): Promise<AdminPurchasesResponse> {
  return api('GET /admin/purchases', { query: { cursor } });
}

const purchasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.purchases(),
    queryFn: ({ pageParam }) => getPurchases(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePurchases() {
  return useInfiniteQuery(purchasesQueryOptions());
}
