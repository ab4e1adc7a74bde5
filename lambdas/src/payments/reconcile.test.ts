import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import Stripe from 'stripe';
import { RECONCILE_PATH, startApiServer } from '../../../infra/local/api-server';
import type { LambdaHandler } from '../../../infra/local/handler-modules';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { unreachableStripeUrl, withStripeFaults } from '../../test/fake-peers';
import { checkoutAndPay } from '../../test/payments-kit';
import { withReconcilerTestbed } from '../../test/reconciler-testbed';
import { seedAdmin } from '../../test/seed-admin';

// Stripe's events never reach the store in these tests (nothing is delivered): only the reconciler
// finds the payments, refunds and disputes, by asking Stripe's lists.
const { bed, run } = withReconcilerTestbed();
const { ownedTier } = bed;
const withheld = { deliverEvents: false };
const controls = () => standInControls(bed.harness.standIn.url);

describe('the reconciler: no paid purchase is ever lost', () => {
  it('grants a payment whose events were lost and whose buyer never came back, once', async () => {
    const { sessionId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'baller');
    expect(await ownedTier()).toBeNull();

    const first = await run();

    expect(first).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'granted' }],
    });
    expect(await ownedTier()).toBe('baller');
    expect(await bed.totals()).toMatchObject({ revenueCents: 5000, purchaseCount: 1 });

    const before = await bed.table.items();
    expect(await run()).toEqual({ complete: true, corrections: [] });
    expect(await bed.table.items()).toEqual(before);
  });

  it('applies a refund and a lost dispute whose events were lost; a second run writes nothing', async () => {
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    await run();
    expect(await ownedTier()).toBe('mvp');

    await controls().refund(mvp.paymentIntentId, undefined, withheld);
    await controls().dispute(starter.paymentIntentId, 'lost', withheld);
    const result = await run();

    expect(result.corrections).toEqual(
      expect.arrayContaining([
        { kind: 'refund', paymentIntentId: mvp.paymentIntentId, outcome: 'applied' },
        { kind: 'dispute', paymentIntentId: starter.paymentIntentId, outcome: 'applied' },
      ]),
    );
    expect(await ownedTier()).toBeNull();
    expect(await bed.totals()).toMatchObject({ revenueCents: 0 });

    const before = await bed.table.items();
    expect(await run()).toEqual({ complete: true, corrections: [] });
    expect(await bed.table.items()).toEqual(before);
  });

  it('leaves the store as it was when Stripe fails mid-run, and the next run finishes the job', async () => {
    await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'rookie');
    const before = await bed.table.items();
    const unreachable = new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });

    await expect(run(unreachable)).rejects.toThrow();
    expect(await bed.table.items()).toEqual(before);

    expect((await run()).corrections).toHaveLength(1);
    expect(await ownedTier()).toBe('rookie');
  });

  it('stops at its deadline with a cursor, and the next run resumes and clears it', async () => {
    await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');

    const stopped = await run(bed.harness.stripe, Date.now());

    expect(stopped).toEqual({ complete: false, corrections: [] });
    expect(await bed.table.get({ pk: 'CHECKOUT#reconciler', sk: 'RECONCILE_CURSOR' })).toMatchObject({
      phase: 'sessions',
    });

    const resumed = await run();

    expect(resumed.complete).toBe(true);
    expect(resumed.corrections).toHaveLength(1);
    const cursor = await bed.table.get({ pk: 'CHECKOUT#reconciler', sk: 'RECONCILE_CURSOR' });
    expect(cursor).not.toHaveProperty('phase');
    expect(cursor).toHaveProperty('finishedAt');
    expect(await ownedTier()).toBe('starter');
  });

  it('finds nothing to apply after an admin refund from the panel (one refund path)', async () => {
    await seedAdmin();
    const { paymentIntentId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'baller');
    await run();
    const refunded = await call('POST /admin/payments/{paymentIntentId}/refund', {
      token: bed.auth.tokens.admin,
      params: { paymentIntentId },
      body: { requestId: randomUUID(), amountCents: 2000, reason: 'Goodwill' },
    });
    expect(refunded.status).toBe(200);
    const before = await bed.table.items();

    expect(await run()).toEqual({ complete: true, corrections: [] });
    expect(await bed.table.items()).toEqual(before);
    expect(await bed.totals()).toMatchObject({ revenueCents: 3000 });
    expect(await ownedTier()).toBe('baller');
  });
});

describe('the reconciler: no overpayment stands', () => {
  const refundsOf = async (paymentIntentId: string) =>
    (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data;

  it('grants Starter and MVP paid with their events lost, and refunds the $30 beyond MVP once', async () => {
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');

    const first = await run();
    const second = await run();

    expect(first.complete).toBe(true);
    expect(await ownedTier()).toBe('mvp');
    const refunds = [...(await refundsOf(starter.paymentIntentId)), ...(await refundsOf(mvp.paymentIntentId))];
    expect(refunds.map((refund) => refund.amount)).toEqual([3000]);
    expect(await bed.totals()).toMatchObject({ revenueCents: 10_000, purchaseCount: 2 });
    expect(second).toEqual({ complete: true, corrections: [] });
  });

  describe('when the refund of an overpayment failed at fulfilment', () => {
    const stripe = withStripeFaults(() => bed.harness.standIn.url);

    it('asks Stripe again on its next run, once', async () => {
      const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
      const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
      await call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId: starter.sessionId } });
      process.env.STRIPE_API_URL = stripe.url;
      stripe.fault = { when: (method, path) => method === 'POST' && path === '/v1/refunds', lost: 'before' };
      const answer = await call('POST /checkout/verify', {
        token: bed.auth.tokens.userA,
        body: { sessionId: mvp.sessionId },
      });
      expect(answer.body).toMatchObject({ outcome: 'overpaid', refundCents: 3000 });
      expect(await refundsOf(mvp.paymentIntentId)).toEqual([]);
      stripe.fault = null;
      process.env.STRIPE_API_URL = bed.harness.standIn.url;

      const result = await run();

      // Its refund's event is not delivered here either: the same run takes the refund in.
      expect(result.corrections).toEqual([
        { kind: 'overpayment-refund', sessionId: mvp.sessionId, outcome: expect.stringMatching(/^re_/) },
        { kind: 'refund', paymentIntentId: mvp.paymentIntentId, outcome: 'applied' },
      ]);
      expect(await ownedTier()).toBe('mvp');
      expect(await bed.totals()).toMatchObject({ revenueCents: 10_000 });
      expect((await refundsOf(mvp.paymentIntentId)).map((refund) => refund.amount)).toEqual([3000]);
      expect(await run()).toEqual({ complete: true, corrections: [] });
    });
  });
});

describe('the reconciler with Stripe down', () => {
  it('answers 502 with its message on POST /_local/reconcile, never 500, storing nothing', async () => {
    await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'baller');
    const before = await bed.table.items();
    process.env.STRIPE_API_URL = await unreachableStripeUrl();
    const logged: string[] = [];
    const api = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [],
      invokableFunctions: {},
      log: (line) => logged.push(line),
      loadHandler: async () => (await import('../handlers/reconciler')).handler as LambdaHandler,
    });
    try {
      const response = await fetch(`${api.url}${RECONCILE_PATH}`, { method: 'POST' });

      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: CHECKOUT_MESSAGES.reconcileFailed });
      expect(await bed.table.items()).toEqual(before);
    } finally {
      await api.close();
    }
  });
});
