import type { MyPurchase } from '@shared/api/types/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { meKeys } from '@/lib/query-keys';

/** GET /me/purchases, newest first (sorted here too, so the order never depends on the server). */
async function getPurchases(): Promise<MyPurchase[]> {
  const { purchases } = await api('GET /me/purchases');
  return [...purchases].sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
}

const purchasesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: meKeys.purchases(userId), queryFn: getPurchases });

export function usePurchases() {
  const { user } = useAuth();
  return useQuery({ ...purchasesQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}
