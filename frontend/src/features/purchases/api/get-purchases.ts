import type { MyPurchasesResponse } from '@shared/api/types/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { meKeys } from '@/lib/query-keys';

/**
 * GET /me/purchases: the purchases and the gifts sent, each newest first (sorted here too, so the order
 * never depends on the server).
 */
async function getPurchases(): Promise<MyPurchasesResponse> {
  const { purchases, giftsSent = [] } = await api('GET /me/purchases');
  return {
    purchases: [...purchases].sort((a, b) => b.orderedAt.localeCompare(a.orderedAt)),
    giftsSent: [...giftsSent].sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
  };
}

const purchasesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: meKeys.purchases(userId), queryFn: getPurchases });

export function usePurchases() {
  const { user } = useAuth();
  return useQuery({ ...purchasesQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}
