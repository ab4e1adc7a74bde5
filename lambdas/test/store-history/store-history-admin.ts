import { randomUUID } from 'node:crypto';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../api-event';

/**
 * A refund from the admin panel, as an operator makes it (POST /admin/payments/{id}/refund), for the
 * random payment histories. True when the store took it; false when it refused it without asking
 * Stripe (the payment is not fulfilled yet, or the store holds nothing left to refund). With
 * `answerLostAt` (the Stripe stand-in's URL), Stripe refunds but every answer to the first request is
 * lost; the admin sees 502 and retries with the same request id. Test support only.
 */
export async function refundFromPanel(
  adminToken: string,
  paymentIntentId: string,
  amountCents: number,
  answerLostAt?: string,
) {
  const body = { requestId: randomUUID(), amountCents, reason: 'Refund from the panel in a random history' };
  const send = () =>
    call('POST /admin/payments/{paymentIntentId}/refund', { token: adminToken, params: { paymentIntentId }, body });
  let response = answerLostAt ? await withAnswersLost(answerLostAt, send) : await send();
  if (answerLostAt && response.status === 502) response = await send();
  if (response.status === 200) return true;
  if (response.status === 400 || response.status === 404) return false;
  throw new Error(`The admin refund answered ${response.status}: ${response.rawBody}`);
}

async function withAnswersLost<T>(standInUrl: string, run: () => Promise<T>): Promise<T> {
  const controls = standInControls(standInUrl);
  await controls.loseAnswers('POST /v1/refunds', 1000);
  try {
    return await run();
  } finally {
    await controls.loseAnswers('POST /v1/refunds', 0);
  }
}
