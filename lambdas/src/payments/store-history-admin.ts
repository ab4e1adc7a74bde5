import { randomUUID } from 'node:crypto';
import { call } from '../../test/api-event';

/**
 * A refund from the admin panel, as an operator makes it (POST /admin/payments/{id}/refund), for the
 * random payment histories. True when the store took it; false when it refused it without asking
 * Stripe (the payment is not fulfilled yet, or the store holds nothing left to refund). Test support only.
 */
export async function refundFromPanel(adminToken: string, paymentIntentId: string, amountCents: number) {
  const response = await call('POST /admin/payments/{paymentIntentId}/refund', {
    token: adminToken,
    params: { paymentIntentId },
    body: { requestId: randomUUID(), amountCents, reason: 'Refund from the panel in a random history' },
  });
  if (response.status === 200) return true;
  if (response.status === 400 || response.status === 404) return false;
  throw new Error(`The admin refund answered ${response.status}: ${response.rawBody}`);
}
