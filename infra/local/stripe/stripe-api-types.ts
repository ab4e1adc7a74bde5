/**
 * The slice of Stripe's API the stand-in serves, in the `stripe` SDK's own types: the parameters each
 * route takes, and the fields of each answer the store reads (lambdas/src/payments, the stripe-events
 * handler and the reconciler), a session's expanded invoice among them. `npm run stripe:schemas`
 * turns both into generated/stripe-schemas.json.
 */
import type Stripe from 'stripe';

/** Request parameters by route; `{id}` stands for an object id in the path. */
export interface StripeRequests {
  'POST /v1/checkout/sessions': Stripe.Checkout.SessionCreateParams;
  'GET /v1/checkout/sessions': Stripe.Checkout.SessionListParams;
  'GET /v1/checkout/sessions/{id}': Stripe.Checkout.SessionRetrieveParams;
  'GET /v1/checkout/sessions/{id}/line_items': Stripe.Checkout.SessionListLineItemsParams;
  'POST /v1/checkout/sessions/{id}/expire': Stripe.Checkout.SessionExpireParams;
  'POST /v1/refunds': Stripe.RefundCreateParams;
  'GET /v1/refunds': Stripe.RefundListParams;
  'GET /v1/refunds/{id}': Stripe.RefundRetrieveParams;
  'GET /v1/disputes': Stripe.DisputeListParams;
  'GET /v1/disputes/{id}': Stripe.DisputeRetrieveParams;
  'GET /v1/charges/{id}': Stripe.ChargeRetrieveParams;
  'POST /v1/coupons': Stripe.CouponCreateParams;
  'POST /v1/promotion_codes': Stripe.PromotionCodeCreateParams;
  'POST /v1/promotion_codes/{id}': Stripe.PromotionCodeUpdateParams;
  'GET /v1/promotion_codes/{id}': Stripe.PromotionCodeRetrieveParams;
  'GET /v1/invoices/{id}': Stripe.InvoiceRetrieveParams;
}

/**
 * The fields of an SDK object the store reads. An expandable field keeps only its unexpanded form (an
 * id): the expanded objects would pull in most of Stripe's API. The one the stand-in expands, a
 * session's invoice, is read as InvoiceRead.
 */
type Read<T, K extends keyof T> = { [P in K]: Exclude<T[P], Stripe.PaymentIntent | Stripe.Charge | Stripe.Invoice> };

/** A post-payment invoice as the store reads it from a session retrieved with `expand: ['invoice']`. */
type InvoiceRead = Read<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'number'
  | 'status'
  | 'currency'
  | 'subtotal'
  | 'total'
  | 'total_taxes'
  | 'customer_address'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'created'
>;

/** Stripe Tax's result on a session; the liability read without its connected account (never expanded here). */
type AutomaticTaxRead = Read<Stripe.Checkout.Session.AutomaticTax, 'enabled' | 'provider' | 'status'> & {
  liability: Read<Stripe.Checkout.Session.AutomaticTax.Liability, 'type'> | null;
};

type SessionRead = Read<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'amount_subtotal'
  | 'amount_total'
  | 'currency'
  | 'client_reference_id'
  | 'customer_email'
  | 'metadata'
  | 'payment_intent'
  | 'url'
  | 'created'
  | 'expires_at'
  | 'adaptive_pricing'
  | 'presentment_details'
> & {
  customer_details: Read<Stripe.Checkout.Session.CustomerDetails, 'email' | 'address'> | null;
  // Without the breakdown, which is sent only when expanded and would pull in Stripe's discounts.
  total_details: Read<
    Stripe.Checkout.Session.TotalDetails,
    'amount_discount' | 'amount_shipping' | 'amount_tax'
  > | null;
  automatic_tax: AutomaticTaxRead;
  invoice: string | InvoiceRead | null;
};

type RefundRead = Read<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'charge' | 'currency' | 'payment_intent' | 'reason' | 'status' | 'metadata' | 'created'
>;

type DisputeRead = Read<Stripe.Dispute, 'id' | 'object' | 'charge' | 'payment_intent' | 'status' | 'created'>;

type ChargeRead = Read<Stripe.Charge, 'id' | 'object' | 'payment_intent' | 'paid' | 'refunded' | 'created'>;

type EventRead<E extends Stripe.EventBase, O> = Read<E, 'id' | 'object' | 'type' | 'created'> & { data: { object: O } };

/** The answers' fields the store reads, each as the SDK types it. */
export interface StripeResponses {
  session: SessionRead;
  invoice: InvoiceRead;
  refund: RefundRead;
  dispute: DisputeRead;
  charge: ChargeRead;
  event:
    | EventRead<Stripe.CheckoutSessionCompletedEvent, SessionRead>
    | EventRead<Stripe.CheckoutSessionExpiredEvent, SessionRead>
    | EventRead<Stripe.ChargeRefundedEvent, ChargeRead>
    | EventRead<Stripe.ChargeDisputeClosedEvent, DisputeRead>;
}

/**
 * The objects the stand-in answers with, whole, by their `object` value: `npm run stripe:schemas`
 * lists the fields Stripe always sends on each (stripe-fields.ts sends every one of them).
 */
export interface StripeObjects {
  'checkout.session': Stripe.Checkout.Session;
  item: Stripe.LineItem;
  price: Stripe.Price;
  payment_intent: Stripe.PaymentIntent;
  charge: Stripe.Charge;
  refund: Stripe.Refund;
  dispute: Stripe.Dispute;
  coupon: Stripe.Coupon;
  promotion_code: Stripe.PromotionCode;
  invoice: Stripe.Invoice;
  line_item: Stripe.InvoiceLineItem;
  event: Stripe.EventBase;
  list: Stripe.ApiList<unknown>;
}
