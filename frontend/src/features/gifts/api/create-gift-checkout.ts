import type { CheckoutResponse } from '@shared/api/types/checkout';
import type { CheckoutRequest } from '@shared/schemas/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useThrottledRetries } from '@/lib/use-throttled-retries';

/** A gift's checkout: the tier and who it is for; the server charges the tier's full price. */
export type GiftCheckoutRequest = CheckoutRequest & { gift: NonNullable<CheckoutRequest['gift']> };

function createGiftCheckout(body: GiftCheckoutRequest): Promise<CheckoutResponse> {
  return api('POST /checkout', { body });
}

/**
 * Starts a gift's checkout (POST /checkout with `gift`), tried again while the API is throttled: a
 * throttled start reached no handler. `retrying` while it waits to.
 */
export function useCreateGiftCheckout() {
  const { retrying, run } = useThrottledRetries();
  const mutation = useMutation({ mutationFn: (body: GiftCheckoutRequest) => run(() => createGiftCheckout(body)) });
  return { ...mutation, retrying };
}
