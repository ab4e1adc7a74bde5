/**
 * What the stand-in remembers: Checkout Sessions with their line items, payment intents and charges,
 * coupons, refunds, disputes and idempotency keys. Kept in memory and, when a file is given, written through to it so
 * payments made before a restart of the stack can still be refunded and listed after it.
 */
import { chargeOf } from './charges';
import { newCoupon } from './coupons';
import { newClosedDispute } from './disputes';
import type { PaidSessionRow } from './hosted-pages';
import { IdempotencyKeys } from './idempotency';
import { chargeObjectPage, createdFilter, findById, type ListParams, listPage, newestFirst } from './lists';
import { newRefund } from './refunds';
import { discountCouponParam, type Params, stringParam } from './session-params';
import { newSessionRecord } from './sessions';
import { readStateFile, type SessionRecord, writeStateFile } from './state-file';
import { parameterNotAllowed, resourceMissing, StripeApiError } from './stripe-errors';
import {
  type Charge,
  type CheckoutSession,
  type Clock,
  type Coupon,
  type Dispute,
  type PaymentIntent,
  type Refund,
  type StripeEvent,
  type StripeList,
  stripeEvent,
  stripeId,
  systemClock,
} from './stripe-objects';

const SETTLE_OUTCOMES = ['succeeded', 'failed'];

export class StripeState {
  readonly idempotencyKeys: IdempotencyKeys;
  private readonly records = new Map<string, SessionRecord>();
  /** Oldest first, as they were made. */
  private readonly refunds: Refund[];
  private readonly disputes: Dispute[];
  private readonly coupons: Coupon[];

  constructor(
    private readonly file?: string,
    private readonly clock: Clock = systemClock,
  ) {
    const saved = readStateFile(file);
    for (const record of saved.sessions) this.records.set(record.session.id, record);
    this.refunds = saved.refunds;
    this.disputes = saved.disputes;
    this.coupons = saved.coupons;
    this.idempotencyKeys = new IdempotencyKeys(clock, saved.idempotencyKeys);
  }

  /** POST /v1/checkout/sessions: validates what our server sends and prices it from the line items. */
  createSession(params: Params, payPageBase: string): CheckoutSession {
    const couponId = discountCouponParam(params);
    const coupon = couponId === undefined ? undefined : this.coupons.find((item) => item.id === couponId);
    if (couponId !== undefined && !coupon) {
      throw new StripeApiError(400, `No such coupon: '${couponId}'`, {
        code: 'resource_missing',
        param: 'discounts[0][coupon]',
      });
    }
    const record = newSessionRecord(params, payPageBase, this.clock(), coupon);
    this.records.set(record.session.id, record);
    this.save();
    return record.session;
  }

  get(id: string): SessionRecord {
    const record = this.records.get(id);
    if (!record) throw resourceMissing('checkout.session', id);
    return record;
  }

  /** Newest first, optionally only the session of one payment intent (for tests that look inside). */
  listSessions(filter: { paymentIntent?: string; limit?: number } = {}): CheckoutSession[] {
    return newestFirst([...this.records.values()].map((record) => record.session))
      .filter((session) => !filter.paymentIntent || session.payment_intent === filter.paymentIntent)
      .slice(0, filter.limit ?? 10);
  }

  /** GET /v1/checkout/sessions: filters `payment_intent`, `status` and `created`, newest first. */
  sessionPage(params: ListParams): StripeList<CheckoutSession> {
    const paymentIntent = stringParam(params, 'payment_intent');
    const status = stringParam(params, 'status');
    const created = createdFilter(params.created);
    const sessions = newestFirst([...this.records.values()].map((record) => record.session));
    return listPage(
      sessions,
      (session) =>
        (!paymentIntent || session.payment_intent === paymentIntent) &&
        (!status || session.status === status) &&
        created(session.created),
      params,
      { url: '/v1/checkout/sessions', kind: 'checkout.session' },
    );
  }

  /** Paid sessions, newest first, with their charge and dispute (for the control page). */
  paidSessions(): PaidSessionRow[] {
    const paid = [...this.records.values()]
      .filter((record) => record.session.payment_status === 'paid')
      .map((record) => ({ id: record.session.id, created: record.session.created, record }));
    return newestFirst(paid).map(({ record }) => ({
      record,
      charge: this.charge(record),
      dispute: this.disputeOf(record),
    }));
  }

