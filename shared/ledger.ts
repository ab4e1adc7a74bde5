import type { PurchaseStatus } from './api/types/account';
import type { LedgerLine } from './api/types/admin';
import { getTier, TIERS, type Tier, type TierId } from './tiers';

/**
 * One fulfilled Checkout payment as the ledger counts it. Amounts are integer US cents.
 * The rules below take one user's payments; only `revenueCents` also makes sense store-wide.
 */
export interface LedgerPayment {
  /** The Checkout Session; the ledger holds each session at most once. */
  sessionId: string;
  /** Stripe's payment intent; null only when nothing was charged (a promotion code covered it all). */
  paymentIntentId: string | null;
  userId: string;
  /** The tier the session was opened for. */
  tierId: TierId;
  /** The session's pre-discount subtotal: target price − standing sum when it was created. Counts toward tiers. */
  valueCents: number;
  /** The session's total, what the card was charged (tax included); promotion codes lower only this. */
  paidCents: number;
  /**
   * The tax Stripe Tax added on top of the price (part of `paidCents`); it never counts toward tiers and
   * is never revenue. Absent on payments from before the store collected tax, which is 0.
   */
  taxCents?: number;
  /** When Stripe took the payment (ISO 8601); orders purchases for the admin's current tier. */
  purchasedAt: string;
  /** Stripe's cumulative `amount_refunded` on the charge. */
  refundedCents: number;
  /** A dispute on the charge closed lost: the payment no longer counts. */
  disputeLost: boolean;
  /** Judged at fulfilment to buy nothing; it is refunded through Stripe with reason `duplicate`. */
  duplicate: boolean;
  /**
   * Judged at fulfilment: the part of its value that took the standing sum beyond the highest tier's
   * price. It does not count toward tiers and is refunded through Stripe (`overpaymentRefundCents`).
   * Absent on payments judged before the rule, which is 0.
   */
  overpaidCents?: number;
}

/** What `judgeGrant` decides for a paid session. */
export type GrantVerdict = 'grant' | 'duplicate';

/** The figures storage keeps per user (and, for revenue, sums store-wide). */
export interface LedgerSummary extends LedgerLine {
  currentTierId: TierId | null;
  /** What the store keeps, net of tax. */
  revenueCents: number;
  /** The tax kept beside it (owed to tax authorities, not the store's). */
  taxCents: number;
}

/** The price of the highest tier: a standing sum beyond it can never buy anything. */
const HIGHEST_TIER_PRICE_CENTS = Math.max(...TIERS.map((tier) => tier.priceCents));

/**
 * What Stripe gives back of a payment's overpayment: its overpaid value plus the tax charged on it at
 * the payment's own rate, never more than was charged.
 */
export function overpaymentRefundCents(
  payment: Pick<LedgerPayment, 'overpaidCents' | 'paidCents' | 'taxCents'>,
): number {
  const overpaid = payment.overpaidCents ?? 0;
  const tax = payment.taxCents ?? 0;
  const beforeTax = payment.paidCents - tax;
  const taxOnIt = beforeTax > 0 ? Math.round((overpaid * tax) / beforeTax) : 0;
  return Math.min(overpaid + taxOnIt, payment.paidCents);
}

/** True when the payment counts: not a duplicate, not lost in a dispute, not refunded in full. */
export function paymentStands(payment: LedgerPayment): boolean {
  if (payment.duplicate || payment.disputeLost) return false;
  // Partial refunds are goodwill; only refunds adding up to what was charged take the payment back,
  // and the store's own overpayment refund alone never does (it leaves the part that counts).
  const refunded = payment.refundedCents;
  return !(refunded > 0 && refunded >= payment.paidCents && refunded > overpaymentRefundCents(payment));
}

/** What a payment counts toward tiers while it stands: its value less any overpayment given back. */
function countedCents(payment: LedgerPayment): number {
  return payment.valueCents - (payment.overpaidCents ?? 0);
}

