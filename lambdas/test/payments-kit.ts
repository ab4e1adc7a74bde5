/**
 * Test-only helpers for the payment tests (never imported by a handler): the local Stripe stand-in
 * driven through the real SDK, and the stripe-events Lambda invoked as EventBridge invokes it.
 */
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { MeResponse } from '@shared/api/types/account';
import type { TierId } from '@shared/tiers';
import { mockClient } from 'aws-sdk-client-mock';
import Stripe from 'stripe';
import { lambdaContext, stripeEventBridgeEvent } from '../../infra/local/lambda-events';
import { standInControls } from '../../infra/local/stripe/controls';
import type { StripeEventsDelivery } from '../../infra/local/stripe/event-delivery';
import { type StripeStandIn, startStripeStandIn } from '../../infra/local/stripe/stand-in';
import type { EventObject, StripeEvent } from '../../infra/local/stripe/stripe-objects';
import { handler as stripeEventsHandler } from '../src/handlers/stripe-events';
import { call } from './api-event';
import { withTestAuth } from './auth-server';
import { type TestTable, withTestTable } from './dynamo-table';

export const SITE = 'http://127.0.0.1:5173';
export const OTHER_SITE = 'https://d1gang.example';
const TEST_SECRET_KEY = 'sk_test_local';

/** Delivers a Stripe event to the stripe-events Lambda inside the envelope Stripe's EventBridge destination uses. */
export function deliver(event: StripeEvent | Record<string, unknown>): Promise<void> {
  const envelope = stripeEventBridgeEvent(event as unknown as Stripe.Event);
  return stripeEventsHandler(envelope, lambdaContext('test-stripe-events'));
}

/** Where the buyer pays from, for the tax: a country code, and a state in the United States. */
type PayAt = { country: string; state?: string };

export interface StripeHarness {
  standIn: StripeStandIn;
  /** The real SDK pointed at the stand-in. */
  stripe: Stripe;
  /** Every event the stand-in delivered, as it arrived; tests deliver them to the store when they choose. */
  events: StripeEvent[];
  /** Waits until the events emitted so far have arrived; resolves with all of them. */
  delivered(): Promise<StripeEvent[]>;
  /**
   * Marks a session paid, as the hosted page's Pay button does (at `billingAddress` for the tax, else the
   * page's pre-selected California, where none is due); returns its completed event.
   */
  pay(sessionId: string, billingAddress?: PayAt): Promise<StripeEvent>;
  /** Refunds a payment (all of it unless an amount is given); returns the charge.refunded event. */
  refund(paymentIntentId: string, amount?: number): Promise<StripeEvent>;
  /** Closes a dispute on the payment's charge, won or lost; returns the charge.dispute.closed event. */
  dispute(paymentIntentId: string, status: 'won' | 'lost'): Promise<StripeEvent>;
  close(): Promise<void>;
}

/** Starts the stand-in (its events delivered as `delivery` says) and points the Lambdas' Stripe settings at it. */
export async function startStripeHarness(delivery?: StripeEventsDelivery): Promise<StripeHarness> {
  const events: StripeEvent[] = [];
  const standIn = await startStripeStandIn({
    onEvent: (event) => void events.push(event),
    delivery,
    log: (line) => console.log(line),
  });
  Object.assign(process.env, {
    STRIPE_API_URL: standIn.url,
    STRIPE_SECRET_KEY: TEST_SECRET_KEY,
    SITE_ORIGINS: `${SITE},${OTHER_SITE}`,
  });
  const stripe = new Stripe(TEST_SECRET_KEY, {
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });

  const controls = standInControls(standIn.url);
  const delivered = async () => {
    await standIn.drained();
    return events;
  };
  /** The event of this type about this object that the control just caused. */
  const eventOf = async (control: () => Promise<unknown>, type: string, about: (object: EventObject) => boolean) => {
    await standIn.drained();
    const before = events.length;
    await control();
    const event = (await delivered()).slice(before).find((one) => one.type === type && about(one.data.object));
    if (!event) throw new Error(`the stand-in delivered no ${type}`);
    return event;
  };

  return {
    standIn,
    stripe,
    events,
    delivered,
    pay: (sessionId, billingAddress) =>
      eventOf(
        () => controls.pay(sessionId, billingAddress ? { billingAddress } : {}),
        'checkout.session.completed',
        (object) => object.id === sessionId,
      ),
    refund: (paymentIntentId, amount) =>
      eventOf(
        () => controls.refund(paymentIntentId, amount),
        'charge.refunded',
        (object) => object.object === 'charge' && object.payment_intent === paymentIntentId,
      ),
    dispute: (paymentIntentId, status) =>
      eventOf(
        () => controls.dispute(paymentIntentId, status),
        'charge.dispute.closed',
        (object) => object.object === 'dispute' && object.payment_intent === paymentIntentId,
      ),
    close: () => standIn.close(),
  };
}

