import type { AdminPurchasesResponse } from '@shared/api/types/admin';
import type { TierId } from '@shared/tiers';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

/** Which purchases the page lists: one tier's (or all), between two UTC days `yyyy-mm-dd` (either may be empty). */
export interface PurchaseFilter {
  tierId: TierId | '';
  from: string;
  to: string;
}

export const NO_PURCHASE_FILTER: PurchaseFilter = { tierId: '', from: '', to: '' };

function getPurchases({ tierId, from, to }: PurchaseFilter, cursor?: string): Promise<AdminPurchasesResponse> {
  return api('GET /admin/purchases', { query: { tierId: tierId || undefined, from, to, cursor } });
}

const purchasesQueryOptions = (filter: PurchaseFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.purchases(filter),
    queryFn: ({ pageParam }) => getPurchases(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePurchases(filter: PurchaseFilter) {
  // Keep the current rows on screen while another filter answers.
  return useInfiniteQuery({ ...purchasesQueryOptions(filter), placeholderData: keepPreviousData });
}
