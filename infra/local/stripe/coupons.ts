/**
 * `POST /v1/coupons` and what a coupon takes off a session: `percent_off`, or `amount_off` with its
 * `currency`, never more than the subtotal; `duration_in_months` when, and only when, the duration is
 * `repeating`. Messages are Stripe's. `max_redemptions` and `redeem_by` are answered as given but not
 * enforced: the store sets neither.
 */
import { type Params, stringParam, stringRecord } from './session-params';
import { parameterInvalid, parameterMissing, StripeApiError } from './stripe-errors';
import { type Coupon, stripeId } from './stripe-objects';

const DURATIONS: readonly Coupon['duration'][] = ['once', 'repeating', 'forever'];

export function newCoupon(params: Params, created: number): Coupon {
  const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
  const amountOff = params.amount_off === undefined ? null : Number(params.amount_off);
  if (percentOff === null && amountOff === null) {
    throw new StripeApiError(400, 'Must provide either `amount_off` or `percent_off`.');
  }
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) {
    throw parameterInvalid('percent_off', 'Invalid percent_off: must be greater than 0 and at most 100');
  }
  if (amountOff !== null && !(Number.isInteger(amountOff) && amountOff > 0)) {
    throw parameterInvalid('amount_off', 'Invalid integer: amount_off');
  }
  const currency = stringParam(params, 'currency')?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) throw parameterMissing('currency');
  const duration = stringParam(params, 'duration') ?? 'once';
  if (!(DURATIONS as readonly string[]).includes(duration)) {
    throw parameterInvalid('duration', `Invalid duration: must be one of ${DURATIONS.join(', ')}`);
  }
  return {
    id: stringParam(params, 'id') ?? stripeId('').slice(0, 8),
    object: 'coupon',
    percent_off: percentOff,
    amount_off: amountOff,
    currency: amountOff === null ? null : currency,
    duration: duration as Coupon['duration'],
    duration_in_months: monthsOf(duration, params.duration_in_months),
    name: stringParam(params, 'name') ?? null,
    max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
    redeem_by: params.redeem_by === undefined ? null : Number(params.redeem_by),
    times_redeemed: 0,
    metadata: stringRecord(params.metadata),
    valid: true,
    created,
    livemode: false,
  };
}

/** https://docs.stripe.com/api/coupons/create#create_coupon-duration_in_months: required only if, and only for, `repeating`. */
function monthsOf(duration: string, months: unknown): number | null {
  if (months === undefined) {
    if (duration === 'repeating') throw parameterMissing('duration_in_months');
    return null;
  }
  if (duration !== 'repeating') {
    throw new StripeApiError(400, 'You may only specify duration_in_months when duration is repeating.', {
      param: 'duration_in_months',
    });
  }
  const count = Number(months);
  if (!(count >= 1)) throw parameterInvalid('duration_in_months', 'This value must be greater than or equal to 1.');
  return count;
}

/** What the coupon takes off a subtotal, in cents. */
export function discountCents(coupon: Coupon, subtotal: number): number {
  const off =
    coupon.percent_off !== null ? Math.round((subtotal * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
  return Math.min(off, subtotal);
}
