import type { VerifyResponse } from '@shared/api/types/checkout';
import { overpaymentRefundCents } from '@shared/ledger';
import { verifyRequestSchema } from '@shared/schemas/api';
import { getTier } from '@shared/tiers';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';
import { CheckoutSessionNotFoundError, VerifyUnavailableError } from '../../payments/errors';
import { type Fulfilment, fulfil } from '../../payments/fulfil';
import { conversionsFor, paymentsConfigured, stripeFor } from '../../payments/payment-settings';
import { StripeUnavailableError } from '../../payments/stripe-client';

/** POST /checkout/verify: fulfils the caller's Checkout Session (idempotent) and says what it bought. */
export const verifyCheckout = defineRoute(
  'POST /checkout/verify',
  { body: verifyRequestSchema },
  async ({ caller, body, context }) => {
    if (!paymentsConfigured(context)) throw new VerifyUnavailableError();
    const result = await fulfil(
      body.sessionId,
      { stripe: stripeFor(context), conversions: conversionsFor(context) },
      { callerId: caller.userId, eventId: body.eventId, fbp: body.fbp, fbc: body.fbc },
    ).catch((error: unknown) => {
      // Nothing was stored: the buyer may try again, and Stripe's event or the reconciler fulfils it anyway.
      throw error instanceof StripeUnavailableError ? new VerifyUnavailableError({ cause: error }) : error;
    });
    if (result.kind === 'not-found') throw new CheckoutSessionNotFoundError();
    return json(200, verifyResponse(result));
  },
);

function verifyResponse(result: Exclude<Fulfilment, { kind: 'not-found' }>): VerifyResponse {
  if (result.kind === 'gift') {
    // A gift paid for someone else: theirs once they claim it (docs/payments.md, Gifts).
    const { gift } = result;
    const payment = gift.payment;
    return {
      success: true,
      outcome: 'gift',
      tierName: getTier(gift.tierId).name,
      tierPrice: payment?.amountCents ?? 0,
      ...(payment && payment.taxCents > 0 ? { taxCents: payment.taxCents } : {}),
      ...(payment?.presented ? { presented: payment.presented } : {}),
      ...(payment?.creatorCode ? { creatorCode: payment.creatorCode.code } : {}),
      gift: { recipientEmail: gift.recipientEmail },
    };
  }
  if (result.kind !== 'fulfilled') {
    return {
      success: false,
      outcome: result.kind === 'invalid' ? 'failed' : result.kind,
      tierName: result.tierName,
      tierPrice: result.amountCents,
    };
  }
  const { record } = result;
  // A payment that bought nothing is given back; one refunded or lost in a dispute grants nothing.
  if (record.verdict === 'duplicate' || record.refundedAt !== null) {
    const outcome = record.verdict === 'duplicate' ? 'duplicate' : 'refunded';
    return { success: false, outcome, tierName: record.tierName, tierPrice: record.amountCents };
  }
  const bought = {
    success: true,
    tierName: record.tierName,
    tierPrice: record.amountCents,
    ...(record.taxCents > 0 ? { taxCents: record.taxCents } : {}),
    ...(record.presented ? { presented: record.presented } : {}),
    ...(record.creatorCode ? { creatorCode: record.creatorCode } : {}),
  };
  // The part beyond the highest tier's price is given back; the tier is bought all the same.
  const refundCents = overpaymentRefundCents({
    overpaidCents: record.overpaidCents,
    paidCents: record.amountCents,
    taxCents: record.taxCents,
  });
  return refundCents > 0 ? { ...bought, outcome: 'overpaid', refundCents } : { ...bought, outcome: 'granted' };
}