  /**
   * The customer paid on the hosted page: the session completes. Paid at once by card; with a
   * delayed method (`delayed`) it completes unpaid, its payment intent processing until settled;
   * with nothing to pay (a 100% discount) there is no payment intent at all.
   */
  pay(id: string, { delayed = false } = {}): StripeEvent {
    const record = this.get(id);
    const { session } = record;
    const status = session.status === 'open' && this.isPastExpiry(session) ? 'expired' : session.status;
    if (status !== 'open') {
      throw new StripeApiError(400, `This Checkout Session is ${status} and cannot be paid.`, {
        code: 'checkout_session_not_open',
      });
    }
    session.status = 'complete';
    session.customer_details = { email: session.customer_email };
    session.url = null;
    if (session.amount_total === 0) {
      session.payment_status = 'no_payment_required';
    } else {
      session.payment_intent = stripeId('pi_test_');
      if (delayed) record.paymentIntentStatus = 'processing';
      else this.charged(record);
    }
    this.save();
    return stripeEvent('checkout.session.completed', session, this.clock());
  }

  /** The bank settles a delayed payment: succeeded (paid, charged) or failed (unpaid, the intent wants another method). */
  settle(id: string, outcome: unknown): StripeEvent {
    const record = this.get(id);
    const { session } = record;
    if (typeof outcome !== 'string' || !SETTLE_OUTCOMES.includes(outcome)) {
      throw parameterNotAllowed('outcome', `Invalid outcome: must be one of ${SETTLE_OUTCOMES.join(', ')}`);
    }
    if (record.paymentIntentStatus !== 'processing') {
      throw new StripeApiError(400, 'This Checkout Session has no payment processing to settle.');
    }
    if (outcome === 'succeeded') this.charged(record);
    else record.paymentIntentStatus = 'requires_payment_method';
    this.save();
    return stripeEvent(`checkout.session.async_payment_${outcome}`, session, this.clock());
  }

  /** GET /v1/payment_intents/{id}: the payment intent of a completed session. */
  getPaymentIntent(id: string): PaymentIntent {
    const record = [...this.records.values()].find((item) => item.session.payment_intent === id);
    if (!record) throw resourceMissing('payment_intent', id);
    const { session } = record;
    return {
      id,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: record.paymentIntentStatus ?? 'succeeded',
      latest_charge: record.chargeId,
      metadata: {},
      created: session.created,
      livemode: false,
    };
  }

