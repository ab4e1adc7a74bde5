import type { RefundResponse } from '@shared/api/types/admin';
import { ledgerLineOf } from '@shared/ledger';
import { refundableCents } from '@shared/ledger-refund';
import type { RefundRequestInput } from '@shared/schemas/admin';
import type Stripe from 'stripe';
import { type AuditActor, attributeAuditEntry } from '../data/audit';
import { NothingToRefundError, PaymentNotFoundError, RefundTooLargeError } from '../data/errors';
import { paymentsOf, readUserLedger, type UserLedger } from '../data/ledger';
import { getPaymentMarker } from '../data/payment';
import { adminUserPurchase, ledgerPaymentOf, type PurchaseRecord } from '../data/purchase';
import { refundAuditId } from '../data/refund';
import { logger } from '../lib/logger';
import { RefundUnavailableError } from './errors';
import { refundRefusalCode } from './refund-refusals';
import { callStripe } from './stripe-client';
import { applyStripeRefunds, stripeRefundsOf } from './stripe-refunds';

/** Stripe's refusals that mean our figures were behind Stripe's: the payment has less (or nothing) left. */
const NOTHING_LEFT = new Set(['charge_already_refunded', 'charge_disputed']);

/**
 * The idempotency key of an admin refund: the dialog's request id, made when it opened and sent with
 * every retry. Figures of the store would move under a retry (the event or the reconciler applying
 * the first try's refund) and make a second refund; the request id does not.
 */
function adminRefundKey(requestId: string): string {
  return `admin-refund-${requestId}`;
}

/**
 * Refunds a payment from the admin panel, once per request id. A retry whose first try reached
 * Stripe (its answer lost) finds that refund among the payment's refunds at Stripe (its metadata
 * names the request) and answers with it, whatever the store applied meanwhile; otherwise the amount
 * is checked against what is left once the store has caught up with Stripe's refunds, and Stripe is
 * asked under the request's idempotency key. Then the
 * store is brought up to Stripe's refunds of the payment through the one refund path the events and
 * the reconciler use: this refund's audit entry names the admin and their reason, even when the event
 * or the reconciler applied it first.
 */
export async function refundFromPanel(
  stripe: Stripe,
  paymentIntentId: string,
  request: RefundRequestInput,
  actor: AuditActor,
): Promise<RefundResponse> {
  await findPayment(paymentIntentId);
  const atStripe = await callUnconfirmed(() => stripeRefundsOf(stripe, paymentIntentId));
  const earlier = atStripe.find((refund) => refund.metadata?.requestId === request.requestId);
  let refund = earlier;
  if (!refund) {
    // What is left is judged after the store has taken in every refund Stripe already made (an event
    // may be late), so the admin is told Stripe's figure, not a stale one.
    await applyStripeRefunds(paymentIntentId, atStripe);
    refund = await createRefund(stripe, (await findPayment(paymentIntentId)).purchase, request);
  }
  const refunds = earlier ? atStripe : [refund];

  const author = { actor, reason: request.reason };
  const outcomes = await applyStripeRefunds(paymentIntentId, refunds, { refundId: refund.id, author });
  // The event or the reconciler applied it first, naming Stripe: the entry names the admin who asked.
  if (outcomes.get(refund.id) === 'unchanged')
    await attributeAuditEntry(refundAuditId(refund.id), actor, author.reason);
  logger.info('Admin refund applied', {
    paymentIntentId,
    refundId: refund.id,
    amountCents: refund.amount,
    retried: earlier !== undefined,
    outcome: outcomes.get(refund.id),
  });

  const after = await findPayment(paymentIntentId);
  return {
    refundedCents: refund.amount,
    purchase: adminUserPurchase(after.purchase),
    ledger: ledgerLineOf(paymentsOf(after.ledger)),
  };
}

async function findPayment(paymentIntentId: string): Promise<{ ledger: UserLedger; purchase: PurchaseRecord }> {
  const marker = await getPaymentMarker(paymentIntentId);
  if (!marker?.userId || !marker.sessionId) throw new PaymentNotFoundError();
  const ledger = await readUserLedger(marker.userId);
  const purchase = ledger.purchases.find((candidate) => candidate.id === marker.sessionId);
  if (!purchase) throw new PaymentNotFoundError();
  return { ledger, purchase };
}

/** A new refund at Stripe for what the admin asked, within what the store holds as left. */
async function createRefund(
  stripe: Stripe,
  purchase: PurchaseRecord,
  request: RefundRequestInput,
): Promise<Stripe.Refund> {
  const refundable = refundableCents(ledgerPaymentOf(purchase));
  if (refundable <= 0) throw new NothingToRefundError();
  const amountCents = request.amountCents ?? refundable;
  if (amountCents > refundable) throw new RefundTooLargeError(refundable);
  const paymentIntentId = purchase.stripePaymentIntentId as string;
  try {
    return await callStripe((options) =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          reason: 'requested_by_customer',
          // How a retry whose answer was lost finds this refund again.
          metadata: { source: 'admin-panel', requestId: request.requestId },
        },
        { ...options, idempotencyKey: adminRefundKey(request.requestId) },
      ),
    );
  } catch (error) {
    const code = refundRefusalCode(error);
    if (code && NOTHING_LEFT.has(code)) throw new NothingToRefundError({ cause: error });
    if (code === 'amount_too_large') throw new RefundTooLargeError(refundable, { cause: error });
    logger.error('Stripe refused or did not answer an admin refund', { paymentIntentId, error: error as Error });
    throw new RefundUnavailableError({ cause: error });
  }
}

/** A Stripe read the refund cannot go on without: failing, the admin is told to try again (the request id keeps it once). */
async function callUnconfirmed<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.error('Stripe did not answer while refunding from the panel', { error: error as Error });
    throw new RefundUnavailableError({ cause: error });
  }
}
