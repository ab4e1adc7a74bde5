/**
 * Reading Stripe's form parameters (qs-parsed, so every value arrives as a string) for the calls the
 * store makes: creating a Checkout Session (with a coupon's discount) and refunding.
 */
import { parameterInvalid, parameterMissing, StripeApiError } from './stripe-errors';
import type { LineItemInput } from './stripe-objects';

export type Params = Record<string, unknown>;

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;
/**
 * Stripe counts `expires_at` from the moment the session is created; a caller that sends "now + 30
 * minutes" is a second or two short of that by then. Locally that second is forgiven, so the store's
 * tests do not fail on the tick of a clock.
 */
const CREATION_LEEWAY_SECONDS = MINUTE_SECONDS;

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

/** `expires_at`: from 30 minutes to 24 hours after creation, 24 hours when not given (as Stripe). */
export function expiresAtParam(params: Params, created: number): number {
  if (params.expires_at === undefined || params.expires_at === '') return created + DAY_SECONDS;
  const expiresAt = Number(params.expires_at);
  if (!Number.isInteger(expiresAt))
    throw parameterInvalid('expires_at', `Invalid integer: ${String(params.expires_at)}`);
  if (expiresAt < created + 30 * MINUTE_SECONDS - CREATION_LEEWAY_SECONDS) {
    throw new StripeApiError(
      400,
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      {
        param: 'expires_at',
      },
    );
  }
  if (expiresAt > created + DAY_SECONDS) {
    throw new StripeApiError(
      400,
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      {
        param: 'expires_at',
      },
    );
  }
  return expiresAt;
}

/** The coupon of `discounts[0][coupon]`, the one discount a session takes; refused beside `allow_promotion_codes`. */
export function discountCouponParam(params: Params): string | undefined {
  const discounts = Array.isArray(params.discounts) ? params.discounts : [];
  const coupon = (discounts[0] as Params | undefined)?.coupon;
  if (typeof coupon !== 'string' || coupon === '') return undefined;
  if (params.allow_promotion_codes !== undefined) {
    throw new StripeApiError(400, 'You may only specify one of these parameters: allow_promotion_codes, discounts.');
  }
  return coupon;
}

/** Only inline `price_data` is supported: the server catalogue prices every purchase. */
export function lineItemsParam(value: unknown): LineItemInput[] {
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  if (items.length === 0) throw parameterMissing('line_items');
  return items.map((item, index) => {
    const param = `line_items[${index}]`;
    const priceData = item?.price_data;
    if (!priceData) throw parameterMissing(`${param}[price_data]`);
    const unitAmount = Number(priceData.unit_amount);
    if (!Number.isInteger(unitAmount) || unitAmount < 0) {
      throw parameterInvalid(`${param}[price_data][unit_amount]`, 'Invalid integer: unit_amount');
    }
    const currency = typeof priceData.currency === 'string' ? priceData.currency.toLowerCase() : '';
    if (!currency) throw parameterMissing(`${param}[price_data][currency]`);
    const name = priceData.product_data?.name;
    if (typeof name !== 'string' || name === '') throw parameterMissing(`${param}[price_data][product_data][name]`);
    const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) throw parameterInvalid(`${param}[quantity]`, 'Invalid quantity');
    return { price_data: { currency, unit_amount: unitAmount, product_data: { name } }, quantity };
  });
}
