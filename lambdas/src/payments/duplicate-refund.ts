import { METRICS } from '@shared/contract/metrics';
import type Stripe from 'stripe';
import { type CheckoutRecord, recordDuplicateRefund } from '../data/checkout';
import { countEvent } from '../lib/business-metrics';
import { logger } from '../lib/logger';
import { callStripe } from './stripe-client';

/** Stripe's answer when the charge has nothing left to refund (refunded already, or taken by a dispute). */
const NOTHING_LEFT = new Set(['charge_already_refunded', 'charge_disputed']);

/** The idempotency key of a duplicate payment's refund: one refund per payment intent, however often asked. */
export function duplicateRefundKey(paymentIntentId: string): string {
  return `duplicate-refund-${paymentIntentId}`;
}

/**
 * Gives a payment that bought nothing back through Stripe (reason `duplicate`), once per payment
 * intent, and notes the refund on the checkout record. A failure is logged, not thrown: the buyer's
 * answer does not wait on it, and the next event or reconciler run for the session asks again
 * (the record still has no refund id).
 */
export async function giveBackDuplicate(stripe: Stripe, record: CheckoutRecord): Promise<void> {
  if (record.verdict !== 'duplicate' || record.duplicateRefundId || !record.paymentIntentId) return;
  const paymentIntentId = record.paymentIntentId;
  try {
    const refund = await callStripe((options) =>
      stripe.refunds.create(
        { payment_intent: paymentIntentId, reason: 'duplicate', metadata: { sessionId: record.sessionId } },
        { ...options, idempotencyKey: duplicateRefundKey(paymentIntentId) },
      ),
    );
    await recordDuplicateRefund(record.sessionId, refund.id);
    countEvent(METRICS.duplicatesRefunded);
    logger.info('Duplicate payment refunded', { sessionId: record.sessionId, paymentIntentId, refundId: refund.id });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && NOTHING_LEFT.has(code)) {
      await recordDuplicateRefund(record.sessionId, code);
      return;
    }
    logger.error('Refunding a duplicate payment failed; it is asked again on the next delivery', {
      sessionId: record.sessionId,
      paymentIntentId,
      error: error as Error,
    });
  }
}
