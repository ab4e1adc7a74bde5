import type { GiftView } from '@shared/api/types/gifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { giftKeys } from './gift-keys';

function getGift(giftId: string): Promise<GiftView> {
  return api('GET /gifts/{giftId}', { params: { giftId } });
}

const giftQueryOptions = (userId: string, giftId: string) =>
  queryOptions({ queryKey: giftKeys.gift(userId, giftId), queryFn: () => getGift(giftId) });

/** GET /gifts/{giftId}, once signed in: only the address it was sent to may read it. */
export function useGift(giftId: string) {
  const { user } = useAuth();
  return useQuery({ ...giftQueryOptions(user?.userId ?? '', giftId), enabled: Boolean(user) });
}
