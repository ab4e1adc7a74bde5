import type { GiftResendResponse } from '@shared/api/types/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterGiftChange } from './refresh-after-gift-change';

function resendGift(giftId: string): Promise<GiftResendResponse> {
  return api('POST /admin/gifts/{giftId}/resend', { params: { giftId } });
}

/** Emails the recipient of an unclaimed gift its claim link again (audited). Toasts are the caller's. */
export function useResendGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendGift, onSuccess: () => refreshAfterGiftChange(queryClient) });
}
