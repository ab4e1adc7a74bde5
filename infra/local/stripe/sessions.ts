/**
 * A new Checkout Session from `POST /v1/checkout/sessions`, priced from its inline line items less its
 * coupon (named, or redeemed by a promotion code); with automatic tax, its tax waits for the buyer's
 * location (session-tax.ts).
 */
import { consentCollectionOf, customTextOf } from './consent';
import { discountCents } from './coupons';
import { invoiceCreationOf } from './invoice-creation';
import { linePriceId } from './line-items';
import { lineItemsParam, type Params, stringParam, stringRecord } from './session-params';
import { automaticTaxOf } from './session-tax';
import type { SessionRecord } from './state-file';
import { type Coupon, stripeId } from './stripe-objects';
import { expiresAtOf } from './stripe-rules';

/** What a session's `discounts` came to: the coupon, and the promotion code that redeemed it if any. */
export interface SessionDiscount {
  coupon: Coupon;
  promotionCode?: string;
}

export function newSessionRecord(
  params: Params,
  payPageBase: string,
  created: number,
  sessionDiscount: SessionDiscount | undefined,
): SessionRecord {
  const coupon = sessionDiscount?.coupon;
  const mode = stringParam(params, 'mode', true);
  const invoiceCreation = invoiceCreationOf(params, mode);
  const lineItems = lineItemsParam(params.line_items);
  const currency = lineItems[0]?.price_data.currency ?? 'usd';
  const subtotal = lineItems.reduce((sum, item) => sum + item.price_data.unit_amount * item.quantity, 0);
  const discount = coupon ? discountCents(coupon, subtotal) : 0;
  const id = stripeId('cs_test_');
  const automaticTax = automaticTaxOf(params, lineItems, (index) => linePriceId(id, index));
  return {
    session: {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      discounts: sessionDiscount ? [discountOf(sessionDiscount)] : [],
      currency,
      client_reference_id: stringParam(params, 'client_reference_id') ?? null,
      customer_email: stringParam(params, 'customer_email') ?? null,
      locale: stringParam(params, 'locale') ?? null,
      customer_details: null,
      metadata: stringRecord(params.metadata),
      success_url: stringParam(params, 'success_url') ?? null,
      cancel_url: stringParam(params, 'cancel_url') ?? null,
      url: `${payPageBase}/pay/${id}`,
      payment_intent: null,
      allow_promotion_codes: typeof params.allow_promotion_codes === 'boolean' ? params.allow_promotion_codes : null,
      adaptive_pricing: { enabled: (params.adaptive_pricing as Params | undefined)?.enabled === true },
      consent_collection: consentCollectionOf(params),
      custom_text: customTextOf(params),
      consent: null,
      automatic_tax: automaticTax,
      ...(invoiceCreation ? { invoice_creation: invoiceCreation, invoice: null } : {}),
      // What Stripe answers for a hosted payment-mode session that sets none of these.
      customer_creation: 'if_required',
      payment_method_collection: 'if_required',
      payment_method_types: ['card'],
      ui_mode: 'hosted_page',
      created,
      expires_at: expiresAtOf(params.expires_at as number | undefined, created),
      livemode: false,
    },
    lineItems,
    chargeId: null,
    chargeCreated: null,
  };
}

function discountOf({ coupon, promotionCode }: SessionDiscount) {
  return { coupon: coupon.id, ...(promotionCode ? { promotion_code: promotionCode } : {}) };
}
