import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type { Context } from 'aws-lambda';
import { apiEvent } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutTestbed } from '../../../test/checkout-testbed';
import { withFailingStripe, withStripeFaults } from '../../../test/fake-peers';
import { sessionIdOf, withoutStripeKey } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { logger } from '../../lib/logger';
import { handler as checkoutHandler } from './index';

/** POST /checkout when Stripe fails, is slow or is not set up yet (create-checkout.test.ts has the rest). */
const { bed, table, sessionsAtStripe, payableSessions, startCheckout } = checkoutTestbed();

describe('POST /checkout when Stripe fails mid-create', () => {
  const stripe = withStripeFaults(() => bed.harness.standIn.url);
  beforeEach(async () => {
    await seedUser(USER_A, 'fan@example.com');
  });

  it.each([
    ['never reaches Stripe', 'before' as const],
    ['is carried out but its answer is lost', 'after' as const],
  ])(
    'opens no second session when expiring the earlier one %s: 502, and a later try takes over',
    async (_name, lost) => {
      const first = sessionIdOf(((await startCheckout({ tierId: 'starter' })).body as { url: string }).url);
      process.env.STRIPE_API_URL = stripe.url;
      stripe.fault = { when: (method, path) => method === 'POST' && path.endsWith('/expire'), lost };

      const failed = await startCheckout({ tierId: 'mvp' });

      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
      expect(payableSessions(USER_A).length).toBeLessThanOrEqual(1);
      stripe.fault = null;
      const retried = await startCheckout({ tierId: 'mvp' });
      expect(retried.status).toBe(200);
      expect(bed.harness.standIn.state.get(first).session.status).toBe('expired');
      expect(payableSessions(USER_A).map((session) => session.id)).toEqual([
        sessionIdOf((retried.body as { url: string }).url),
      ]);
    },
  );

  it('expires, at the next start, a session Stripe made but whose answer was lost', async () => {
    process.env.STRIPE_API_URL = stripe.url;
    stripe.fault = { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'after' };

    const failed = await startCheckout({ tierId: 'mvp' });
    const orphans = payableSessions(USER_A);
    stripe.fault = null;
    const retried = await startCheckout({ tierId: 'starter' });

    expect(failed.status).toBe(502);
    // The buyer never saw its URL, but Stripe would take payment for it.
    expect(orphans).toHaveLength(1);
    expect(retried.status).toBe(200);
    expect(bed.harness.standIn.state.get(orphans[0]?.id ?? '').session.status).toBe('expired');
    expect(payableSessions(USER_A).map((session) => session.id)).toEqual([
      sessionIdOf((retried.body as { url: string }).url),
    ]);
    const slot = await table.get({ pk: `USER#${USER_A}`, sk: 'OPEN_CHECKOUTS' });
    expect(slot?.unconfirmed).toEqual([]);
  });

  it('does not refuse the next try when the new session could not be created', async () => {
    process.env.STRIPE_API_URL = stripe.url;
    stripe.fault = { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'before' };

    const failed = await startCheckout({ tierId: 'mvp' });
    stripe.fault = null;
    const retried = await startCheckout({ tierId: 'mvp' });

    expect(failed.status).toBe(502);
    expect(retried.status).toBe(200);
    expect(payableSessions(USER_A)).toHaveLength(1);
  });
});

/**
 * All a failed start stores: no purchase, no open session, only the creation whose answer never
 * came, so that the next start can ask Stripe for it again and expire it.
 */
const unconfirmedSlotOnly = () => ({
  pk: `USER#${USER_A}`,
  sk: 'OPEN_CHECKOUTS',
  version: 2,
  sessions: [],
  unconfirmed: [
    {
      idempotencyKey: expect.stringMatching(/^checkout-/),
      params: expect.any(String),
      expiresAt: expect.any(String),
      terms: expect.objectContaining({ tierId: 'starter', amountCents: 3000 }),
    },
  ],
});

describe('POST /checkout before the Stripe key is put', () => {
  withoutStripeKey();
  beforeEach(() => seedUser(USER_A, 'fan@example.com'));

  it('answers 502 with the spec message, not a 500, and asks Stripe nothing', async () => {
    const before = await table.items();
    const sessionsBefore = sessionsAtStripe().length;

    const response = await startCheckout({ tierId: 'starter' });

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
    expect(sessionsAtStripe()).toHaveLength(sessionsBefore);
    expect(await table.items()).toEqual(before);
  });
});

describe('POST /checkout when Stripe fails', () => {
  const failingStripe = withFailingStripe();
  beforeEach(async () => {
    process.env.STRIPE_API_URL = failingStripe.url;
    await seedUser(USER_A, 'fan@example.com');
  });

  it('answers 502 with the spec message when Stripe answers 500 to every try, storing no purchase', async () => {
    failingStripe.mode = 'error';
    const before = await table.items();
    const logged = jest.spyOn(logger, 'error');

    const response = await startCheckout({ tierId: 'starter' });

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
    // A Stripe that fails is down, not busy: 3 tries (its 429s get more, stripe-surge.test.ts).
    expect(failingStripe.requests).toBe(3);
    expect(await table.items()).toHaveLength(before.length + 1);
    expect(await table.items()).toEqual(expect.arrayContaining([...before, unconfirmedSlotOnly()]));
    expect(logged).toHaveBeenCalledWith(
      'Creating the Checkout Session failed',
      expect.objectContaining({ userId: USER_A }),
    );
  });

  it('answers 502 well before the Lambda times out when Stripe never answers, storing no purchase', async () => {
    failingStripe.mode = 'silent';
    const before = await table.items();
    const remainingAtStart = 3_000;
    const started = Date.now();
    // The Lambda runtime's clock: 3 s left when the invocation starts.
    const context = {
      functionName: 'checkout',
      awsRequestId: 'req-stripe-hangs',
      getRemainingTimeInMillis: () => remainingAtStart - (Date.now() - started),
    } as unknown as Context;

    const response = await checkoutHandler(
      apiEvent('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } }),
      context,
    );
    const elapsed = Date.now() - started;

    expect(response.statusCode).toBe(502);
    expect(JSON.parse(response.body)).toEqual({ message: CHECKOUT_MESSAGES.failed });
    // Retries stop at the remaining time less the safety margin (retry.test.ts pins that on a fake
    // clock); here the answer only has to come before the Lambda would be stopped, the margin's whole
    // second left for a busy machine.
    expect(elapsed).toBeLessThan(remainingAtStart);
    expect(failingStripe.requests).toBeGreaterThan(1);
    expect(await table.items()).toHaveLength(before.length + 1);
    expect(await table.items()).toEqual(expect.arrayContaining([...before, unconfirmedSlotOnly()]));
  });
});
