import type { Context, EventBridgeEvent } from 'aws-lambda';
import type Stripe from 'stripe';
import { recordCheckoutFailure } from '../../data/checkout';
import { type PaymentNews, recordPaymentNews } from '../../data/refund';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';
import { parseCheckoutMetadata } from '../../payments/checkout-metadata';
import { fulfil } from '../../payments/fulfil';
import { conversionsFor, paymentSecrets, stripeFor } from '../../payments/payment-settings';

export type StripeEventBridgeEvent = EventBridgeEvent<string, Stripe.Event>;

/**
 * Stripe events from the partner event bus. Errors that may pass on a retry (DynamoDB, Stripe
 * unreachable) are thrown, so EventBridge retries and finally parks the event in the dead-letter
 * queue; events that can never succeed (a refused session) are logged and acknowledged.
 */
async function handleStripeEvent(event: StripeEventBridgeEvent, context: Context): Promise<void> {
  const stripeEvent = event.detail;
  const type = stripeEvent?.type ?? event['detail-type'];
  const log = { eventId: stripeEvent?.id, type };

  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = stripeEvent.data.object as Stripe.Checkout.Session;
      const result = await fulfil(session.id, { stripe: stripeFor(context), conversions: conversionsFor(context) });
      if (result.kind === 'not-found') logger.error('Stripe event names an unknown session', { ...log });
      else logger.info('Checkout session handled', { ...log, sessionId: session.id, result: result.kind });
      return;
    }
    case 'checkout.session.async_payment_failed': {
      const session = stripeEvent.data.object as Stripe.Checkout.Session;
      const metadata = parseCheckoutMetadata(session.metadata);
      await recordCheckoutFailure({
        sessionId: session.id,
        userId: metadata?.userId ?? session.client_reference_id ?? null,
        tierId: metadata?.tierId ?? null,
        reason: type,
        failedAt: new Date().toISOString(),
      });
      logger.warn('Async payment failed: nothing granted', { ...log, sessionId: session.id });
      return;
    }
    case 'charge.refunded': {
      // Partial refunds are goodwill (the tier stays, revenue drops); the ledger decides.
      const charge = stripeEvent.data.object as Stripe.Charge;
      return applyNews(idOf(charge.payment_intent), { refundedCents: charge.amount_refunded }, log);
    }
    case 'charge.dispute.closed': {
      const dispute = stripeEvent.data.object as Stripe.Dispute;
      if (dispute.status !== 'lost') {
        logger.info('Dispute closed in our favour: the tier stays', { ...log, status: dispute.status });
        return;
      }
      return applyNews(idOf(dispute.payment_intent), { disputeLost: true }, log);
    }
    default:
      logger.info('Stripe event ignored', log);
  }
}

async function applyNews(paymentIntentId: string | null, news: PaymentNews, log: Record<string, unknown>) {
  if (!paymentIntentId) {
    logger.error('Refund or dispute without a payment intent: nothing applied', log);
    return;
  }
  const outcome = await recordPaymentNews(paymentIntentId, news);
  logger.info('Payment news applied', { ...log, paymentIntentId, ...news, outcome });
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** No error response here: a failure must reach EventBridge, which retries and then dead-letters the event. */
export const handler = withLambdaStack(handleStripeEvent, [paymentSecrets()]);
