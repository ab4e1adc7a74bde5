/**
 * Stripe-shaped objects, with the fields the stand-in has something to say in: what our handlers, the
 * reconciler and the control page read, and what Stripe always sends that cannot be left null or
 * empty. stripe-fields.ts adds every other field Stripe always sends when the stand-in answers. Field
 * names and value sets follow Stripe's API reference for Checkout Sessions, charges, refunds,
 * disputes, lists and events.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Whether a price includes its tax; only `inclusive` and `exclusive` let Stripe Tax compute it. */
export type TaxBehavior = 'exclusive' | 'inclusive' | 'unspecified';

interface PriceData {
  currency: string;
  unit_amount: number;
  /** Only when the request gave one (so absent in files written before automatic tax). */
  tax_behavior?: TaxBehavior;
  product_data: { name: string; tax_code?: string };
}

export interface LineItemInput {
  price_data: PriceData;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  discounts: { coupon: string; promotion_code?: string }[];
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  /** The language of Stripe's page, as the request gave it; null lets Stripe follow the browser. */
  locale: string | null;
  /** Set once the session completes; the address only when it calculated tax (session-tax.ts). */
  customer_details: CustomerDetails | null;
  /** The Customer a session that creates an invoice makes on completion (Stripe needs one for the invoice). */
  customer?: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  allow_promotion_codes: boolean | null;
  adaptive_pricing: { enabled: boolean } | null;
  consent_collection: {
    payment_method_reuse_agreement: null;
    promotions: string | null;
    terms_of_service: string | null;
  } | null;
  custom_text: Record<
    'after_submit' | 'shipping_address' | 'submit' | 'terms_of_service_acceptance',
    { message: string } | null
  >;
  /** Null until the session completes with consent collected (consent.ts). */
  consent: { promotions: null; terms_of_service: 'accepted' } | null;
  automatic_tax: AutomaticTax;
  /** Null until a session that asked for one completes paid, then the invoice's id (invoices.ts). */
  invoice?: string | null;
  /** Only when the request set `invoice_creation` (invoice-creation.ts). */
  invoice_creation?: InvoiceCreation;
  customer_creation: 'if_required';
  payment_method_collection: 'if_required';
  payment_method_types: string[];
  ui_mode: 'hosted_page';
  /** Absent until a buyer of a session with Adaptive Pricing was shown another currency (presentment.ts). */
  presentment_details?: { presentment_amount: number; presentment_currency: string };
  created: number;
  expires_at: number;
  livemode: false;
}

/** A postal address as Stripe answers one; the hosted page asks only the country, the US state and a postal code. */
export interface Address {
  city: null;
  country: string;
  line1: null;
  line2: null;
  postal_code: string | null;
  state: string | null;
}

export interface CustomerDetails {
  email: string | null;
  address?: Address;
  tax_exempt?: 'none';
  tax_ids?: [];
}

/** Stripe Tax on a session: off, waiting for the buyer's location, or worked out for it. */
export interface AutomaticTax {
  enabled: boolean;
  liability: { type: string; account?: string } | null;
  provider: 'stripe' | null;
  status: 'requires_location_inputs' | 'complete' | null;
}

export interface InvoiceCreation {
  enabled: boolean;
  invoice_data: {
    account_tax_ids: string[] | null;
    custom_fields: { name: string; value: string }[] | null;
    description: string | null;
    footer: string | null;
    issuer: { type: string; account?: string } | null;
    metadata: Record<string, string>;
    rendering_options: { amount_tax_display: string | null; template: string | null } | null;
  };
}

export type TaxabilityReason = 'standard_rated' | 'product_exempt' | 'not_collecting';

/** Stripe's statuses a payment intent of a Checkout Session goes through here. */
export type PaymentIntentStatus = 'processing' | 'succeeded' | 'requires_payment_method';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic_async';
  confirmation_method: 'automatic';
  currency: string;
  payment_method_types: string[];
  status: PaymentIntentStatus;
  latest_charge: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface Coupon {
  id: string;
  object: 'coupon';
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  name: string | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  metadata: Record<string, string>;
  valid: true;
  created: number;
  livemode: false;
}

export interface PromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  promotion: { type: 'coupon'; coupon: string };
  restrictions: {
    first_time_transaction: boolean;
    minimum_amount: number | null;
    minimum_amount_currency: string | null;
  };
  max_redemptions: number | null;
  expires_at: number | null;
  times_redeemed: number;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: RefundReason | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** The stand-in only makes closed disputes; Stripe's other statuses are listed for the type's sake. */
type DisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost';

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
  is_charge_refundable: boolean;
  evidence_details: {
    due_by: number | null;
    enhanced_eligibility: Record<string, never>;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
    submission_method: 'manual' | 'not_submitted';
  };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  captured: true;
  paid: true;
  refunded: boolean;
  disputed: boolean;
  status: 'succeeded';
  payment_intent: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  refunds: StripeList<Refund>;
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type EventObject = CheckoutSession | Charge | Dispute;

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  /** The API version the event's object is rendered in: the one the SDK pins. */
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: EventObject; previous_attributes?: Record<string, unknown> };
}

/** Stripe-like id: prefix + 24 alphanumerics, e.g. `cs_test_a1B2…`. */
export function stripeId(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}${id}`;
}

/** Seconds since the epoch, the unit of every Stripe timestamp. */
export type Clock = () => number;

export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

export function list<T>(data: T[], url: string, hasMore = false): StripeList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export function stripeEvent(
  type: string,
  object: EventObject,
  created: number,
  previousAttributes?: Record<string, unknown>,
): StripeEvent {
  return {
    id: stripeId('evt_'),
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    // A copy: later changes to the object must not rewrite an event already sent.
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
  };
}
