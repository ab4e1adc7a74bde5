import type { CheckoutResponse } from '@shared/api/types/checkout';
import type { CheckoutRequest } from '@shared/schemas/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useThrottledRetries } from '@/lib/use-throttled-retries';

/** POST /checkout: only the tier id (and the pixel event id); the server decides the price. */
function createCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  return api('POST /checkout', { body });
}

/**
 * Starts a checkout, tried again while the API is throttled: a throttled start reached no handler, and
 * a start repeated for the same tier leaves the buyer one session to pay; `retrying` while it waits to.
 */
export function useCreateCheckout() {
  const { retrying, run } = useThrottledRetries();
  const mutation = useMutation({ mutationFn: (body: CheckoutRequest) => run(() => createCheckout(body)) });
  return { ...mutation, retrying };
}
