/**
 * A retrieved Checkout Session that is not paid: open, a delayed payment still processing or turned
 * down, expired, or refused by the checks. Nothing is granted; a delayed payment's state is stored once.
 */
import { findTier } from '@shared/tiers';
import type Stripe from 'stripe';
import { recordPaymentFailed, recordPaymentProcessing } from '../data/processing-payment';
import { logger } from '../lib/logger';
import { parseCheckoutMetadata } from './checkout-metadata';
import type { SessionVerdict } from './session-verdict';
import { callStripe } from './stripe-client';

/** What fulfilment answers for an unpaid session; `recorded`: this call stored that a delayed payment is processing or failed. */
export interface UnpaidAnswer {
  kind: 'pending' | 'processing' | 'failed' | 'invalid';
  tierName: string;
  amountCents: number;
  recorded: boolean;
}

/** Notes a delayed payment's state, logs why nothing was granted, and answers with the session's tier and total. */
export async function answerUnpaidSession(
  sessionId: string,
  session: Stripe.Checkout.Session,
  verdict: Exclude<SessionVerdict, { kind: 'paid' }>,
  stripe: Stripe,
): Promise<UnpaidAnswer> {
  const { kind, recorded } =
    verdict.kind === 'processing' ? await noteDelayedPayment(stripe, verdict) : { kind: verdict.kind, recorded: false };
  if (verdict.kind === 'invalid') {
    logger.error('Checkout session refused: nothing granted', { sessionId, reason: verdict.reason });
  } else {
    logger.info('Checkout session not paid: nothing granted', { sessionId, state: kind, recorded });
  }
  const tierId = parseCheckoutMetadata(session.metadata)?.tierId;
  const tierName = (tierId && findTier(tierId)?.name) || '';
  return { kind, tierName, amountCents: session.amount_total ?? 0, recorded };
}

/** A delayed payment the bank turned down: its payment intent wants another method, or was given up. */
const FAILED_PAYMENT_STATUSES = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'canceled']);

/**
 * A session completed unpaid: its payment intent, as Stripe holds it now, says whether the bank is
 * still processing the payment or turned it down. Either is stored once.
 */
async function noteDelayedPayment(
  stripe: Stripe,
  verdict: Extract<SessionVerdict, { kind: 'processing' }>,
): Promise<{ kind: 'processing' | 'failed'; recorded: boolean }> {
  const { sessionId, userId, tierId, paymentIntentId } = verdict;
  const paymentIntent = paymentIntentId
    ? await callStripe((options) => stripe.paymentIntents.retrieve(paymentIntentId, {}, options))
    : null;
  const payment = { sessionId, userId, tierId };
  const now = new Date();
  if (paymentIntent && FAILED_PAYMENT_STATUSES.has(paymentIntent.status)) {
    const reason = 'checkout.session.async_payment_failed';
    return { kind: 'failed', recorded: await recordPaymentFailed(payment, reason, now) };
  }
  // Succeeded since the session was read: processing until its async_payment_succeeded grants it.
  return { kind: 'processing', recorded: await recordPaymentProcessing(payment, now) };
}
