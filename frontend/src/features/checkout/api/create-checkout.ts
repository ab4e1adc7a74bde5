import type { CheckoutResponse } from '@shared/api/types/checkout';
import type { CheckoutRequest } from '@shared/schemas/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /checkout: only the tier id (and the pixel event id); the server decides the price. */
function createCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  return api('POST /checkout', { body });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
