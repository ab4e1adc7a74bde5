import Stripe from 'stripe';
import { standInControls } from './controls';
import { stripeEventsFromEnv } from './event-delivery';
import { type StripeStandIn, type StripeStandInOptions, startStripeStandIn } from './stand-in';
import type { StripeEvent } from './stripe-objects';

/** A stand-in whose events go to the given handler; its log lines are kept. */
async function standInWith(options: StripeStandInOptions) {
  const logged: string[] = [];
  const standIn = await startStripeStandIn({ log: (line) => void logged.push(line), ...options });
  const stripe = new Stripe('sk_test_local', {
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const createSession = () =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  const paidSession = async () => {
    const session = await createSession();
    await standInControls(standIn.url).pay(session.id);
    return session.id;
  };
  return { standIn, stripe, logged, createSession, paidSession };
}

describe('Stripe events leave the stand-in as EventBridge delivers them', () => {
  let standIn: StripeStandIn | undefined;
  afterEach(() => standIn?.close());

  test('the answer does not wait for the event handler; the event follows it', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const handled: StripeEvent[] = [];
    const bed = await standInWith({
      onEvent: async (event) => {
        await gate;
        handled.push(event);
      },
    });
    standIn = bed.standIn;

    const sessionId = await bed.paidSession();

    expect(handled).toEqual([]);
    open();
    await bed.standIn.drained();
    expect(handled.map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ['checkout.session.completed', sessionId],
    ]);
  });

  test('a handler that fails is retried with the same event until it takes it', async () => {
    const attempts: string[] = [];
    const bed = await standInWith({
      retryDelaysMs: [1, 1, 1],
      onEvent: (event) => {
        attempts.push(event.id);
        if (attempts.length < 3) throw new Error('the table is busy');
      },
    });
    standIn = bed.standIn;

    await bed.paidSession();
    await bed.standIn.drained();

    expect(attempts).toHaveLength(3);
    expect(new Set(attempts).size).toBe(1);
    expect(bed.logged).toEqual([
      `[stripe] delivering checkout.session.completed ${attempts[0]} failed (the table is busy); retry 1 of 3`,
      `[stripe] delivering checkout.session.completed ${attempts[0]} failed (the table is busy); retry 2 of 3`,
    ]);
  });

  test('an event the handler still fails on after the last retry is dead-lettered and logged', async () => {
    let attempts = 0;
    const bed = await standInWith({
      retryDelaysMs: [1, 1],
      onEvent: () => {
        attempts += 1;
        throw new Error('the handler is broken');
      },
    });
    standIn = bed.standIn;

    await bed.paidSession();
    await bed.standIn.drained();

    expect(attempts).toBe(3);
    expect(bed.logged.at(-1)).toMatch(
      /^\[stripe\] checkout\.session\.completed evt_\w+ dead-lettered after 3 attempts: the handler is broken$/,
    );
  });

  test('chaos delivers every event at least once, some twice, late and out of order; the seed decides the copies', async () => {
    /** Twelve sessions expire in one answer; the order their events arrive in, by creation. */
    const run = async () => {
      const received: StripeEvent[] = [];
      const clock = { now: Math.floor(Date.now() / 1000) };
      const bed = await standInWith({
        clock: () => clock.now,
        delivery: { kind: 'chaos', seed: 7 },
        onEvent: (event) => void received.push(event),
      });
      const created: string[] = [];
      for (let count = 0; count < 12; count += 1) created.push((await bed.createSession()).id);
      clock.now += 25 * 60 * 60;
      await bed.stripe.checkout.sessions.list();
      await bed.standIn.drained();
      await bed.standIn.close();
      const arrivals = received.map((event) => created.indexOf((event.data.object as { id: string }).id));
      return { arrivals, logged: bed.logged };
    };

    const first = await run();
    const second = await run();

    expect(first.logged[0]).toBe(
      '[stripe] events are delivered in chaos (duplicated, late, out of order), seed 7: D1_STRIPE_EVENTS_SEED=7 replays it',
    );
    expect(new Set(first.arrivals)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    expect(first.arrivals.length).toBeGreaterThan(12);
    expect(first.arrivals).not.toEqual([...first.arrivals].sort((a, b) => a - b));
    // The seed decides each event's copies and delays; timers a few milliseconds apart may still swap.
    const copies = (arrivals: number[]) => [...arrivals].sort((a, b) => a - b);
    expect(copies(second.arrivals)).toEqual(copies(first.arrivals));
  });
});

describe('D1_STRIPE_EVENTS', () => {
  test('is eventbridge unless chaos is asked for; chaos takes D1_STRIPE_EVENTS_SEED or picks a seed', () => {
    expect(stripeEventsFromEnv({})).toEqual({ kind: 'eventbridge' });
    expect(stripeEventsFromEnv({ D1_STRIPE_EVENTS: 'eventbridge' })).toEqual({ kind: 'eventbridge' });
    expect(stripeEventsFromEnv({ D1_STRIPE_EVENTS: 'chaos', D1_STRIPE_EVENTS_SEED: '42' })).toEqual({
      kind: 'chaos',
      seed: 42,
    });
    expect(stripeEventsFromEnv({ D1_STRIPE_EVENTS: 'chaos' })).toEqual({ kind: 'chaos', seed: expect.any(Number) });
  });

  test('refuses anything else, naming what it takes', () => {
    expect(() => stripeEventsFromEnv({ D1_STRIPE_EVENTS: 'webhook' })).toThrow(
      'D1_STRIPE_EVENTS must be "eventbridge" or "chaos", not "webhook"',
    );
    expect(() => stripeEventsFromEnv({ D1_STRIPE_EVENTS: 'chaos', D1_STRIPE_EVENTS_SEED: 'x' })).toThrow(
      'D1_STRIPE_EVENTS_SEED must be a whole number, not "x"',
    );
  });
});
