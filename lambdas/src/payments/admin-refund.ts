import type { RefundResponse } from '@shared/api/types';
import { ledgerLineOf } from '@shared/ledger';
import { refundableCents, refundEffect } from '@shared/ledger-refund';
import type { RefundRequestInput } from '@shared/schemas/admin';
import type Stripe from 'stripe';
import { type AuditActor, type AuditChange, auditEntryItem, recordAuditEntryOnce } from '../data/audit';
import { NothingToRefundError, PaymentNotFoundError, RefundTooLargeError } from '../data/errors';
import { paymentsOf, readUserLedger, type UserLedger } from '../data/ledger';
import { getPaymentMarker } from '../data/payment';
import { adminUserPurchase, ledgerPaymentOf, type PurchaseRecord } from '../data/purchase';
import { recordPaymentNews } from '../data/refund';
import { RefundUnavailableError } from '../lib/errors';
import { logger } from '../lib/logger';
import { refundedSoFar } from './reconcile';
import { callStripe, stripeErrorCode } from './stripe-client';

/** Stripe's refusals that mean our figures were behind Stripe's: the payment has less (or nothing) left. */
const NOTHING_LEFT = new Set(['charge_already_refunded', 'charge_disputed']);

/**
 * The idempotency key of an admin refund: the payment, what was refunded when the admin looked, and
 * the amount. A double submit sends the same figures, so Stripe refunds once and answers both; a
 * later refund of the same payment starts from a higher refunded sum, so it is a new key.
 */
function adminRefundKey(paymentIntentId: string, refundedBeforeCents: number, amountCents: number): string {
  return `admin-refund-${paymentIntentId}-${refundedBeforeCents}-${amountCents}`;
}

/**
 * Refunds a payment from the admin panel: checks the amount against what is left, asks Stripe (one
 * idempotency key per figures), then applies Stripe's cumulative refunded amount through the one
 * refund path the Stripe event and the reconciler use (recordPaymentNews), with the audit entry in
 * the same transaction. Whichever of the three arrives first applies it; the others change nothing.
 */
export async function refundFromPanel(
  stripe: Stripe,
  paymentIntentId: string,
  request: RefundRequestInput,
  actor: AuditActor,
): Promise<RefundResponse> {
  const { ledger, purchase } = await findPayment(paymentIntentId);
  const refundable = refundableCents(ledgerPaymentOf(purchase));
  if (refundable <= 0) throw new NothingToRefundError();
  const amountCents = request.amountCents ?? refundable;
  if (amountCents > refundable) throw new RefundTooLargeError(refundable);

  const key = adminRefundKey(paymentIntentId, purchase.refundedCents, amountCents);
  await createRefund(stripe, paymentIntentId, amountCents, key, refundable);
  const refundedCents = await callRefundedSoFar(stripe, paymentIntentId);

  const effect = refundEffect(paymentsOf(ledger), purchase.id, amountCents);
  const change: AuditChange & { id: string } = {
    id: key,
    action: 'payment_refunded',
    subject: { type: 'user', id: purchase.userId },
    before: { paymentIntentId, tierId: purchase.tierId, ...effect.before },
    after: { paymentIntentId, tierId: purchase.tierId, ...effect.after },
    reason: request.reason,
  };
  const now = new Date();
  const outcome = await recordPaymentNews(paymentIntentId, { refundedCents }, [auditEntryItem(actor, change, now)]);
  // The Stripe event (or a double submit) applied the refund first: the admin's action still goes on record, once.
  if (outcome === 'unchanged') await recordAuditEntryOnce(actor, change, now);
  logger.info('Admin refund applied', { paymentIntentId, amountCents, outcome, adminId: actor.adminId });

  const after = await findPayment(paymentIntentId);
  return {
    refundedCents: amountCents,
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

async function createRefund(
  stripe: Stripe,
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
  refundable: number,
): Promise<void> {
  try {
    await callStripe((options) =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          reason: 'requested_by_customer',
          metadata: { source: 'admin-panel' },
        },
        { ...options, idempotencyKey },
      ),
    );
  } catch (error) {
    const code = stripeErrorCode(error);
    if (code && NOTHING_LEFT.has(code)) throw new NothingToRefundError({ cause: error });
    if (code === 'amount_too_large') throw new RefundTooLargeError(refundable, { cause: error });
    logger.error('Stripe refused or did not answer an admin refund', { paymentIntentId, error: error as Error });
    throw new RefundUnavailableError({ cause: error });
  }
}

async function callRefundedSoFar(stripe: Stripe, paymentIntentId: string): Promise<number> {
  try {
    return await refundedSoFar(stripe, paymentIntentId);
  } catch (error) {
    // The refund exists at Stripe; its event or the reconciler applies it. The admin may retry safely.
    throw new RefundUnavailableError({ cause: error });
  }
}