/** The session id in a Checkout URL the stand-in issued (`…/pay/<id>`). */
export function sessionIdOf(url: string): string {
  const id = url.split('/pay/')[1];
  if (!id) throw new Error(`not a stand-in checkout URL: ${url}`);
  return id;
}

/** Buys a tier end to end: POST /checkout, pay at the stand-in; returns the session id and its completed event. */
export async function checkoutAndPay(
  harness: StripeHarness,
  token: string,
  tierId: TierId,
  eventId?: string,
  billingAddress?: PayAt,
) {
  const response = await call('POST /checkout', { token, body: { tierId, ...(eventId ? { eventId } : {}) } });
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}: ${response.rawBody}`);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  const completed = await harness.pay(sessionId, billingAddress);
  const session = harness.standIn.state.get(sessionId).session;
  return { sessionId, completed, paymentIntentId: session.payment_intent ?? '' };
}

export interface PaymentsTestbed {
  readonly table: TestTable;
  /** The stored totals (revenue, purchase count, ...), summed over the shards. */
  totals(): Promise<Record<string, number>>;
  /** Every stored purchase row. */
  purchaseRows(): Promise<Record<string, unknown>[]>;
  /** The tier GET /me reports for user A (null when none). */
  ownedTier(): Promise<string | null>;
  readonly auth: ReturnType<typeof withTestAuth>;
  readonly harness: StripeHarness;
}

export interface TestbedOptions {
  /** How the stand-in delivers its events to the test; default one copy of each (EventBridge). */
  stripeEvents?: StripeEventsDelivery;
  /**
   * A new Stripe stand-in for each test, for tests that run the reconciler: it reads everything
   * Stripe holds, so payments of earlier tests would join in.
   */
  stripePerTest?: boolean;
}

/**
 * The Jest hooks every payments test file needs: its own table (emptied before each test), the
 * test token issuer and the Stripe stand-in, started once per file (or per test); spies are
 * restored after each test.
 */
export function withPaymentsTestbed(options: TestbedOptions = {}): PaymentsTestbed {
  const table = withTestTable();
  const auth = withTestAuth();
  let harness: StripeHarness | undefined;
  const start = async () => {
    harness = await startStripeHarness(options.stripeEvents);
  };
  const stop = () => harness?.close();
  if (options.stripePerTest) {
    beforeEach(start);
    afterEach(stop);
  } else {
    beforeAll(start);
    afterAll(stop);
  }
  beforeEach(() => table.clear());
  afterEach(() => jest.restoreAllMocks());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The payments testbed starts in beforeAll');
    return value;
  };
  return {
    table,
    totals: () => table.totals(),
    purchaseRows: async () => (await table.items()).filter((item) => item.gsi1pk === 'PURCHASES'),
    ownedTier: async () => ((await call('GET /me', { token: auth.tokens.userA })).body as MeResponse).tierId,
    auth,
    get harness() {
      return started(harness);
    },
  };
}

/**
 * A stage whose Stripe key is not put yet, for the tests of a describe block: no key by environment,
 * and SSM (which has no local stand-in, so its client is mocked) says the key's parameter does not exist.
 */
export function withoutStripeKey(): void {
  const parameter = '/d1/test/stripe-not-configured';
  const ssm = mockClient(SSMClient);
  let keyByEnvironment: string | undefined;
  beforeEach(() => {
    keyByEnvironment = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SECRET_PARAMETER = parameter;
    ssm.on(GetParametersCommand).resolves({ Parameters: [], InvalidParameters: [parameter] });
  });
  afterEach(() => {
    process.env.STRIPE_SECRET_KEY = keyByEnvironment;
    ssm.reset();
  });
  afterAll(() => ssm.restore());
}
