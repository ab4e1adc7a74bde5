import type { AuditEntry } from '@shared/api/types/admin';
import { type ApiServer, STRIPE_EVENTS_PATH, startApiServer } from '../../../../infra/local/api-server';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutAndPay, deliver, SITE, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { reconcile } from '../../payments/reconcile';
import { handler as stripeEventsHandler } from '.';

// Refund and dispute events are only a hint: the store applies what Stripe answers when asked by id,
// and records who made the change (Stripe, when no admin did it from the panel).
// A Stripe per test: some tests run the reconciler, which reads all Stripe holds.
const bed = withPaymentsTestbed({ stripePerTest: true });
const { table, totals, ownedTier } = bed;
let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    siteOrigins: [SITE],
    invokableFunctions: {},
    log: () => undefined,
    loadHandler: async () => stripeEventsHandler as (event: unknown, context: unknown) => Promise<unknown>,
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedAdmin();
});

/** Posts an event through the local stack's events door, as anyone who can reach it could. */
async function throughEventsDoor(event: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${api.url}${STRIPE_EVENTS_PATH}`, { method: 'POST', body: JSON.stringify(event) });
  return response.status;
}

async function boughtMvp() {
  const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
  await deliver(mvp.completed);
  return mvp;
}

const auditEntries = async () =>
  (
    (await call('GET /admin/audit', { token: bed.auth.tokens.admin, query: { userId: USER_A } })).body as {
      items: AuditEntry[];
    }
  ).items;

const reconcileNow = () =>
  reconcile({ stripe: bed.harness.stripe, conversions: null }, { deadline: Date.now() + 20_000 });

describe('refund and dispute events: Stripe’s own figures', () => {
  it('changes nothing when a forged charge.refunded names a real payment Stripe has not refunded', async () => {
    const mvp = await boughtMvp();
    const charge = bed.harness.standIn.state.charge(bed.harness.standIn.state.get(mvp.sessionId));
    const before = await table.items();

    const status = await throughEventsDoor({
      id: 'evt_forged_refund',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { ...charge, amount_refunded: charge.amount, refunded: true } },
    });

    expect(status).toBe(200);
    expect(await table.items()).toEqual(before);
    expect(await ownedTier()).toBe('mvp');
    await reconcileNow();
    expect(await table.items()).toEqual(before);
  });

  it('applies only what Stripe confirms when a forged event inflates a real partial refund', async () => {
    const mvp = await boughtMvp();
    const real = await bed.harness.refund(mvp.paymentIntentId, 1000);
    const object = real.data.object as { amount_refunded: number };

    await throughEventsDoor({ ...real, id: 'evt_inflated', data: { object: { ...object, amount_refunded: 10_000 } } });

    expect(await ownedTier()).toBe('mvp');
    expect(await totals()).toMatchObject({ revenueCents: 9000 });
  });

  it('brings the store up to every refund Stripe holds when an older refund event arrives late', async () => {
    const mvp = await boughtMvp();
    const first = await bed.harness.refund(mvp.paymentIntentId, 1000);
    await bed.harness.refund(mvp.paymentIntentId, 2000);

    await deliver(first);

    expect(await totals()).toMatchObject({ revenueCents: 7000 });
    const entries = (await auditEntries()).reverse();
    expect(entries.map((entry) => [entry.actor, entry.before.refundedCents, entry.after.refundedCents])).toEqual([
      ['stripe', 0, 1000],
      ['stripe', 1000, 3000],
    ]);
  });

  it('changes nothing when a forged lost dispute names a real payment', async () => {
    const mvp = await boughtMvp();
    const before = await table.items();

    const status = await throughEventsDoor({
      id: 'evt_forged_dispute',
      object: 'event',
      type: 'charge.dispute.closed',
      data: { object: { id: 'du_forged', object: 'dispute', payment_intent: mvp.paymentIntentId, status: 'lost' } },
    });

    expect(status).toBe(200);
    expect(await table.items()).toEqual(before);
    expect(await ownedTier()).toBe('mvp');
  });

  it('takes the tier back on a dispute Stripe says was lost', async () => {
    const mvp = await boughtMvp();
    const closed = await bed.harness.dispute(mvp.paymentIntentId, 'lost');

    await throughEventsDoor(closed as unknown as Record<string, unknown>);

    expect(await ownedTier()).toBeNull();
    expect(await totals()).toMatchObject({ revenueCents: 0 });
  });

  it('records a refund made at Stripe as Stripe’s, with Stripe’s reason, in the transaction that applies it', async () => {
    const mvp = await boughtMvp();
    const refunded = await bed.harness.refund(mvp.paymentIntentId, 2000);

    await deliver(refunded);
    await deliver(refunded);

    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        action: 'payment_refunded',
        actor: 'stripe',
        adminId: null,
        adminEmail: null,
        subject: { type: 'user', id: USER_A },
        before: expect.objectContaining({ paymentIntentId: mvp.paymentIntentId, refundedCents: 0, status: 'paid' }),
        after: expect.objectContaining({ refundedCents: 2000, status: 'partially_refunded' }),
      }),
    ]);
  });

  it('records a refund the reconciler applies as Stripe’s, with Stripe’s reason', async () => {
    const mvp = await boughtMvp();
    await bed.harness.stripe.refunds.create({ payment_intent: mvp.paymentIntentId, reason: 'fraudulent' });

    await reconcileNow();

    expect(await ownedTier()).toBeNull();
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        actor: 'stripe',
        reason: 'fraudulent',
        before: expect.objectContaining({ refundedCents: 0, ownedTierId: 'mvp' }),
        after: expect.objectContaining({ refundedCents: 10000, ownedTierId: null, status: 'refunded' }),
      }),
    ]);
  });
});
