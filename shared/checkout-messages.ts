import type { CreatorCodeOffer } from './creator-codes';
import * as m from './i18n/paraglide/messages/_index.js';
import { formatCents } from './money';

/**
 * Checkout messages, word for word from docs/product.md §Error catalogue: the API answers with them, the dashboard
 * shows them. Getters, in the current language (the page's, or the request's on the server).
 */
export const CHECKOUT_MESSAGES = {
  /** A tier chosen while signed out: the visitor is sent to sign up. */
  get signInToBuy() {
    return m.account_checkout_sign_in_to_buy();
  },
  get alreadyOwned() {
    return m.account_checkout_already_owned();
  },
  get redirecting() {
    return m.account_checkout_redirecting();
  },
  get failed() {
    return m.account_checkout_failed();
  },
  /** The verify call for a session that is missing, unknown or someone else's; the success page without one. */
  get noSession() {
    return m.account_checkout_no_session();
  },
  /** POST /checkout while another checkout of the user's is being started (a 409). */
  get inProgress() {
    return m.account_checkout_in_progress();
  },
  /**
   * Not in the spec: a payment by a delayed method (a bank transfer) that the bank has not settled yet.
   * The success page and the dashboard show it; POST /checkout answers it (409) while the payment holds the slot.
   */
  get paymentProcessing() {
    return m.account_checkout_payment_processing();
  },
  /** The success page once the payment is verified and the tier granted. */
  get verified() {
    return m.account_checkout_verified();
  },
  /** The success page when the payment bought nothing it can show (then it goes to the dashboard). */
  get verificationFailed() {
    return m.account_checkout_verification_failed();
  },
  /** The verify call when Stripe cannot be reached (a 502); the success page says it too. */
  get verifyFailed() {
    return m.account_checkout_verify_failed();
  },
  /**
   * Not in the spec: the reconciler's local door when Stripe cannot be reached; the next run tries again.
   * English: only the developer running the local stack reads it.
   */
  reconcileFailed: 'Stripe could not be reached. The reconciler tries again on its next run.',
  /**
   * Not in the spec: payments that came in together can leave more standing than an upgrade costs,
   * and Stripe takes no charge under 50 cents; support sets such an upgrade up by hand.
   */
  get coveredByCredit() {
    return m.account_checkout_covered_by_credit();
  },
};

/** Stripe's smallest charge in US dollars, in cents. */
export const STRIPE_MINIMUM_CHARGE_CENTS = 50;

/** The payment-success screen when part of a payment went beyond the highest tier (not in the spec; the product's voice). */
export function overpaymentRefundMessage(refundCents: number): string {
  return m.account_checkout_overpayment_refunded({ amount: formatCents(refundCents) });
}

/** The payment-success screen when a payment bought nothing (not in the spec; the product's voice). */
export function duplicatePaymentMessage(tierName: string): string {
  return m.account_checkout_duplicate_payment({ tierName });
}

/**
 * The dashboard's line above the upgrade cards (not in the spec; the product's voice): what an upgrade
 * costs, the applied creator code's percent included, and what counts toward it, the standing sum
 * at catalogue prices whatever was paid (docs/payments.md §Creator codes).
 */
export function upgradeCostNote(standingSumCents: number, creatorCode: CreatorCodeOffer | null): string {
  const amount = formatCents(standingSumCents);
  return creatorCode
    ? m.account_checkout_upgrade_cost_with_code({ code: creatorCode.code, percent: creatorCode.percentOff, amount })
    : m.account_checkout_upgrade_cost({ amount });
}

/** The dashboard's Upgrade Tier shortcut, under its title. */
export function upgradeShortcutSubtitle(creatorCode: Pick<CreatorCodeOffer, 'percentOff'> | null): string {
  return creatorCode
    ? m.account_checkout_upgrade_subtitle_with_code({ percent: creatorCode.percentOff })
    : m.account_checkout_upgrade_subtitle();
}
