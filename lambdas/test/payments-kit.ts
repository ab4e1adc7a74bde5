/**
 * Test-only helpers for the payment tests (never imported by a handler): the local Stripe stand-in
 * driven through the real SDK, and the stripe-events Lambda invoked as EventBridge invokes it.
 */
import type { MeResponse } from '@shared/api/types';
import type { TierId } from '@shared/tiers';
import Stripe from 'stripe';
import { lambdaContext, stripeEventBridgeEvent } from '../../infra/local/lambda-events';
import { standInControls } from '../../infra/local/stripe/controls';
import { type StripeStandIn, startStripeStandIn } from '../../infra/local/stripe/stand-in';
import type { StripeEvent } from '../../infra/local/stripe/stripe-objects';
import { handler as stripeEventsHandler } from '../src/handlers/stripe-events';
import { call } from './api-event';
import { withTestAuth } from './auth-server';
import { type TestTable, withTestTable } from './dynamo-table';

export const SITE = 'http://127.0.0.1:5173';
export const OTHER_SITE = 'https://d1gang.example';
export const TEST_SECRET_KEY = 'sk_test_local';

/** Delivers a Stripe event to the stripe-events Lambda inside the envelope Stripe's EventBridge destination uses. */
export function deliver(event: StripeEvent | Record<string, unknown>): Promise<void> {
  const envelope = stripeEventBridgeEvent(event as unknown as Stripe.Event);
  return stripeEventsHandler(envelope, lambdaContext('test-stripe-events'));
}

export interface StripeHarness {
  standIn: StripeStandIn;
  /** The real SDK pointed at the stand-in. */
  stripe: Stripe;
  /** Every event the stand-in emitted, in order; tests deliver them when they choose. */
  events: StripeEvent[];
  /** Marks a session paid, as the hosted page's Pay button does; returns its completed event. */
  pay(sessionId: string): Promise<StripeEvent>;
  /** Refunds a payment (all of it unless an amount is given); returns the charge.refunded event. */
  refund(paymentIntentId: string, amount?: number): Promise<StripeEvent>;
  /** Closes a dispute on the payment's charge, won or lost; returns the charge.dispute.closed event. */
  dispute(paymentIntentId: string, status: 'won' | 'lost'): Promise<StripeEvent>;
  close(): Promise<void>;
}

/** Starts the stand-in and points the Lambdas' Stripe settings at it. */
export async function startStripeHarness(): Promise<StripeHarness> {
  const events: StripeEvent[] = [];
  const standIn = await startStripeStandIn({ onEvent: (event) => void events.push(event), log: () => undefined });
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
  const lastEvent = (): StripeEvent => {
    const event = events.at(-1);
    if (!event) throw new Error('the stand-in emitted no event');
    return event;
  };

  return {
    standIn,
    stripe,
    events,
    async pay(sessionId) {
      await controls.pay(sessionId);
      return lastEvent();
    },
    async refund(paymentIntentId, amount) {
      await controls.refund(paymentIntentId, amount);
      return lastEvent();
    },
    async dispute(paymentIntentId, status) {
      await controls.dispute(paymentIntentId, status);
      return lastEvent();
    },
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
export async function checkoutAndPay(harness: StripeHarness, token: string, tierId: TierId, eventId?: string) {
  const response = await call('POST /checkout', { token, body: { tierId, ...(eventId ? { eventId } : {}) } });
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}: ${response.rawBody}`);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  const completed = await harness.pay(sessionId);
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
    harness = await startStripeHarness();
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
