import { METRICS } from '@shared/contract/metrics';
import { overpaymentRefundCents } from '@shared/ledger';
import type Stripe from 'stripe';
import { type CheckoutRecord, type GivenBack, recordRefundGivenBack } from '../data/checkout';
import { countEvent } from '../lib/business-metrics';
import { logger } from '../lib/logger';
import { refundRefusalCode } from './refund-refusals';
import { callStripe } from './stripe-client';
import { stripeRefundsOf } from './stripe-refunds';

/**
 * Stripe's answer when the charge has nothing (or not enough) left to refund: refunded already, taken
 * by a dispute, or refunded in part since, so that the overpayment is more than is left.
 */
const NOTHING_LEFT = new Set(['charge_already_refunded', 'charge_disputed', 'amount_too_large']);

/** The idempotency key of a duplicate payment's refund: one refund per payment intent, however often asked. */
export function duplicateRefundKey(paymentIntentId: string): string {
  return `duplicate-refund-${paymentIntentId}`;
}

/** The idempotency key of an overpayment's refund: one per payment intent (its amount is judged once). */
export function overpaymentRefundKey(paymentIntentId: string): string {
  return `overpayment-refund-${paymentIntentId}`;
}

/** The refund a checkout record still owes, or null: all of a duplicate, or a grant's overpayment. */
function refundOwed(record: CheckoutRecord): { what: GivenBack; params: Stripe.RefundCreateParams } | null {
  const paymentIntentId = record.paymentIntentId;
  if (!paymentIntentId) return null;
  const metadata = { sessionId: record.sessionId };
  if (record.verdict === 'duplicate') {
    if (record.duplicateRefundId) return null;
    return { what: 'duplicate', params: { payment_intent: paymentIntentId, reason: 'duplicate', metadata } };
  }
  const amount = overpaymentRefundCents({
    overpaidCents: record.overpaidCents,
    paidCents: record.amountCents,
    taxCents: record.taxCents,
  });
  if (amount === 0 || record.overpaymentRefundId) return null;
  // Stripe's reasons name no overpayment: the metadata says why.
  return {
    what: 'overpayment',
    params: { payment_intent: paymentIntentId, amount, metadata: { ...metadata, givenBack: 'overpayment' } },
  };
}

/** True when the record owes a refund it has not had yet (a duplicate, or an overpayment). */
export function owesRefund(record: CheckoutRecord): boolean {
  return refundOwed(record) !== null;
}

/**
 * Gives back through Stripe what a payment owes: all of a payment that bought nothing (reason
 * `duplicate`), or the part of a grant beyond the highest tier's price. Once per payment intent
 * (the idempotency key is derived from it), noted on the checkout record. A failure is logged, not
 * thrown: the buyer's answer does not wait on it, and the next event, verify call or reconciler run
 * for the session asks again (the record still has no refund id).
 */
export async function giveBackOwed(stripe: Stripe, record: CheckoutRecord): Promise<void> {
  const owed = refundOwed(record);
  if (!owed) return;
  const paymentIntentId = owed.params.payment_intent as string;
  const idempotencyKey =
    owed.what === 'duplicate' ? duplicateRefundKey(paymentIntentId) : overpaymentRefundKey(paymentIntentId);
  try {
    const refund = await callStripe((options) => stripe.refunds.create(owed.params, { ...options, idempotencyKey }));
    await recordRefundGivenBack(record.sessionId, owed.what, refund.id);
    if (owed.what === 'duplicate') countEvent(METRICS.duplicatesRefunded);
    logger.info(`${owed.what === 'duplicate' ? 'Duplicate payment' : 'Overpayment'} refunded`, {
      sessionId: record.sessionId,
      paymentIntentId,
      refundId: refund.id,
    });
  } catch (error) {
    const code = refundRefusalCode(error);
    if (code === 'amount_too_large' && owed.what === 'overpayment') {
      await giveBackRestOfOverpayment(stripe, record, owed.params);
      return;
    }
    if (code && NOTHING_LEFT.has(code)) {
      await recordRefundGivenBack(record.sessionId, owed.what, code);
      return;
    }
    logger.error('Giving a payment back failed; it is asked again on the next delivery', {
      sessionId: record.sessionId,
      paymentIntentId,
      refund: owed.what,
      error: error as Error,
    });
  }
}

/** Refunds that gave or are giving money back (Stripe's failed and canceled refunds gave nothing). */
const GIVING_BACK = new Set(['succeeded', 'pending', 'requires_action']);

/**
 * An overpayment Stripe could not refund whole because a refund came first (support's goodwill, made
 * before the store judged the payment). The ledger counts the larger of the two as given back
 * (shared/ledger.ts, `refundedCents` against `overpaymentRefundCents`), so the store asks Stripe for
 * the rest of the overpayment beyond what was refunded already: Stripe then holds what the ledger says
 * the store kept. With nothing left to ask, Stripe's refusal is noted, as for a payment refunded in full.
 */
async function giveBackRestOfOverpayment(
  stripe: Stripe,
  record: CheckoutRecord,
  params: Stripe.RefundCreateParams,
): Promise<void> {
  const paymentIntentId = params.payment_intent as string;
  const refunded = (await stripeRefundsOf(stripe, paymentIntentId))
    .filter((refund) => GIVING_BACK.has(refund.status ?? ''))
    .reduce((sum, refund) => sum + refund.amount, 0);
  const rest = (params.amount ?? 0) - refunded;
  if (rest <= 0) {
    await recordRefundGivenBack(record.sessionId, 'overpayment', 'amount_too_large');
    return;
  }
  // Keyed by what was refunded before: a retry of this ask is the same ask, another refund since makes a new one.
  const idempotencyKey = `${overpaymentRefundKey(paymentIntentId)}-rest-after-${refunded}`;
  const refund = await callStripe((options) =>
    stripe.refunds.create({ ...params, amount: rest }, { ...options, idempotencyKey }),
  );
  await recordRefundGivenBack(record.sessionId, 'overpayment', refund.id);
  logger.info('Overpayment refunded after an earlier refund', {
    sessionId: record.sessionId,
    paymentIntentId,
    refundId: refund.id,
    refundedBefore: refunded,
  });
}
