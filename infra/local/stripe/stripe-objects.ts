/**
 * Stripe-shaped objects, limited to the fields our handlers and the dashboard-like control page read.
 * Field names and value sets follow Stripe's API reference for Checkout Sessions, charges, refunds
 * and events.
 */
import { randomBytes } from 'node:crypto';

export interface PriceData {
  currency: string;
  unit_amount: number;
  product_data: { name: string };
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
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  allow_promotion_codes: boolean | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
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

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: CheckoutSession | Charge };
}

/** Stripe-like id: prefix + 24 alphanumerics, e.g. `cs_test_a1B2…`. */
export function stripeId(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}${id}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function list<T>(data: T[], url: string): StripeList<T> {
  return { object: 'list', data, has_more: false, url };
}

export function stripeEvent(type: string, object: CheckoutSession | Charge): StripeEvent {
  return {
    id: stripeId('evt_'),
    object: 'event',
    type,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    // A copy: later changes to the session must not rewrite an event already sent.
    data: { object: structuredClone(object) },
  };
}