  /** POST /v1/coupons: a coupon sessions can name in `discounts`. */
  createCoupon(params: Params): Coupon {
    const coupon = newCoupon(params, this.clock());
    if (this.coupons.some((item) => item.id === coupon.id)) {
      throw new StripeApiError(400, 'Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
    }
    this.coupons.push(coupon);
    this.save();
    return coupon;
  }

  /** POST /v1/checkout/sessions/{id}/expire: only an open session can be expired. */
  expire(id: string): { session: CheckoutSession; event: StripeEvent } {
    const { session } = this.get(id);
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    const event = this.markExpired(session);
    this.save();
    return { session, event };
  }

  /** Sessions whose `expires_at` has passed become expired, each with its checkout.session.expired. */
  expireDue(): StripeEvent[] {
    const due = [...this.records.values()]
      .map((record) => record.session)
      .filter((session) => session.status === 'open' && this.isPastExpiry(session));
    if (due.length === 0) return [];
    const events = due.map((session) => this.markExpired(session));
    this.save();
    return events;
  }

  /** POST /v1/refunds: by `payment_intent` or `charge`; all that is left unless an amount is given. */
  refund(params: Params): { refund: Refund; event: StripeEvent } {
    const record = this.paidRecordFor(params);
    const before = this.charge(record);
    const refund = newRefund(
      {
        chargeId: before.id,
        paymentIntent: before.payment_intent,
        amount: before.amount,
        currency: before.currency,
        refunded: before.amount_refunded,
        chargedBack: this.disputeOf(record)?.status === 'lost',
      },
      params,
      this.clock(),
    );
    this.refunds.push(refund);
    this.save();
    const after = this.charge(record);
    const previous = {
      amount_refunded: before.amount_refunded,
      ...(after.refunded !== before.refunded ? { refunded: before.refunded } : {}),
    };
    return { refund, event: stripeEvent('charge.refunded', after, this.clock(), previous) };
  }

  getRefund(id: string): Refund {
    return findById(this.refunds, id, 'refund');
  }

  /** GET /v1/refunds: filters `payment_intent`, `charge` and `created`, newest first. */
  refundPage(params: ListParams): StripeList<Refund> {
    return chargeObjectPage(this.refunds, params, { url: '/v1/refunds', kind: 'refund' });
  }

  /** The dispute control (`{ paymentIntent or charge, status, amount?, reason? }`): a closed dispute. */
  closeDispute(body: Params): { dispute: Dispute; event: StripeEvent } {
    const record = this.paidRecordFor({ payment_intent: body.paymentIntent, charge: body.charge });
    const charge = this.charge(record);
    const dispute = newClosedDispute(
      {
        chargeId: charge.id,
        paymentIntent: charge.payment_intent,
        amount: charge.amount,
        currency: charge.currency,
        remaining: charge.amount - charge.amount_refunded,
        alreadyDisputed: charge.disputed,
      },
      body,
      this.clock(),
    );
    this.disputes.push(dispute);
    this.save();
    return { dispute, event: stripeEvent('charge.dispute.closed', dispute, this.clock()) };
  }

  getDispute(id: string): Dispute {
    return findById(this.disputes, id, 'dispute');
  }

  /** GET /v1/disputes: filters `payment_intent`, `charge` and `created`, newest first. */
  disputePage(params: ListParams): StripeList<Dispute> {
    return chargeObjectPage(this.disputes, params, { url: '/v1/disputes', kind: 'dispute' });
  }

  /** GET /v1/charges/{id}: the charge as Stripe answers it now (refunded amount, refunds, dispute). */
  getCharge(id: string): Charge {
    const record = [...this.records.values()].find((item) => item.chargeId === id);
    if (!record) throw resourceMissing('charge', id);
    return this.charge(record);
  }

  /** The charge behind a paid session, as `charge.*` events carry it. */
  charge(record: SessionRecord): Charge {
    const refunds = this.refunds.filter((refund) => refund.charge === record.chargeId);
    return chargeOf(record, newestFirst(refunds), this.disputeOf(record));
  }

  /** Remembers a request's answer under its Idempotency-Key, in the state file too. */
  rememberIdempotent(key: string, request: string, params: unknown, statusCode: number, body: unknown): void {
    this.idempotencyKeys.remember(key, request, params, statusCode, body);
    this.save();
  }

  private paidRecordFor(params: Params): SessionRecord {
    const paymentIntent = stringParam(params, 'payment_intent');
    const chargeId = stringParam(params, 'charge');
    if (!paymentIntent && !chargeId) {
      throw new StripeApiError(400, 'You must provide either a charge or a payment_intent.', {
        code: 'parameter_missing',
      });
    }
    const records = [...this.records.values()];
    const record = paymentIntent
      ? records.find((item) => item.session.payment_intent === paymentIntent)
      : records.find((item) => item.chargeId === chargeId);
    if (record && paymentIntent && !record.chargeId) {
      throw new StripeApiError(
        400,
        `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`,
        { param: 'payment_intent' },
      );
    }
    if (!record?.chargeId) {
      throw paymentIntent
        ? resourceMissing('payment_intent', paymentIntent, 'payment_intent')
        : resourceMissing('charge', chargeId ?? '', 'charge');
    }
    if (paymentIntent && chargeId && record.chargeId !== chargeId) {
      throw new StripeApiError(400, `The charge ${chargeId} does not belong to the payment intent ${paymentIntent}.`, {
        param: 'charge',
      });
    }
    return record;
  }

  private charged(record: SessionRecord): void {
    record.session.payment_status = 'paid';
    record.paymentIntentStatus = 'succeeded';
    record.chargeId = stripeId('ch_test_');
    record.chargeCreated = this.clock();
  }

  private disputeOf(record: SessionRecord): Dispute | undefined {
    return this.disputes.find((dispute) => dispute.charge === record.chargeId);
  }

  private isPastExpiry(session: CheckoutSession): boolean {
    return this.clock() >= session.expires_at;
  }

  private markExpired(session: CheckoutSession): StripeEvent {
    session.status = 'expired';
    session.url = null;
    return stripeEvent('checkout.session.expired', session, this.clock());
  }

  private save(): void {
    writeStateFile(this.file, {
      sessions: [...this.records.values()],
      refunds: this.refunds,
      disputes: this.disputes,
      coupons: this.coupons,
      idempotencyKeys: this.idempotencyKeys.toJSON(),
    });
  }
}
