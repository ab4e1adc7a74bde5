import type { GiftClaimResponse } from '@shared/api/types/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

function claimGift(giftId: string): Promise<GiftClaimResponse> {
  return api('POST /gifts/{giftId}/claim', { params: { giftId } });
}

/**
 * Claims a gift into the caller's account. The account's data reloads (its tier, its purchases); the
 * gift itself is not reloaded, as the screen shows the claim's own answer. Toasts are the caller's.
 */
export function useClaimGift(giftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimGift(giftId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
