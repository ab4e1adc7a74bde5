/**
 * POST /checkout while Stripe says "slow down": its 429s (`rate_limit` when a limit is passed,
 * `lock_timeout` when another request holds the object) made on demand by the Stripe stand-in.
 */
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type { Context } from 'aws-lambda';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { apiEvent, call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { STRIPE_RETRY } from '../../payments/stripe-client';
import { handler as checkoutHandler } from './index';

const bed = withPaymentsTestbed({ stripePerTest: true });
const { table } = bed;
beforeEach(() => seedUser(USER_A, 'fan@example.com'));

const controls = () => standInControls(bed.harness.standIn.url);
const startCheckout = (tierId: string) => call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId } });
const urlOf = (response: { body: unknown }) => (response.body as { url: string }).url;
/** The stand-in's log of the API requests made from now on. */
function stripeRequestsFromNow() {
  const from = bed.harness.standIn.requests.length;
  return () => bed.harness.standIn.requests.slice(from);
}

/** A Lambda context whose runtime clock says `remainingMs` are left when the invocation starts. */
function shortLambda(remainingMs: number): Context {
  const started = Date.now();
  return {
    functionName: 'checkout',
    awsRequestId: 'req-stripe-surge',
    getRemainingTimeInMillis: () => remainingMs - (Date.now() - started),
  } as unknown as Context;
}

/**
 * Pauses a tenth as long between tries, until the test ends (the testbed restores them). A ride-out
 * test checks that the tries carry on with one key to a single session, not how long they wait: the
 * last test holds the real pauses to the Lambda's budget, and the 502 tests keep them to reach its
 * deadline. Four full-jitter pauses at full length average about 1.9 s a test.
 */
function shortPauses() {
  jest.replaceProperty(STRIPE_RETRY, 'firstDelayMs', STRIPE_RETRY.firstDelayMs / 10);
  jest.replaceProperty(STRIPE_RETRY, 'maxDelayMs', STRIPE_RETRY.maxDelayMs / 10);
}

describe('POST /checkout when Stripe answers 429', () => {
  it.each(['rate_limit', 'lock_timeout'] as const)(
    'rides out %s on creating the session: one session, every try with the same idempotency key',
    async (code) => {
      shortPauses();
      const requests = stripeRequestsFromNow();
      await controls().rateLimit('POST /v1/checkout/sessions', 4, code);

      const response = await startCheckout('starter');

      expect(response.status).toBe(200);
      const creates = requests().filter((request) => request.path === '/v1/checkout/sessions');
      expect(creates.map((request) => request.status)).toEqual([429, 429, 429, 429, 200]);
      expect(new Set(creates.map((request) => request.idempotencyKey))).toEqual(
        new Set([expect.stringMatching(/^checkout-/)]),
      );
      expect(bed.harness.standIn.state.listSessions({ limit: 100 }).map((session) => session.id)).toEqual([
        sessionIdOf(urlOf(response)),
      ]);
    },
  );

  it('rides out lock_timeout on expiring the earlier session, every try with the same idempotency key', async () => {
    shortPauses();
    const first = sessionIdOf(urlOf(await startCheckout('rookie')));
    const requests = stripeRequestsFromNow();
    await controls().rateLimit('POST /v1/checkout/sessions/{id}/expire', 4, 'lock_timeout');

    const response = await startCheckout('mvp');

    expect(response.status).toBe(200);
    expect(bed.harness.standIn.state.get(first).session.status).toBe('expired');
    const expires = requests().filter((request) => request.path.endsWith('/expire'));
    expect(expires.map((request) => request.status)).toEqual([429, 429, 429, 429, 200]);
    expect(new Set(expires.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(expires[0]?.idempotencyKey).toMatch(new RegExp(`^expire-${first}-`));
  });

  it('answers the spec’s 502, never a 500, before the Lambda’s timeout when the 429s do not stop', async () => {
    await controls().rateLimit('POST /v1/checkout/sessions', 1_000);
    const requests = stripeRequestsFromNow();
    const remainingAtStart = 4_000;
    const started = Date.now();

    const response = await checkoutHandler(
      apiEvent('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } }),
      shortLambda(remainingAtStart),
    );

    expect(response.statusCode).toBe(502);
    expect(JSON.parse(response.body)).toEqual({ message: CHECKOUT_MESSAGES.failed });
    expect(Date.now() - started).toBeLessThan(remainingAtStart);
    const tries = requests().filter((request) => request.status === 429);
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.length).toBeLessThanOrEqual(STRIPE_RETRY.attempts);
    expect(new Set(tries.map((request) => request.idempotencyKey)).size).toBe(1);
    // Nothing was made: the slot keeps the creation, for the next start to ask again with its key.
    const slot = await table.get({ pk: `USER#${USER_A}`, sk: 'OPEN_CHECKOUTS' });
    expect(slot?.unconfirmed).toHaveLength(1);
  });

  it.each([
    ['the same tier asks Stripe once, with the failed start’s key, and answers that session', 'starter', 1],
    ['another tier finds the lost creation, expires it and creates its own', 'mvp', 3],
  ])('after that 502, a click for %s', async (_name, tierId, writes) => {
    await controls().rateLimit('POST /v1/checkout/sessions', 1_000);
    const failed = await checkoutHandler(
      apiEvent('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } }),
      shortLambda(2_500),
    );
    expect(failed.statusCode).toBe(502);
    const failedKey = bed.harness.standIn.requests.at(-1)?.idempotencyKey;
    await controls().rateLimit('POST /v1/checkout/sessions', 0);
    const requests = stripeRequestsFromNow();

    const again = await startCheckout(tierId);

    expect(again.status).toBe(200);
    expect(requests()).toHaveLength(writes);
    expect(requests()[0]).toMatchObject({ path: '/v1/checkout/sessions', idempotencyKey: failedKey, status: 200 });
    const payable = bed.harness.standIn.state.listSessions({ limit: 100 }).filter((one) => one.status === 'open');
    expect(payable.map((one) => one.id)).toEqual([sessionIdOf(urlOf(again))]);
    expect(payable[0]?.metadata).toMatchObject({ tierId });
    const slot = await table.get({ pk: `USER#${USER_A}`, sk: 'OPEN_CHECKOUTS' });
    expect(slot).toMatchObject({ unconfirmed: [], sessions: [expect.objectContaining({ url: urlOf(again) })] });
  });

  it('tries long enough to ride out a few seconds of 429s, within the checkout Lambda’s 10 s', () => {
    // The pauses' caps (full jitter waits a random part of each): 250, 500, 1000, 2000, 2000, 2000, 2000 ms.
    const caps = Array.from({ length: STRIPE_RETRY.attempts - 1 }, (_, retries) =>
      Math.min(STRIPE_RETRY.maxDelayMs, STRIPE_RETRY.firstDelayMs * 2 ** retries),
    );
    const sum = caps.reduce((total, cap) => total + cap, 0);
    expect(sum / 2).toBeGreaterThanOrEqual(3_000);
    expect(STRIPE_RETRY.jitter).toBe('full');
  });
});
