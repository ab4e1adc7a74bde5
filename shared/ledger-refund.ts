import type { PurchaseStatus } from './api/types/account';
import type { AdminUserPurchase, LedgerLine } from './api/types/admin';
import { type LedgerPayment, ledgerLineOf, purchaseStatusOf } from './ledger';

/** A purchase as the ledger's rules take it (the admin's user detail and the stored purchase alike). */
export function ledgerPaymentOf(purchase: AdminUserPurchase): LedgerPayment {
  return {
    sessionId: purchase.id,
    paymentIntentId: purchase.stripePaymentIntentId,
    userId: purchase.userId,
    tierId: purchase.tierId,
    valueCents: purchase.valueCents,
    paidCents: purchase.amountCents,
    ...(purchase.taxCents ? { taxCents: purchase.taxCents } : {}),
    purchasedAt: purchase.purchasedAt,
    refundedCents: purchase.refundedCents,
    disputeLost: purchase.disputeLost,
    duplicate: purchase.duplicate,
    ...(purchase.overpaidCents ? { overpaidCents: purchase.overpaidCents } : {}),
  };
}

/** What Stripe can still give back of a payment: nothing once a duplicate or lost in a dispute, else paid − refunded. */
export function refundableCents(payment: LedgerPayment): number {
  if (payment.duplicate || payment.disputeLost) return 0;
  return Math.max(0, payment.paidCents - payment.refundedCents);
}

/** One side of a refund's effect: the payment's status and the user's ledger line. */
export interface RefundSide extends LedgerLine {
  status: PurchaseStatus;
  refundedCents: number;
}

/**
 * What refunding `amountCents` more of one payment does, by the ledger's own rules: its status and
 * the user's ledger line before and after (a partial refund keeps the tier; a full one takes the
 * payment out of the standing sum). The panel's dialog and the audit entry both say this.
 */
export function refundEffect(
  payments: readonly LedgerPayment[],
  sessionId: string,
  amountCents: number,
): { before: RefundSide; after: RefundSide } {
  return paymentChangeEffect(payments, sessionId, (payment) => ({
    ...payment,
    refundedCents: payment.refundedCents + amountCents,
  }));
}

/** What losing a dispute on one payment does: the payment no longer stands (its audit entry says this). */
export function disputeLostEffect(
  payments: readonly LedgerPayment[],
  sessionId: string,
): { before: RefundSide; after: RefundSide } {
  return paymentChangeEffect(payments, sessionId, (payment) => ({ ...payment, disputeLost: true }));
}

function paymentChangeEffect(
  payments: readonly LedgerPayment[],
  sessionId: string,
  change: (payment: LedgerPayment) => LedgerPayment,
): { before: RefundSide; after: RefundSide } {
  const target = payments.find((payment) => payment.sessionId === sessionId);
  if (!target) throw new Error(`No payment ${sessionId} in this ledger`);
  const changed = change(target);
  const after = payments.map((payment) => (payment === target ? changed : payment));
  return {
    before: { status: purchaseStatusOf(target), refundedCents: target.refundedCents, ...ledgerLineOf(payments) },
    after: { status: purchaseStatusOf(changed), refundedCents: changed.refundedCents, ...ledgerLineOf(after) },
  };
}
