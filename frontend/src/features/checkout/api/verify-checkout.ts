import type { VerifyResponse } from '@shared/api/types/checkout';
import type { VerifyRequest } from '@shared/schemas/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meKeys } from '@/lib/query-keys';
import { useThrottledRetries } from '@/lib/use-throttled-retries';

/** POST /checkout/verify: fulfils the Checkout Session (idempotent on the server). */
function verifyCheckout(body: VerifyRequest): Promise<VerifyResponse> {
  return api('POST /checkout/verify', { body });
}

/** Verifies the payment, tried again while the API is throttled (the call is idempotent); `retrying` while it waits to. */
export function useVerifyCheckout() {
  const queryClient = useQueryClient();
  const { retrying, run } = useThrottledRetries();
  const mutation = useMutation({
    mutationFn: (body: VerifyRequest) => run(() => verifyCheckout(body)),
    // The owned tier and purchase count change with a verified payment.
    onSuccess: (result) => {
      if (result.success) return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
  return { ...mutation, retrying };
}
