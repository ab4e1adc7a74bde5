/**
 * `POST /v1/promotion_codes` (a customer-facing code on a coupon), `POST /v1/promotion_codes/{id}`
 * (its `active` and metadata) and what a session's `discounts[0][promotion_code]` may redeem:
 * an active code, not past its `expires_at`, redeemed fewer than `max_redemptions` times.
 */
import { type Params, stringParam, stringRecord } from './session-params';
import type { StateStore } from './state-store';
import { parameterMissing, resourceMissing, StripeApiError } from './stripe-errors';
import { type Coupon, type PromotionCode, stripeId } from './stripe-objects';

export function createPromotionCode(store: StateStore, params: Params): PromotionCode {
  const promotion = (params.promotion ?? {}) as Params;
  const couponId = stringParam(promotion, 'coupon');
  if (!couponId) throw parameterMissing('promotion[coupon]');
  if (!store.coupons.some((coupon) => coupon.id === couponId)) {
    throw resourceMissing('coupon', couponId, 'promotion[coupon]');
  }
  const code = stringParam(params, 'code') ?? stripeId('').slice(0, 8).toUpperCase();
  const taken = store.promotionCodes.some(
    (existing) => existing.active && existing.code.toUpperCase() === code.toUpperCase(),
  );
  if (taken) {
    throw new StripeApiError(400, `An active promotion code with \`code: ${code}\` already exists.`, {
      code: 'resource_already_exists',
      param: 'code',
    });
  }
  const promotionCode: PromotionCode = {
    id: stripeId('promo_'),
    object: 'promotion_code',
    code,
    active: params.active === undefined ? true : params.active === true,
    promotion: { type: 'coupon', coupon: couponId },
    restrictions: restrictionsOf(params.restrictions),
    max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
    expires_at: params.expires_at === undefined ? null : Number(params.expires_at),
    times_redeemed: 0,
    metadata: stringRecord(params.metadata),
    created: store.clock(),
    livemode: false,
  };
  store.promotionCodes.push(promotionCode);
  store.save();
  return promotionCode;
}

/**
 * The restrictions as given, for the answer to say what was asked. The stand-in does not enforce them:
 * the store sets none.
 */
function restrictionsOf(value: unknown): PromotionCode['restrictions'] {
  const restrictions = (value ?? {}) as Params;
  return {
    first_time_transaction: restrictions.first_time_transaction === true,
    minimum_amount: restrictions.minimum_amount === undefined ? null : Number(restrictions.minimum_amount),
    minimum_amount_currency: stringParam(restrictions, 'minimum_amount_currency')?.toLowerCase() ?? null,
  };
}

export function getPromotionCode(store: StateStore, id: string): PromotionCode {
  const found = store.promotionCodes.find((promotionCode) => promotionCode.id === id);
  if (!found) throw resourceMissing('promotion code', id);
  return found;
}

/** Only `active` and metadata change, as at Stripe. */
export function updatePromotionCode(store: StateStore, id: string, params: Params): PromotionCode {
  const promotionCode = getPromotionCode(store, id);
  if (params.active !== undefined) promotionCode.active = params.active === true;
  if (params.metadata !== undefined)
    promotionCode.metadata = { ...promotionCode.metadata, ...stringRecord(params.metadata) };
  store.save();
  return promotionCode;
}

/** The coupon a session's promotion code redeems; Stripe's 400 when it cannot be redeemed now. */
export function redeemableCoupon(store: StateStore, id: string): { promotionCode: PromotionCode; coupon: Coupon } {
  const param = 'discounts[0][promotion_code]';
  const promotionCode = store.promotionCodes.find((candidate) => candidate.id === id);
  if (!promotionCode) {
    throw new StripeApiError(400, `No such promotion code: '${id}'`, { code: 'resource_missing', param });
  }
  const expired = promotionCode.expires_at !== null && store.clock() >= promotionCode.expires_at;
  const usedUp =
    promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions;
  if (!promotionCode.active || expired || usedUp) {
    throw new StripeApiError(400, 'This promotion code cannot be redeemed.', { param });
  }
  const coupon = store.coupons.find((candidate) => candidate.id === promotionCode.promotion.coupon);
  if (!coupon) throw resourceMissing('coupon', promotionCode.promotion.coupon, param);
  return { promotionCode, coupon };
}

/** A completed session redeemed its promotion code once. */
export function countRedemption(store: StateStore, discounts: readonly { promotion_code?: string }[]): void {
  for (const { promotion_code: id } of discounts) {
    const promotionCode = id ? store.promotionCodes.find((candidate) => candidate.id === id) : undefined;
    if (promotionCode) promotionCode.times_redeemed += 1;
  }
}
