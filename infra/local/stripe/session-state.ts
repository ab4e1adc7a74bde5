/** Checkout Sessions in the stand-in's state: made, listed, expired, and the coupons they can name. */
import { newCoupon } from './coupons';
import type { PaidSessionRow } from './hosted-pages';
import { createdFilter, type ListParams, listPage, newestFirst } from './lists';
import { redeemableCoupon } from './promotion-codes';
import { discountParam, type Params, stringParam } from './session-params';
import { newSessionRecord, type SessionDiscount } from './sessions';
import type { SessionRecord } from './state-file';
import type { StateStore } from './state-store';
import { StripeApiError } from './stripe-errors';
import { type CheckoutSession, type Coupon, type StripeEvent, type StripeList, stripeEvent } from './stripe-objects';

/** POST /v1/checkout/sessions: validates what our server sends and prices it from the line items. */
export function createSession(store: StateStore, params: Params, payPageBase: string): CheckoutSession {
  const record = newSessionRecord(params, payPageBase, store.clock(), sessionDiscount(store, params));
  store.add(record);
  store.save();
  return record.session;
}

/** The coupon a session's `discounts` names, directly or through a promotion code it may redeem. */
function sessionDiscount(store: StateStore, params: Params): SessionDiscount | undefined {
  const discount = discountParam(params);
  if (!discount) return undefined;
  if ('promotionCode' in discount) {
    const { promotionCode, coupon } = redeemableCoupon(store, discount.promotionCode);
    return { coupon, promotionCode: promotionCode.id };
  }
  const coupon = store.coupons.find((item) => item.id === discount.coupon);
  if (!coupon) {
    throw new StripeApiError(400, `No such coupon: '${discount.coupon}'`, {
      code: 'resource_missing',
      param: 'discounts[0][coupon]',
    });
  }
  return { coupon };
}

/** POST /v1/coupons: a coupon sessions can name in `discounts`. */
export function createCoupon(store: StateStore, params: Params): Coupon {
  const coupon = newCoupon(params, store.clock());
  if (store.coupons.some((item) => item.id === coupon.id)) {
    throw new StripeApiError(400, 'Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
  }
  store.coupons.push(coupon);
  store.save();
  return coupon;
}

/** Newest first, optionally only the session of one payment intent (for tests that look inside). */
export function listSessions(
  store: StateStore,
  filter: { paymentIntent?: string; limit?: number } = {},
): CheckoutSession[] {
  return sessionsNewestFirst(store)
    .filter((session) => !filter.paymentIntent || session.payment_intent === filter.paymentIntent)
    .slice(0, filter.limit ?? 10);
}

/** GET /v1/checkout/sessions: filters `payment_intent`, `status` and `created`, newest first. */
export function sessionPage(store: StateStore, params: ListParams): StripeList<CheckoutSession> {
  const paymentIntent = stringParam(params, 'payment_intent');
  const status = stringParam(params, 'status');
  const created = createdFilter(params.created);
  return listPage(
    sessionsNewestFirst(store),
    (session) =>
      (!paymentIntent || session.payment_intent === paymentIntent) &&
      (!status || session.status === status) &&
      created(session.created),
    params,
    { url: '/v1/checkout/sessions', kind: 'checkout.session' },
  );
}

/** Paid sessions, newest first, with their charge and dispute (for the control page). */
export function paidSessions(store: StateStore): PaidSessionRow[] {
  const paid = store
    .sessionRecords()
    .filter((record) => record.session.payment_status === 'paid')
    .map((record) => ({ id: record.session.id, created: record.session.created, record }));
  return newestFirst(paid).map(({ record }) => ({
    record,
    charge: store.charge(record),
    dispute: store.disputeOf(record),
  }));
}

/** Sessions paid by a delayed method whose bank has not settled yet, newest first (for the control page). */
export function processingSessions(store: StateStore): SessionRecord[] {
  const processing = store
    .sessionRecords()
    .filter((record) => record.paymentIntentStatus === 'processing')
    .map((record) => ({ id: record.session.id, created: record.session.created, record }));
  return newestFirst(processing).map(({ record }) => record);
}

/** POST /v1/checkout/sessions/{id}/expire: only an open session can be expired. */
export function expire(store: StateStore, id: string): { session: CheckoutSession; event: StripeEvent } {
  const { session } = store.get(id);
  if (session.status !== 'open') {
    throw new StripeApiError(
      400,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
    );
  }
  const event = markExpired(store, session);
  store.save();
  return { session, event };
}

/** Sessions whose `expires_at` has passed become expired, each with its checkout.session.expired. */
export function expireDue(store: StateStore): StripeEvent[] {
  const due = store
    .sessionRecords()
    .map((record) => record.session)
    .filter((session) => session.status === 'open' && isPastExpiry(store, session));
  if (due.length === 0) return [];
  const events = due.map((session) => markExpired(store, session));
  store.save();
  return events;
}

export function isPastExpiry(store: StateStore, session: CheckoutSession): boolean {
  return store.clock() >= session.expires_at;
}

function markExpired(store: StateStore, session: CheckoutSession): StripeEvent {
  session.status = 'expired';
  session.url = null;
  return stripeEvent('checkout.session.expired', session, store.clock());
}

function sessionsNewestFirst(store: StateStore): CheckoutSession[] {
  return newestFirst(store.sessionRecords().map((record) => record.session));
}
