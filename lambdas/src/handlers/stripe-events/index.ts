import type { Context, EventBridgeEvent } from 'aws-lambda';
import type Stripe from 'stripe';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';
import { releaseExpiredSessionHold } from '../../payments/creator-code-holds';
import { fulfil } from '../../payments/fulfil';
import { conversionsFor, paymentSecrets, stripeFor } from '../../payments/payment-settings';
import { applyChargeRefunds, applyDispute, type EventNewsResult } from '../../payments/stripe-news';

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
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      // The event says which session; Stripe's session and payment intent say whether it is paid.
      const session = stripeEvent.data.object as Stripe.Checkout.Session;
      const result = await fulfil(session.id, { stripe: stripeFor(context), conversions: conversionsFor(context) });
      if (result.kind === 'not-found') logger.error('Stripe event names an unknown session', { ...log });
      else logger.info('Checkout session handled', { ...log, sessionId: session.id, result: result.kind });
      return;
    }
    case 'checkout.session.expired': {
      // A use of a creator code its checkout held goes back to the code (once, however often the event comes).
      const session = stripeEvent.data.object as Stripe.Checkout.Session;
      const creatorCode = await releaseExpiredSessionHold(stripeFor(context), session.id);
      logger.info('Checkout session expired', { ...log, sessionId: session.id, creatorCode });
      return;
    }
    case 'charge.refunded': {
      // Partial refunds are goodwill (the tier stays, revenue drops); the ledger decides, from Stripe's figures.
      const charge = stripeEvent.data.object as Stripe.Charge;
      return logNews(charge.id ? await applyChargeRefunds(stripeFor(context), charge.id) : 'unknown-to-stripe', log);
    }
    case 'charge.dispute.closed': {
      const dispute = stripeEvent.data.object as Stripe.Dispute;
      return logNews(dispute.id ? await applyDispute(stripeFor(context), dispute.id) : 'unknown-to-stripe', log);
    }
    default:
      logger.info('Stripe event ignored', log);
  }
}

function logNews(result: EventNewsResult, log: Record<string, unknown>): void {
  if (result === 'unknown-to-stripe')
    logger.error('Refund or dispute event Stripe does not confirm: nothing applied', log);
  else logger.info('Payment news applied from Stripe', { ...log, result });
}

/** No error response here: a failure must reach EventBridge, which retries and then dead-letters the event. */
export const handler = withLambdaStack(handleStripeEvent, [paymentSecrets()]);
