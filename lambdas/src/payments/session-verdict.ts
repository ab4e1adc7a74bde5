import type { PurchaseInvoice } from '@shared/api/types/account';
import { checkoutChargeCents } from '@shared/checkout-charge';
import type { PresentedAmount } from '@shared/money';
import { upgradePriceCents } from '@shared/ownership';
import { getTier, type Tier } from '@shared/tiers';
import type Stripe from 'stripe';
import { type CheckoutCreatorCode, parseCheckoutMetadata } from './checkout-metadata';

export const CURRENCY = 'usd';

interface PaidSession {
  kind: 'paid';
  sessionId: string;
  userId: string;
  tier: Tier;
  /** What the customer actually paid: after any promotion code, with the tax Stripe Tax added. */
  amountPaidCents: number;
  /** The tax in it (`total_details.amount_tax`); 0 where none is due or the session collected none. */
  taxCents: number;
  /** The billing country the tax was worked out for (ISO 3166-1 alpha-2); null when Stripe has none. */
  billingCountry: string | null;
  /** The invoice Stripe issued for the payment, when the session was retrieved with it expanded. */
  invoice: PurchaseInvoice | null;
  /** The pre-discount subtotal: what the payment counts toward tiers. */
  valueCents: number;
  /** When the session was created (ISO 8601). */
  purchasedAt: string;
  currency: string;
  /** What the buyer was shown and paid in their own currency (Adaptive Pricing); null when in USD. */
  presented: PresentedAmount | null;
  paymentIntentId: string | null;
  email: string | null;
  eventId: string | null;
  /** The creator code that discounted it, whose report the payment moves. */
  creatorCode: CheckoutCreatorCode | null;
  /** Stripe's record that the buyer ticked the terms box (`consent.terms_of_service: 'accepted'`). */
  termsAccepted: boolean;
}

export type SessionVerdict =
  | PaidSession
  | { kind: 'pending'; sessionId: string }
  /** Completed unpaid: a delayed method (a bank transfer) is processing, or the bank turned it down. */
  | { kind: 'processing'; sessionId: string; userId: string; tierId: string; paymentIntentId: string | null }
  | { kind: 'failed'; sessionId: string }
  | { kind: 'invalid'; sessionId: string; reason: string };

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Judges a Checkout Session retrieved from Stripe against the catalogue: who it is for, which
 * tier, and whether the list price charged is the upgrade rule's price for that tier.
 */
export function judgeSession(session: Stripe.Checkout.Session): SessionVerdict {
  const sessionId = session.id;
  const metadata = parseCheckoutMetadata(session.metadata);
  if (!metadata) return { kind: 'invalid', sessionId, reason: 'metadata missing or unknown tier' };
  if (session.client_reference_id !== metadata.userId) {
    return { kind: 'invalid', sessionId, reason: 'client_reference_id does not match metadata user' };
  }
  if (session.mode !== 'payment') return { kind: 'invalid', sessionId, reason: `mode ${session.mode}` };
  if (session.currency !== CURRENCY) return { kind: 'invalid', sessionId, reason: `currency ${session.currency}` };

  const tier = getTier(metadata.tierId);
  // The price asked when the session was created: the tier's price minus the standing sum then.
  const expected = upgradePriceCents(tier, metadata.creditCents);
  if (expected <= 0) return { kind: 'invalid', sessionId, reason: `credit ${metadata.creditCents} covers ${tier.id}` };
  // The subtotal is the list price we asked for; only the session's creator code may lower the total, by its percent.
  if (session.amount_subtotal !== expected) {
    return { kind: 'invalid', sessionId, reason: `subtotal ${session.amount_subtotal} is not ${expected}` };
  }
  const total = session.amount_total ?? -1;
  // Stripe Tax adds tax on top of the price (tax_behavior 'exclusive'): the rest is the charge the tier cards show.
  const taxCents = session.total_details?.amount_tax ?? 0;
  if (!Number.isInteger(taxCents) || taxCents < 0) return { kind: 'invalid', sessionId, reason: `tax ${taxCents}` };
  if (total - taxCents !== checkoutChargeCents(tier, metadata.creditCents, metadata.creatorCode ?? null)) {
    return { kind: 'invalid', sessionId, reason: `total ${total}` };
  }

  if (session.payment_status === 'unpaid') {
    if (session.status === 'complete') {
      const paymentIntentId = idOf(session.payment_intent);
      return { kind: 'processing', sessionId, userId: metadata.userId, tierId: tier.id, paymentIntentId };
    }
    return session.status === 'expired' ? { kind: 'failed', sessionId } : { kind: 'pending', sessionId };
  }
  // `paid`, or `no_payment_required` (a promotion code covered it all): both buy the tier.
  return {
    kind: 'paid',
    sessionId,
    userId: metadata.userId,
    tier,
    amountPaidCents: total,
    taxCents,
    billingCountry: session.customer_details?.address?.country ?? null,
    invoice: invoiceOf(session.invoice),
    valueCents: expected,
    purchasedAt: new Date(session.created * 1000).toISOString(),
    currency: CURRENCY,
    presented: presentedOf(session),
    paymentIntentId: idOf(session.payment_intent),
    email: session.customer_details?.email ?? session.customer_email ?? null,
    eventId: metadata.eventId ?? null,
    creatorCode: metadata.creatorCode ?? null,
    termsAccepted: session.consent?.terms_of_service === 'accepted',
  };
}

/** The session's `presentment_details` when the buyer was shown another currency than the store's. */
function presentedOf(session: Stripe.Checkout.Session): PresentedAmount | null {
  const details = session.presentment_details;
  if (!details || details.presentment_currency.toLowerCase() === CURRENCY) return null;
  return { currency: details.presentment_currency.toLowerCase(), amount: details.presentment_amount };
}

/** The invoice's links, when Stripe answered it expanded (an id alone gives none). */
function invoiceOf(invoice: Stripe.Checkout.Session['invoice']): PurchaseInvoice | null {
  if (!invoice || typeof invoice === 'string' || !invoice.hosted_invoice_url) return null;
  return { number: invoice.number ?? null, url: invoice.hosted_invoice_url, pdfUrl: invoice.invoice_pdf ?? null };
}
