/**
 * What the stand-in remembers: Checkout Sessions with their line items, charges and refunds. Kept in
 * memory and, when a file is given, written through to it so paid sessions can be refunded after a
 * restart of the stack.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parameterInvalid, parameterMissing, resourceMissing, StripeApiError } from './stripe-errors';
import {
  type Charge,
  type CheckoutSession,
  type LineItemInput,
  list,
  nowSeconds,
  type Refund,
  type StripeEvent,
  stripeEvent,
  stripeId,
} from './stripe-objects';

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItemInput[];
  chargeId: string | null;
  chargeCreated: number | null;
  refunds: Refund[];
}

/** The create-session parameters we read (qs-parsed form fields arrive as strings). */
export type CreateSessionParams = Record<string, unknown>;

const DAY_SECONDS = 24 * 60 * 60;

export class StripeState {
  private readonly records = new Map<string, SessionRecord>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as SessionRecord[];
      for (const record of saved) this.records.set(record.session.id, record);
    }
  }

  /** POST /v1/checkout/sessions: validates what our server sends and prices it from the line items. */
  createSession(params: CreateSessionParams, payPageBase: string): CheckoutSession {
    const mode = stringParam(params, 'mode', true);
    const lineItems = parseLineItems(params.line_items);
    const currency = lineItems[0]?.price_data.currency ?? 'usd';
    const total = lineItems.reduce((sum, item) => sum + item.price_data.unit_amount * item.quantity, 0);
    const id = stripeId('cs_test_');
    const created = nowSeconds();
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: stringParam(params, 'client_reference_id') ?? null,
      customer_email: stringParam(params, 'customer_email') ?? null,
      customer_details: null,
      metadata: stringRecord(params.metadata),
      success_url: stringParam(params, 'success_url') ?? null,
      cancel_url: stringParam(params, 'cancel_url') ?? null,
      url: `${payPageBase}/pay/${id}`,
      payment_intent: null,
      allow_promotion_codes:
        params.allow_promotion_codes === undefined ? null : params.allow_promotion_codes === 'true',
      created,
      expires_at: created + DAY_SECONDS,
      livemode: false,
    };
    this.records.set(id, { session, lineItems, chargeId: null, chargeCreated: null, refunds: [] });
    this.save();
    return session;
  }

  get(id: string): SessionRecord {
    const record = this.records.get(id);
    if (!record) throw resourceMissing('checkout.session', id);
    return record;
  }

  /** Newest first, optionally only the session of one payment intent (as Stripe's list filter). */
  listSessions(filter: { paymentIntent?: string; limit?: number }): CheckoutSession[] {
    const sessions = [...this.records.values()]
      .map((record) => record.session)
      .filter((session) => !filter.paymentIntent || session.payment_intent === filter.paymentIntent)
      .sort((a, b) => b.created - a.created);
    return sessions.slice(0, filter.limit ?? 10);
  }

  paidSessions(): SessionRecord[] {
    return [...this.records.values()]
      .filter((record) => record.session.payment_status === 'paid')
      .sort((a, b) => b.session.created - a.session.created);
  }

  /** The customer paid on the hosted page: complete the session and report it. */
  pay(id: string): StripeEvent {
    const record = this.get(id);
    const { session } = record;
    if (session.status !== 'open') {
      throw new StripeApiError(400, `This Checkout Session is ${session.status} and cannot be paid.`, {
        code: 'checkout_session_not_open',
      });
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = stripeId('pi_test_');
    session.customer_details = { email: session.customer_email };
    session.url = null;
    record.chargeId = stripeId('ch_test_');
    record.chargeCreated = nowSeconds();
    this.save();
    return stripeEvent('checkout.session.completed', session);
  }

  expire(id: string): CheckoutSession {
    const { session } = this.get(id);
    if (session.status !== 'open') {
      throw new StripeApiError(400, `Only open Checkout Sessions can be expired; this one is ${session.status}.`);
    }
    session.status = 'expired';
    session.url = null;
    this.save();
    return session;
  }

  /** POST /v1/refunds: refunds all that is left of the payment unless an amount is given. */
  refund(params: CreateSessionParams): { refund: Refund; event: StripeEvent } {
    const paymentIntent = stringParam(params, 'payment_intent', true);
    const record = [...this.records.values()].find((item) => item.session.payment_intent === paymentIntent);
    if (!record?.chargeId) throw resourceMissing('payment_intent', paymentIntent);
    const refunded = record.refunds.reduce((sum, item) => sum + item.amount, 0);
    const remaining = record.session.amount_total - refunded;
    if (remaining <= 0) {
      throw new StripeApiError(400, `Charge ${record.chargeId} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      throw parameterInvalid('amount', `Refund amount must be a positive integer of at most ${remaining}.`);
    }
    const refund: Refund = {
      id: stripeId('re_test_'),
      object: 'refund',
      amount,
      charge: record.chargeId,
      currency: record.session.currency,
      payment_intent: paymentIntent,
      reason: stringParam(params, 'reason') ?? null,
      status: 'succeeded',
      metadata: stringRecord(params.metadata),
      created: nowSeconds(),
    };
    record.refunds.push(refund);
    this.save();
    return { refund, event: stripeEvent('charge.refunded', this.charge(record)) };
  }

  /** The charge behind a paid session, as `charge.*` events carry it. */
  charge(record: SessionRecord): Charge {
    const { session } = record;
    const amountRefunded = record.refunds.reduce((sum, item) => sum + item.amount, 0);
    return {
      id: record.chargeId ?? '',
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: amountRefunded,
      currency: session.currency,
      captured: true,
      paid: true,
      refunded: amountRefunded >= session.amount_total,
      status: 'succeeded',
      payment_intent: session.payment_intent ?? '',
      metadata: {},
      created: record.chargeCreated ?? session.created,
      livemode: false,
      refunds: list([...record.refunds], `/v1/charges/${record.chargeId}/refunds`),
    };
  }

  private save(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify([...this.records.values()]));
  }
}

function stringParam(params: CreateSessionParams, name: string, required: true): string;
function stringParam(params: CreateSessionParams, name: string, required?: false): string | undefined;
function stringParam(params: CreateSessionParams, name: string, required = false): string | undefined {
  const value = params[name];
  if (typeof value === 'string' && value !== '') return value;
  if (required) throw parameterMissing(name);
  return undefined;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

/** Only inline `price_data` is supported: the server catalogue prices every purchase. */
function parseLineItems(value: unknown): LineItemInput[] {
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
