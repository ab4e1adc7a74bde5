import Stripe from 'stripe';
import { standInControls } from './controls';
import { standInTestbedPerFile } from './stand-in-testbed';

const bed = standInTestbedPerFile();

/** What the SDK made of the stand-in's answer, as the store's Stripe client reads it. */
async function failureOf(request: Promise<unknown>): Promise<InstanceType<typeof Stripe.errors.StripeError>> {
  try {
    await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('the request succeeded');
}

describe('429s on demand (POST /_control/rate-limits)', () => {
  afterEach(async () => {
    await bed.control('rate-limits', { request: 'POST /v1/checkout/sessions', count: 0 });
    await bed.control('rate-limits', { request: 'POST /v1/checkout/sessions/{id}/expire', count: 0 });
  });

  it("answers the next requests to an endpoint with Stripe's 429 rate_limit, doing nothing", async () => {
    const before = bed.standIn.state.listSessions({ limit: 100 }).length;
    const set = await bed.control('rate-limits', { request: 'POST /v1/checkout/sessions', count: 2 });
    expect(await set.json()).toEqual({ request: 'POST /v1/checkout/sessions', count: 2, code: 'rate_limit' });

    const first = await failureOf(bed.createSession());
    const second = await failureOf(bed.createSession());
    const third = await bed.createSession();

    for (const error of [first, second]) {
      expect(error).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
      expect(error).toMatchObject({
        statusCode: 429,
        code: 'rate_limit',
        raw: expect.objectContaining({ type: 'invalid_request_error' }),
      });
      expect(error.message).toMatch(/^Too many requests hit the API too quickly/);
    }
    expect(third.status).toBe('open');
    expect(bed.standIn.state.listSessions({ limit: 100 })).toHaveLength(before + 1);
  });

  it("answers lock_timeout as Stripe does, with its advice to retry, on any session's endpoint", async () => {
    const session = await bed.createSession();
    await bed.control('rate-limits', {
      request: 'POST /v1/checkout/sessions/{id}/expire',
      count: 1,
      code: 'lock_timeout',
    });

    const error = await failureOf(bed.stripe.checkout.sessions.expire(session.id));

    expect(error).toMatchObject({
      statusCode: 429,
      code: 'lock_timeout',
      raw: expect.objectContaining({ type: 'invalid_request_error' }),
    });
    expect(error.headers?.['stripe-should-retry']).toBe('true');
    expect(bed.standIn.state.get(session.id).session.status).toBe('open');
    expect((await bed.stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
  });

  it('remembers no idempotent answer for a 429: the same key asked again does the work once', async () => {
    await bed.control('rate-limits', { request: 'POST /v1/checkout/sessions', count: 1 });
    const params = {
      mode: 'payment' as const,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'x' } } }],
      success_url: 'http://127.0.0.1:5173/payment-success',
    };

    await failureOf(bed.stripe.checkout.sessions.create(params, { idempotencyKey: 'surge-1' }));
    const made = await bed.stripe.checkout.sessions.create(params, { idempotencyKey: 'surge-1' });
    const again = await bed.stripe.checkout.sessions.create(params, { idempotencyKey: 'surge-1' });

    expect(again.id).toBe(made.id);
  });

  it('logs every API request with its idempotency key, the ones it refused with 429 too', async () => {
    const log = bed.standIn.requests;
    const from = log.length;
    await standInControls(bed.standIn.url).rateLimit('POST /v1/checkout/sessions', 1, 'rate_limit');

    await failureOf(bed.createSession());
    const made = await bed.createSession();
    await bed.stripe.checkout.sessions.retrieve(made.id);

    expect(log.slice(from)).toEqual([
      { method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: expect.any(String), status: 429 },
      { method: 'POST', path: '/v1/checkout/sessions', idempotencyKey: expect.any(String), status: 200 },
      { method: 'GET', path: `/v1/checkout/sessions/${made.id}`, idempotencyKey: null, status: 200 },
    ]);
  });

  it('refuses a fault it cannot read with 400', async () => {
    expect((await bed.control('rate-limits', { request: 'sessions', count: 1 })).status).toBe(400);
    expect(
      (await bed.control('rate-limits', { request: 'POST /v1/refunds', count: 1, code: 'card_declined' })).status,
    ).toBe(400);
  });
});
