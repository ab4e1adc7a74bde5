import type { VerifyResponse } from '@shared/api/types/checkout';
import type { VerifyRequest } from '@shared/schemas/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';

/** POST /checkout/verify: fulfils the Checkout Session (idempotent on the server). */
function verifyCheckout(body: VerifyRequest): Promise<VerifyResponse> {
  return api('POST /checkout/verify', { body });
}

export function useVerifyCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCheckout,
    // The owned tier and purchase count change with a verified payment.
    onSuccess: (result) => {
      if (result.success) return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