/** Σ counted value of the standing payments: what the user has paid toward tiers, at catalogue prices. */
export function standingSumCents(ledger: readonly LedgerPayment[]): number {
  let sum = 0;
  for (const payment of ledger) if (paymentStands(payment)) sum += countedCents(payment);
  return sum;
}

/** The highest tier among the standing payments' tiers, or null when none stands. */
export function highestTierBoughtOf(ledger: readonly LedgerPayment[]): Tier | null {
  let best: Tier | null = null;
  for (const payment of ledger) {
    if (!paymentStands(payment)) continue;
    const tier = getTier(payment.tierId);
    if (!best || tier.priceCents > best.priceCents) best = tier;
  }
  return best;
}

/** The highest tier priced ≤ the standing sum and not above the highest tier bought; null when none. */
export function ownedTierOf(ledger: readonly LedgerPayment[]): Tier | null {
  const cap = highestTierBoughtOf(ledger);
  if (!cap) return null;
  const sum = standingSumCents(ledger);
  let owned: Tier | null = null;
  for (const tier of TIERS) {
    if (tier.priceCents <= sum && tier.priceCents <= cap.priceCents) owned = tier;
  }
  return owned;
}

/** The standing sum beyond the owned tier's price (all of it when nothing is owned). */
export function creditCents(ledger: readonly LedgerPayment[]): number {
  return standingSumCents(ledger) - (ownedTierOf(ledger)?.priceCents ?? 0);
}

/**
 * What the catalogue asks for the target: its price minus the standing sum, never below zero
 * (zero only when sessions paid concurrently left more credit than the target costs).
 * Null when the target is the owned tier or below it: it cannot be bought.
 */
export function upgradePriceCents(ledger: readonly LedgerPayment[], target: Tier): number | null {
  const owned = ownedTierOf(ledger);
  if (owned && target.priceCents <= owned.priceCents) return null;
  return Math.max(0, target.priceCents - standingSumCents(ledger));
}

/** The admin's current tier: that of the most recent standing payment (ties: the dearer tier, then session id), or null. */
export function currentTierOf(ledger: readonly LedgerPayment[]): Tier | null {
  let latest: LedgerPayment | null = null;
  for (const payment of ledger) {
    if (paymentStands(payment) && (!latest || purchasedLater(payment, latest))) latest = payment;
  }
  return latest ? getTier(latest.tierId) : null;
}

function purchasedLater(a: LedgerPayment, b: LedgerPayment): boolean {
  const byTime = Date.parse(a.purchasedAt) - Date.parse(b.purchasedAt);
  if (byTime !== 0) return byTime > 0;
  // Stripe times sessions to the second: in the same second, an upgrade comes after what it upgrades.
  const byPrice = getTier(a.tierId).priceCents - getTier(b.tierId).priceCents;
  return byPrice !== 0 ? byPrice > 0 : a.sessionId > b.sessionId;
}

/** What Stripe has given back of a payment, or owes back (a duplicate, an overpayment), capped at what was charged. */
function givenBackCents(payment: LedgerPayment): number {
  if (payment.duplicate || payment.disputeLost) return payment.paidCents;
  return Math.min(Math.max(0, payment.refundedCents, overpaymentRefundCents(payment)), payment.paidCents);
}

/**
 * The tax a payment still holds: its tax less the share of it that refunds gave back, in proportion to
 * the amount refunded (as Stripe Tax reverses tax on a refund); nothing once lost or a duplicate.
 */
export function keptTaxCents(payment: LedgerPayment): number {
  const tax = payment.taxCents ?? 0;
  if (tax === 0 || payment.paidCents === 0) return 0;
  const givenBack = givenBackCents(payment);
  const taxGivenBack = Math.round((tax * givenBack) / payment.paidCents);
  return Math.max(0, Math.min(tax - taxGivenBack, payment.paidCents - givenBack));
}

/**
 * What a payment leaves the store, net of tax: charged − given back − the tax it still holds; zero once
 * lost or a duplicate. With `keptTaxCents` it adds up to what was charged less what was given back.
 */
