import type { CreatorCodeOffer } from './creator-codes';
import { formatCents } from './money';

/** Checkout messages, word for word from docs/product.md §Error catalogue: the API answers with them, the dashboard shows them. */
export const CHECKOUT_MESSAGES = {
  /** A tier chosen while signed out: the visitor is sent to sign up. */
  signInToBuy: 'Please sign in to purchase a D1 Gang package',
  alreadyOwned: 'You already own this tier or a higher one',
  redirecting: 'Redirecting to Stripe checkout...',
  failed: 'Failed to create checkout session. Please try again.',
  /** The verify call for a session that is missing, unknown or someone else's; the success page without one. */
  noSession: 'No payment session found',
  /** POST /checkout while another checkout of the user's is being started (a 409). */
  inProgress: 'A checkout is already in progress. Please finish or cancel it first.',
  /**
   * Not in the spec: a payment by a delayed method (a bank transfer) that the bank has not settled yet.
   * The success page and the dashboard show it; POST /checkout answers it (409) while the payment holds the slot.
   */
  paymentProcessing: 'Payment processing: your tier will appear when your bank confirms it.',
  /** The success page once the payment is verified and the tier granted. */
  verified: 'Payment verified and tier activated!',
  /** The success page when the payment bought nothing it can show (then it goes to the dashboard). */
  verificationFailed: 'Payment verification failed',
  /** The verify call when Stripe cannot be reached (a 502); the success page says it too. */
  verifyFailed: 'Failed to verify payment',
  /** Not in the spec: the reconciler's local door when Stripe cannot be reached; the next run tries again. */
  reconcileFailed: 'Stripe could not be reached. The reconciler tries again on its next run.',
  /**
   * Not in the spec: payments that came in together can leave more standing than an upgrade costs,
   * and Stripe takes no charge under 50 cents; support sets such an upgrade up by hand.
   */
  coveredByCredit:
    'What you have already paid covers this upgrade. Please open a support ticket and we will set it up.',
} as const;

/** Stripe's smallest charge in US dollars, in cents. */
export const STRIPE_MINIMUM_CHARGE_CENTS = 50;

/** The payment-success screen when part of a payment went beyond the highest tier (not in the spec; the product's voice). */
export function overpaymentRefundMessage(refundCents: number): string {
  return `Together with what you had already paid, this payment went beyond the price of the highest tier, so ${formatCents(refundCents)} of it was refunded. Nothing else changes: your tier and perks are as shown.`;
}

/** The payment-success screen when a payment bought nothing (not in the spec; the product's voice). */
export function duplicatePaymentMessage(tierName: string): string {
  return `You already own ${tierName} or a higher tier, so this payment was refunded in full. Nothing else changes: your tier and perks stay as they are.`;
}

/**
 * The dashboard's line above the upgrade cards (not in the spec; the product's voice): what an upgrade
 * costs, the applied creator code's percent included, and what counts toward it, the standing sum
 * at catalogue prices whatever was paid (docs/payments.md §Creator codes).
 */
export function upgradeCostNote(standingSumCents: number, creatorCode: CreatorCodeOffer | null): string {
  const counted = `your purchases count their full price, ${formatCents(standingSumCents)}, toward an upgrade.`;
  return creatorCode
    ? `With ${creatorCode.code} you pay the difference less ${creatorCode.percentOff}%: ${counted}`
    : `You pay only the difference: ${counted}`;
}

/** The dashboard's Upgrade Tier shortcut, under its title. */
export function upgradeShortcutSubtitle(creatorCode: Pick<CreatorCodeOffer, 'percentOff'> | null): string {
  return creatorCode ? `Pay the difference less ${creatorCode.percentOff}%` : 'Pay only the difference';
}
