import type { RefundResponse } from '@shared/api/types/admin';
import type { RefundRequest } from '@shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

interface RefundPaymentInput {
  paymentIntentId: string;
  refund: RefundRequest;
}

function refundPayment({ paymentIntentId, refund }: RefundPaymentInput): Promise<RefundResponse> {
  return api('POST /admin/payments/{paymentIntentId}/refund', { params: { paymentIntentId }, body: refund });
}

/** Refunds a payment; the user, the lists, the overview and the audit log reload. Toasts are the caller's. */
export function useRefundPayment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: async () => {
      await Promise.all(
        [adminKeys.user(userId), adminKeys.purchases(), adminKeys.overview(), adminKeys.audit()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
