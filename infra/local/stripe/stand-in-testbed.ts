/**
 * The stand-in as its tests use it: started on a free port with a clock the test moves, the real
 * SDK pointed at it, every emitted event collected, and the controls one call away.
 */
import Stripe from 'stripe';
import { type StripeStandIn, startStripeStandIn } from './stand-in';
import type { StripeEvent } from './stripe-objects';

export interface StandInTestbed {
  standIn: StripeStandIn;
  stripe: Stripe;
  /** Every event delivered so far; read it through delivered() after an action. */
  events: StripeEvent[];
  /** Waits for the events emitted so far to be delivered; resolves with all of them. */
  delivered(): Promise<StripeEvent[]>;
  /** Waits for the events emitted so far, then empties the list. */
  forgetEvents(): Promise<void>;
  /** The stand-in's clock, in seconds; tests move it forward. */
  clock: { now: number };
  createSession(params?: { unitAmount?: number; expiresAt?: number }): Promise<Stripe.Checkout.Session>;
  /** POSTs JSON to `/_control/<path>`; resolves with the raw response. */
  control(path: string, body?: unknown): Promise<Response>;
  /** A new session paid through the pay control; resolves with its payment intent id. */
  paidPayment(unitAmount?: number, body?: { deliverEvents?: boolean }): Promise<string>;
  /** The id of the charge behind a payment, from the stand-in's state. */
  chargeIdOf(paymentIntent: string): string;
  close(): Promise<void>;
}

export async function startStandInTestbed(options: { stateFile?: string } = {}): Promise<StandInTestbed> {
  const events: StripeEvent[] = [];
  const clock = { now: Math.floor(Date.now() / 1000) };
  const standIn = await startStripeStandIn({
    stateFile: options.stateFile,
    clock: () => clock.now,
    onEvent: (event) => void events.push(event),
    log: () => undefined,
  });
  const stripe = new Stripe('sk_test_local', {
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const control = controlOf(standIn);
  const createSession = sessionCreator(stripe);
  return {
    standIn,
    stripe,
    events,
    async delivered() {
      await standIn.drained();
      return events;
    },
    async forgetEvents() {
      await standIn.drained();
      events.length = 0;
    },
    clock,
    createSession,
    control,
    paidPayment: (unitAmount = 2500, body = {}) => payNewSession(createSession, control, unitAmount, body),
    chargeIdOf: (paymentIntent) => chargeIdIn(standIn, paymentIntent),
    close: () => standIn.close(),
  };
}

function controlOf(standIn: StripeStandIn): StandInTestbed['control'] {
  return (path: string, body: unknown = {}) =>
    fetch(`${standIn.url}/_control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
}

function sessionCreator(stripe: Stripe): StandInTestbed['createSession'] {
  return ({ unitAmount = 2500, expiresAt } = {}) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      customer_email: 'demo@d1gang.local',
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5173/payment-cancel',
      ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
    });
}

async function payNewSession(
  createSession: StandInTestbed['createSession'],
  control: StandInTestbed['control'],
  unitAmount: number,
  body: { deliverEvents?: boolean },
): Promise<string> {
  const session = await createSession({ unitAmount });
  const response = await control(`sessions/${session.id}/pay`, body);
  if (!response.ok) throw new Error(`paying ${session.id} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as Stripe.Checkout.Session).payment_intent as string;
}

function chargeIdIn(standIn: StripeStandIn, paymentIntent: string): string {
  const session = standIn.state.listSessions({ paymentIntent })[0];
  if (!session) throw new Error(`no session was paid with ${paymentIntent}`);
  return standIn.state.charge(standIn.state.get(session.id)).id;
}

/**
 * One stand-in for the test file's `describe` block: started before its tests, closed after them,
 * its event list emptied before each. The testbed exists only once `beforeAll` has run, so this
 * hands back a stand-in object that reads through to it.
 */
export function standInTestbedPerFile(): StandInTestbed {
  let bed: StandInTestbed | undefined;
  beforeAll(async () => {
    bed = await startStandInTestbed();
  });
  afterAll(() => bed?.close());
  beforeEach(() => bed?.forgetEvents());
  return new Proxy({} as StandInTestbed, {
    get(_target, key) {
      if (!bed) throw new Error('the stand-in testbed is used before beforeAll started it');
      return Reflect.get(bed, key);
    },
  });
}
