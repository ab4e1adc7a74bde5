import type Stripe from 'stripe';
import { recordPaymentNews } from '../data/refund';
import { logger } from '../lib/logger';
import { callStripe, isResourceMissing } from './stripe-client';
import { applyStripeRefunds, stripeRefundsOf } from './stripe-refunds';

/*
 * Refund and dispute events are a hint that something changed, never the figures: anyone who can
 * reach the events door (or replays an old event) could send any body. The store asks Stripe for the
 * charge or the dispute by id and applies what Stripe answers.
 */

/** What one refund or dispute event did to the store. */
export type EventNewsResult = 'applied' | 'unchanged' | 'unknown-to-stripe';

/** `charge.refunded`: the charge's refunds as Stripe lists them, each applied once. */
export async function applyChargeRefunds(stripe: Stripe, chargeId: string): Promise<EventNewsResult> {
  const charge = await retrieveOrNull(() => callStripe((options) => stripe.charges.retrieve(chargeId, {}, options)));
  if (!charge) return 'unknown-to-stripe';
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return 'unknown-to-stripe';
  const outcomes = await applyStripeRefunds(paymentIntentId, await stripeRefundsOf(stripe, paymentIntentId));
  return [...outcomes.values()].some((outcome) => outcome !== 'unchanged') ? 'applied' : 'unchanged';
}

/** `charge.dispute.*`: the dispute as Stripe holds it; only a dispute Stripe says was lost takes the payment back. */
export async function applyDispute(stripe: Stripe, disputeId: string): Promise<EventNewsResult> {
  const dispute = await retrieveOrNull(() => callStripe((options) => stripe.disputes.retrieve(disputeId, {}, options)));
  if (!dispute) return 'unknown-to-stripe';
  const paymentIntentId = idOf(dispute.payment_intent);
  if (dispute.status !== 'lost' || !paymentIntentId) return 'unchanged';
  const outcome = await recordPaymentNews(paymentIntentId, { disputeLost: true });
  return outcome === 'unchanged' ? 'unchanged' : 'applied';
}

/** Stripe's object, or null when Stripe has no such object (a forged or foreign id); other failures are thrown. */
async function retrieveOrNull<T>(retrieve: () => Promise<T>): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    if (!isResourceMissing(error)) throw error;
    logger.warn('A Stripe event names an object Stripe does not know: nothing applied', { error: error as Error });
    return null;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
