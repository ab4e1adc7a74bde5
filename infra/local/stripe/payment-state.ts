/**
 * Paying a Checkout Session in the stand-in's state: at once, or later when the bank settles; its
 * payment intent and charge, and the invoice of a session that asked for one.
 */

import type { BillingAddress } from './billing-address';
import { consentAtPayment } from './consent';
import { customerForInvoice, issueInvoice } from './invoice-state';
import { present } from './presentment';
import { countRedemption } from './promotion-codes';
import { isPastExpiry } from './session-state';
import { customerDetailsOf, locateForPayment } from './session-tax';
import type { SessionRecord } from './state-file';
import type { StateStore } from './state-store';
import { parameterNotAllowed, resourceMissing, StripeApiError } from './stripe-errors';
import { type Charge, type PaymentIntent, type StripeEvent, stripeEvent, stripeId } from './stripe-objects';

const SETTLE_OUTCOMES = ['succeeded', 'failed'];

export interface PayOptions {
  delayed?: boolean;
  presentIn?: unknown;
  /** Whether the buyer ticked the terms checkbox; a session that requires it is not paid without. */
  termsAccepted?: boolean;
  /** Where the buyer is; a session that calculates tax automatically is not paid without it. */
  billingAddress?: BillingAddress;
  /** The stand-in's own URL, where the invoice of a session that creates one is served. */
  baseUrl: string;
}

/**
 * The customer paid on the hosted page: the session completes. Paid at once by card; with a
 * delayed method (`delayed`) it completes unpaid, its payment intent processing until settled;
 * with nothing to pay (a 100% discount) there is no payment intent at all. `presentIn`: the currency
 * the buyer was shown (presentment.ts); `termsAccepted`: the terms checkbox was ticked (consent.ts);
 * `billingAddress`: where the tax is worked out (session-tax.ts), before the total is presented.
 */
export function pay(
  store: StateStore,
  id: string,
  { delayed = false, presentIn, termsAccepted = false, billingAddress, baseUrl }: PayOptions,
): StripeEvent {
  const record = store.get(id);
  const { session } = record;
  const status = session.status === 'open' && isPastExpiry(store, session) ? 'expired' : session.status;
  if (status !== 'open') {
    throw new StripeApiError(400, `This Checkout Session is ${status} and cannot be paid.`, {
      code: 'checkout_session_not_open',
    });
  }
  const consent = consentAtPayment(session, termsAccepted);
  locateForPayment(record, billingAddress);
  present(record, presentIn);
  session.status = 'complete';
  session.consent = consent;
  session.customer_details = customerDetailsOf(record);
  session.url = null;
  countRedemption(store, session.discounts);
  customerForInvoice(record);
  if (session.amount_total === 0) {
    session.payment_status = 'no_payment_required';
    issueInvoice(store, record, baseUrl);
  } else {
    session.payment_intent = stripeId('pi_test_');
    if (delayed) record.paymentIntentStatus = 'processing';
    else charged(store, record, baseUrl);
  }
  store.save();
  return stripeEvent('checkout.session.completed', session, store.clock());
}

/**
 * The bank settles a delayed payment: succeeded (paid, charged, the invoice issued) or failed (unpaid,
 * the intent wants another method).
 */
export function settle(store: StateStore, id: string, outcome: unknown, baseUrl: string): StripeEvent {
  const record = store.get(id);
  if (typeof outcome !== 'string' || !SETTLE_OUTCOMES.includes(outcome)) {
    throw parameterNotAllowed('outcome', `Invalid outcome: must be one of ${SETTLE_OUTCOMES.join(', ')}`);
  }
  if (record.paymentIntentStatus !== 'processing') {
    throw new StripeApiError(400, 'This Checkout Session has no payment processing to settle.');
  }
  if (outcome === 'succeeded') charged(store, record, baseUrl);
  else record.paymentIntentStatus = 'requires_payment_method';
  store.save();
  return stripeEvent(`checkout.session.async_payment_${outcome}`, record.session, store.clock());
}

/** GET /v1/payment_intents/{id}: the payment intent of a completed session. */
export function getPaymentIntent(store: StateStore, id: string): PaymentIntent {
  const record = store.sessionRecords().find((item) => item.session.payment_intent === id);
  if (!record) throw resourceMissing('payment_intent', id);
  const { session } = record;
  const status = record.paymentIntentStatus ?? 'succeeded';
  // As Checkout makes it: card, confirmed by the hosted page, captured once authorized.
  return {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: status === 'succeeded' ? session.amount_total : 0,
    capture_method: 'automatic_async',
    confirmation_method: 'automatic',
    currency: session.currency,
    payment_method_types: ['card'],
    status,
    latest_charge: record.chargeId,
    metadata: {},
    created: session.created,
    livemode: false,
  };
}

/** GET /v1/charges/{id}: the charge as Stripe answers it now (refunded amount, refunds, dispute). */
export function getCharge(store: StateStore, id: string): Charge {
  const record = store.sessionRecords().find((item) => item.chargeId === id);
  if (!record) throw resourceMissing('charge', id);
  return store.charge(record);
}

function charged(store: StateStore, record: SessionRecord, baseUrl: string): void {
  record.session.payment_status = 'paid';
  record.paymentIntentStatus = 'succeeded';
  record.chargeId = stripeId('ch_test_');
  record.chargeCreated = store.clock();
  issueInvoice(store, record, baseUrl);
}
