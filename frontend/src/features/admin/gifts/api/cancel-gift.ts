import type { GiftCancelRequest, GiftCancelResponse } from '@shared/api/types/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterGiftChange } from './refresh-after-gift-change';

interface CancelGiftInput {
  giftId: string;
  cancel: GiftCancelRequest;
}

function cancelGift({ giftId, cancel }: CancelGiftInput): Promise<GiftCancelResponse> {
  return api('POST /admin/gifts/{giftId}/cancel', { params: { giftId }, body: cancel });
}

/** Cancels an unclaimed gift and refunds its payment in full (audited). Toasts are the caller's. */
export function useCancelGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelGift, onSuccess: () => refreshAfterGiftChange(queryClient) });
}