export function keptCents(payment: LedgerPayment): number {
  // A duplicate is owed back in full, and an overpayment in part, whether or not Stripe has reported its refund yet.
  return payment.paidCents - givenBackCents(payment) - keptTaxCents(payment);
}

/** Σ keptCents: revenue net of tax over any set of payments, one user's or the whole store's. */
export function revenueCents(payments: readonly LedgerPayment[]): number {
  let sum = 0;
  for (const payment of payments) sum += keptCents(payment);
  return sum;
}

/** Σ keptTaxCents: the tax the payments hold, beside their revenue. */
export function taxCents(payments: readonly LedgerPayment[]): number {
  let sum = 0;
  for (const payment of payments) sum += keptTaxCents(payment);
  return sum;
}

/** The verdict at fulfilment, against the ledger as it is then: `duplicate` when it already owns the tier or higher. */
export function judgeGrant(ledgerBefore: readonly LedgerPayment[], sessionTier: Tier): GrantVerdict {
  const owned = ownedTierOf(ledgerBefore);
  return owned && owned.priceCents >= sessionTier.priceCents ? 'duplicate' : 'grant';
}

/** What `judgePayment` decides for a paid session. */
export interface PaymentJudgement {
  verdict: GrantVerdict;
  /** The part of its value beyond the highest tier's price, given back; 0 for a duplicate. */
  overpaidCents: number;
}

/**
 * The judgement at fulfilment, against the ledger as it is then: a duplicate when it already owns the
 * tier or higher, or when all the session's value lies beyond the highest tier's price (sessions
 * started together and all paid); otherwise a grant, whose value beyond that price is an overpayment.
 */
export function judgePayment(
  ledgerBefore: readonly LedgerPayment[],
  session: Pick<LedgerPayment, 'tierId' | 'valueCents' | 'paidCents'>,
): PaymentJudgement {
  const beyond = standingSumCents(ledgerBefore) + session.valueCents - HIGHEST_TIER_PRICE_CENTS;
  const overpaidCents = Math.max(0, beyond);
  if (judgeGrant(ledgerBefore, getTier(session.tierId)) === 'duplicate' || overpaidCents >= session.valueCents) {
    return { verdict: 'duplicate', overpaidCents: 0 };
  }
  return { verdict: 'grant', overpaidCents };
}

/** The ledger line (standing sum, owned tier, credit) of one user's payments, as the admin's user detail shows it. */
export function ledgerLineOf(payments: readonly LedgerPayment[]): LedgerLine {
  const standingSum = standingSumCents(payments);
  const owned = ownedTierOf(payments);
  return {
    standingSumCents: standingSum,
    ownedTierId: owned?.id ?? null,
    creditCents: standingSum - (owned?.priceCents ?? 0),
  };
}

/** Everything storage writes for one user's ledger. */
export function summarizeLedger(payments: readonly LedgerPayment[]): LedgerSummary {
  return {
    ...ledgerLineOf(payments),
    currentTierId: currentTierOf(payments)?.id ?? null,
    revenueCents: revenueCents(payments),
    taxCents: taxCents(payments),
  };
}

/** How a payment shows in lists: duplicate, lost in a dispute, refunded in full, overpaid, partly refunded, or paid. */
export function purchaseStatusOf(payment: LedgerPayment): PurchaseStatus {
  if (payment.duplicate) return 'duplicate_refunded';
  if (payment.disputeLost) return 'disputed';
  if (!paymentStands(payment)) return 'refunded';
  if ((payment.overpaidCents ?? 0) > 0) return 'overpayment_refunded';
  return payment.refundedCents > 0 ? 'partially_refunded' : 'paid';
}

/** How admin lists name a payment's status; a plain paid payment needs no badge. */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string | null> = {
  paid: null,
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Dispute lost',
  duplicate_refunded: 'Duplicate refunded',
  overpayment_refunded: 'Overpayment refunded',
};
