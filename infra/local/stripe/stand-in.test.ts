import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { standInControls } from './controls';
import { type StripeStandIn, startStripeStandIn } from './stand-in';
import type { StripeEvent } from './stripe-objects';

describe('Stripe stand-in', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  const events: StripeEvent[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn({ onEvent: (event) => void events.push(event) });
    stripe = new Stripe('sk_test_local', {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });

  afterAll(() => standIn.close());
  beforeEach(async () => {
    await standIn.drained();
    events.length = 0;
  });

  function createSession(unitAmount = 2500) {
    return stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      client_reference_id: 'user-sub-1',
      customer_email: 'demo@d1gang.local',
      metadata: { tierId: 'starter', userSub: 'user-sub-1' },
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5173/payment-cancel',
      allow_promotion_codes: true,
    });
  }

  it('creates an open Checkout Session priced from its line items, through the real SDK', async () => {
    const session = await createSession();

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{24}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: 2500,
      currency: 'usd',
      client_reference_id: 'user-sub-1',
      customer_email: 'demo@d1gang.local',
      metadata: { tierId: 'starter', userSub: 'user-sub-1' },
      allow_promotion_codes: true,
      url: `${standIn.url}/pay/${session.id}`,
    });
  });

  it('retrieves a session, with its line items when expanded', async () => {
    const created = await createSession(10_000);

    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });

    expect(session.id).toBe(created.id);
    expect(session.amount_total).toBe(10_000);
    expect(session.line_items?.data[0]).toMatchObject({ description: 'Starter', amount_total: 10_000, quantity: 1 });
  });

  it('throws a StripeInvalidRequestError (resource_missing, 404) for an unknown session id', async () => {
    const failure = stripe.checkout.sessions.retrieve('cs_test_unknown');

    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(failure).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refuses a call without a secret key with 401', async () => {
    const response = await fetch(`${standIn.url}/v1/checkout/sessions/cs_test_x`);

    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('pays through the control endpoint and emits checkout.session.completed', async () => {
    const created = await createSession();

    const response = await fetch(`${standIn.url}/_control/sessions/${created.id}/pay`, { method: 'POST' });

    expect(response.status).toBe(200);
    await standIn.drained();
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    const [event] = events;
    expect(event?.id).toMatch(/^evt_/);
    expect(event?.object).toBe('event');
    expect(event?.api_version).toBe(Stripe.API_VERSION);
    expect(event?.request).toEqual({ id: null, idempotency_key: null });
    expect(event?.data.object).toMatchObject({
      id: created.id,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: expect.stringMatching(/^pi_test_/),
    });
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved.payment_status).toBe('paid');
    const listed = await stripe.checkout.sessions.list({ payment_intent: retrieved.payment_intent as string });
    expect(listed.data.map((session) => session.id)).toEqual([created.id]);
  });

  it('refunds through the SDK and emits charge.refunded with the full amount refunded', async () => {
    const created = await createSession(5000);
    await standInControls(standIn.url).pay(created.id);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(created.id)).payment_intent as string;
    await standIn.drained();
    events.length = 0;

    const refund = await stripe.refunds.create({ payment_intent: paymentIntent });

    expect(refund).toMatchObject({
      object: 'refund',
      amount: 5000,
      payment_intent: paymentIntent,
      status: 'succeeded',
    });
    await standIn.drained();
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('charge.refunded');
    expect(events[0]?.data.object).toMatchObject({
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 5000,
      amount_refunded: 5000,
      refunded: true,
    });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('refunds through the control endpoint', async () => {
    const created = await createSession(500);
    const paid = await standInControls(standIn.url).pay(created.id);
    await standIn.drained();
    events.length = 0;

    const response = await fetch(`${standIn.url}/_control/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentIntent: paid.payment_intent }),
    });

    expect(response.status).toBe(200);
    await standIn.drained();
    expect(events[0]?.type).toBe('charge.refunded');
    expect(events[0]?.data.object).toMatchObject({ amount_refunded: 500, refunded: true });
  });

  describe('hosted checkout page', () => {
    /** Presses Pay or Cancel on the hosted page, as the browser posts its form. */
    const pressOnHostedPage = (sessionId: string, action: 'pay' | 'cancel') =>
      fetch(`${standIn.url}/pay/${sessionId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
        redirect: 'manual',
      });

    it('shows the tier name and the amount with Pay and Cancel buttons', async () => {
      const created = await createSession(2500);

      const html = await (await fetch(`${standIn.url}/pay/${created.id}`)).text();

      expect(html).toContain('<h1>Starter</h1>');
      expect(html).toContain('$25.00');
      expect(html).toMatch(/<button type="submit" name="action" value="pay"[^>]*>Pay \$25\.00<\/button>/);
      expect(html).toMatch(/<button type="submit" name="action" value="cancel" formnovalidate>Cancel<\/button>/);
    });

    it('Pay completes the session, emits the event and redirects (303) to success_url with the id', async () => {
      const created = await createSession();

      const response = await pressOnHostedPage(created.id, 'pay');

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`http://127.0.0.1:5173/payment-success?session_id=${created.id}`);
      await standIn.drained();
      expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
      expect((await stripe.checkout.sessions.retrieve(created.id)).status).toBe('complete');
    });

    it('Cancel redirects (303) to cancel_url and leaves the session open', async () => {
      const created = await createSession();

      const response = await pressOnHostedPage(created.id, 'cancel');

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('http://127.0.0.1:5173/payment-cancel');
      await standIn.drained();
      expect(events).toEqual([]);
      expect((await stripe.checkout.sessions.retrieve(created.id)).status).toBe('open');
    });

    it('lists paid sessions with a Refund button on the control page', async () => {
      const created = await createSession(1234);
      await standInControls(standIn.url).pay(created.id);

      const html = await (await fetch(`${standIn.url}/_control`)).text();

      expect(html).toContain('$12.34');
      expect(html).toContain('>Refund</button>');
    });
  });

  it('keeps paid sessions in its state file, so a restarted stand-in can still refund them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'd1-stripe-'));
    const stateFile = join(dir, 'stripe.json');
    try {
      const first = await startStripeStandIn({ stateFile });
      const firstSdk = new Stripe('sk_test_local', { host: first.host, port: first.port, protocol: 'http' });
      const created = await firstSdk.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'Rookie' } }, quantity: 1 },
        ],
        success_url: 'http://127.0.0.1:5173/payment-success',
      });
      const paid = await standInControls(first.url).pay(created.id);
      await first.close();

      const second = await startStripeStandIn({ stateFile });
      const secondSdk = new Stripe('sk_test_local', { host: second.host, port: second.port, protocol: 'http' });
      const refund = await secondSdk.refunds.create({ payment_intent: paid.payment_intent as string });
      await second.close();

      expect(refund.amount).toBe(700);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
