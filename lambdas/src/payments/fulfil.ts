import { findTier } from '@shared/tiers';
import type Stripe from 'stripe';
import { type CheckoutRecord, getCheckoutRecord } from '../data/checkout';
import { recordFulfilment } from '../data/fulfilment';
import type { FulfilmentOutcome } from '../data/fulfilment-plan';
import { recordPaymentFailed, recordPaymentProcessing } from '../data/processing-payment';
import { countPurchaseFulfilled } from '../lib/business-metrics';
import { logger } from '../lib/logger';
import { parseCheckoutMetadata } from './checkout-metadata';
import { type ConversionsSettings, sendPurchaseConversion } from './conversions';
import { giveBackOwed } from './duplicate-refund';
import { judgeSession, type SessionVerdict } from './session-verdict';
import { callStripe, isResourceMissing } from './stripe-client';

/** What fulfilment talks to besides the table. */
export interface PaymentServices {
  stripe: Stripe;
  /** Null when the Conversions API is not configured. */
  conversions: ConversionsSettings | null;
}

/** From the verify call: who asks (it must be the session's user) and the browser's tracking ids. */
export interface FulfilExtras {
  callerId?: string;
  eventId?: string | undefined;
  fbp?: string | undefined;
  fbc?: string | undefined;
}

export type Fulfilment =
  /** Stored (now or before); `record.verdict` and `record.refundedAt` tell whether it bought its tier. */
  | { kind: 'fulfilled'; outcome: FulfilmentOutcome; record: CheckoutRecord }
  /**
   * Nothing granted: open, a delayed payment still processing, failed or expired, or refused by the
   * checks. `recorded`: this call stored that a delayed payment is processing or failed.
   */
  | { kind: 'pending' | 'processing' | 'failed' | 'invalid'; tierName: string; amountCents: number; recorded: boolean }
  /** No such session, or (for a verify call) not the caller's. */
  | { kind: 'not-found' };

/**
 * The one fulfilment of a Checkout Session, used by the verify call and the Stripe events. A session
 * already fulfilled is answered from its checkout record without asking Stripe; otherwise the session
 * is retrieved, judged against the catalogue and, when paid, stored once. Only the call that grants
 * sends the Conversions API Purchase.
 */
export async function fulfil(
  sessionId: string,
  services: PaymentServices,
  extras: FulfilExtras = {},
): Promise<Fulfilment> {
  const known = await getCheckoutRecord(sessionId);
  if (known) {
    // A duplicate or an overpayment whose refund failed before is given back now.
    await giveBackOwed(services.stripe, known);
    return answerFromRecord(known, 'repeat', extras);
  }

  let session: Stripe.Checkout.Session;
  try {
    session = await callStripe((options) => services.stripe.checkout.sessions.retrieve(sessionId, {}, options));
  } catch (error) {
    if (isResourceMissing(error)) return { kind: 'not-found' } satisfies Fulfilment;
    throw error;
  }
  if (extras.callerId !== undefined && session.client_reference_id !== extras.callerId) {
    return { kind: 'not-found' } satisfies Fulfilment;
  }

  const verdict = judgeSession(session);
  if (verdict.kind !== 'paid') {
    const { kind, recorded } =
      verdict.kind === 'processing'
        ? await noteDelayedPayment(services.stripe, verdict)
        : { kind: verdict.kind, recorded: false };
    if (verdict.kind === 'invalid') {
      logger.error('Checkout session refused: nothing granted', { sessionId, reason: verdict.reason });
    } else {
      logger.info('Checkout session not paid: nothing granted', { sessionId, state: kind, recorded });
    }
    const tierId = parseCheckoutMetadata(session.metadata)?.tierId;
    const tierName = (tierId && findTier(tierId)?.name) || '';
    return { kind, tierName, amountCents: session.amount_total ?? 0, recorded } satisfies Fulfilment;
  }

  const { outcome, record } = await recordFulfilment({
    sessionId,
    userId: verdict.userId,
    tier: verdict.tier,
    amountCents: verdict.amountPaidCents,
    valueCents: verdict.valueCents,
    currency: verdict.currency,
    presented: verdict.presented,
    paymentIntentId: verdict.paymentIntentId,
    email: verdict.email,
    purchasedAt: verdict.purchasedAt,
    creatorCode: verdict.creatorCode && { code: verdict.creatorCode.code, holdId: verdict.creatorCode.holdId },
  });
  if (outcome === 'granted') {
    logger.info('Tier granted', { sessionId, userId: record.userId, tierId: record.tierId });
    if (record.overpaidCents > 0) {
      logger.warn('Payment went beyond the highest tier: refunding the overpayment', {
        sessionId,
        overpaidCents: record.overpaidCents,
      });
      await giveBackOwed(services.stripe, record);
    }
    countPurchaseFulfilled(verdict.tier.id);
    await sendPurchaseConversion(
      services.conversions,
      {
        eventId: verdict.eventId ?? extras.eventId ?? sessionId,
        email: verdict.email,
        fbp: extras.fbp,
        fbc: extras.fbc,
        valueCents: record.amountCents,
        currency: record.currency,
        eventTime: new Date(record.createdAt),
        creatorCode: record.creatorCode ?? null,
      },
      logger,
    );
  } else if (outcome === 'duplicate') {
    logger.warn('Payment bought nothing (tier already owned): refunding it', { sessionId, tierId: record.tierId });
    await giveBackOwed(services.stripe, record);
  } else if (outcome === 'stored-refunded') {
    logger.warn('Payment was refunded before fulfilment: purchase stored refunded', { sessionId });
  }
  return answerFromRecord(record, outcome, extras);
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

function answerFromRecord(record: CheckoutRecord, outcome: FulfilmentOutcome, extras: FulfilExtras): Fulfilment {
  if (extras.callerId !== undefined && record.userId !== extras.callerId) return { kind: 'not-found' };
  return { kind: 'fulfilled', outcome, record };
}
