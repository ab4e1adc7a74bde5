/**
 * Reading Stripe's form parameters for the calls the store makes (creating a Checkout Session, with
 * a coupon's discount, and refunding), once the generated schema has checked them
 * (request-schemas.ts: numbers and booleans arrive read from their strings).
 */
import { parameterMissing, StripeApiError } from './stripe-errors';
import type { LineItemInput, TaxBehavior } from './stripe-objects';
import { checkMinimumCharge, checkOneCurrency } from './stripe-rules';

export type Params = Record<string, unknown>;

export function stringParam(params: Params, name: string, required: true): string;
export function stringParam(params: Params, name: string, required?: false): string | undefined;
export function stringParam(params: Params, name: string, required = false): string | undefined {
  const value = params[name];
  if (typeof value === 'string' && value !== '') return value;
  if (required) throw parameterMissing(name);
  return undefined;
}

export function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

/**
 * Only inline `price_data` is supported: the server catalogue prices every purchase. The items share
 * one currency and add up to at least its minimum charge. A tax behavior and tax code are kept when
 * given, for automatic tax (session-tax.ts).
 */
export function lineItemsParam(value: unknown): LineItemInput[] {
  const items = (Array.isArray(value) ? value : []) as Array<{ price_data?: PriceDataParam; quantity?: number }>;
  if (items.length === 0) throw parameterMissing('line_items');
  const lineItems = items.map((item, index) => {
    const param = `line_items[${index}]`;
    const priceData = item.price_data;
    if (!priceData) throw parameterMissing(`${param}[price_data]`);
    if (priceData.unit_amount === undefined) throw parameterMissing(`${param}[price_data][unit_amount]`);
    const name = priceData.product_data?.name;
    if (name === undefined) throw parameterMissing(`${param}[price_data][product_data][name]`);
    const currency = priceData.currency.toLowerCase();
    const taxCode = priceData.product_data?.tax_code;
    return {
      price_data: {
        currency,
        unit_amount: priceData.unit_amount,
        ...(priceData.tax_behavior ? { tax_behavior: priceData.tax_behavior } : {}),
        product_data: { name, ...(taxCode ? { tax_code: taxCode } : {}) },
      },
      quantity: item.quantity ?? 1,
    };
  });
  const currencies = lineItems.map((item) => item.price_data.currency);
  checkOneCurrency(currencies);
  const total = lineItems.reduce((sum, item) => sum + item.price_data.unit_amount * item.quantity, 0);
  checkMinimumCharge(total, currencies[0] ?? '');
  return lineItems;
}

/** The one discount a session takes: `discounts[0][coupon]` or `[promotion_code]`; refused beside `allow_promotion_codes`. */
export function discountParam(params: Params): { coupon: string } | { promotionCode: string } | undefined {
  const discounts = Array.isArray(params.discounts) ? params.discounts : [];
  const discount = (discounts[0] ?? {}) as Params;
  const coupon = stringParam(discount, 'coupon');
  const promotionCode = stringParam(discount, 'promotion_code');
  if (!coupon && !promotionCode) return undefined;
  if (params.allow_promotion_codes !== undefined) {
    throw new StripeApiError(400, 'You may only specify one of these parameters: allow_promotion_codes, discounts.');
  }
  return coupon ? { coupon } : { promotionCode: promotionCode as string };
}

interface PriceDataParam {
  currency: string;
  unit_amount?: number;
  tax_behavior?: TaxBehavior;
  product_data?: { name?: string; tax_code?: string };
}
