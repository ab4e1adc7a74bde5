import { ADMIN_MESSAGES, refundTooLargeMessage } from '@shared/admin-messages';
import type { AdminUserDetailResponse, AuditEntry, RefundResponse } from '@shared/api/types';
import { call } from '../../../test/api-event';
import { ADMIN, USER_A } from '../../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { dayOf } from '../../data/totals';

const bed = withPaymentsTestbed();
const { table, totals, ownedTier } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedUser(ADMIN, 'coach@example.com');
});

const refund = (paymentIntentId: string, body: unknown, token = bed.auth.tokens.admin) =>
  call('POST /admin/payments/{paymentIntentId}/refund', { token, params: { paymentIntentId }, body });

/** Starter, then the MVP upgrade (value 7000), both fulfilled through their Stripe events. */
async function starterThenMvp() {
  const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
  await deliver(starter.completed);
  const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
  await deliver(mvp.completed);
  return { starter, mvp };
}

async function stripeRefunds(paymentIntentId: string) {
  return (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data;
}

const auditItems = async () => (await table.items()).filter((item) => item.gsi1pk === 'AUDIT');
const todaysRevenue = async () =>
  (await table.items())
    .filter((item) => item.pk === 'STATS' && String(item.sk).startsWith(`DAY#${dayOf(new Date())}#`))
    .reduce((sum, item) => sum + Number(item.revenueCents ?? 0), 0);

describe('POST /admin/payments/{paymentIntentId}/refund', () => {
  it('refunds an upgrade in full: the supporter falls back to Starter and revenue drops', async () => {
    const { mvp } = await starterThenMvp();
    expect(await ownedTier()).toBe('mvp');
    expect(await todaysRevenue()).toBe(10000);

    const response = await refund(mvp.paymentIntentId, { reason: 'Asked within 30 days' });

    expect(response.status).toBe(200);
    const body = response.body as RefundResponse;
    expect(body.refundedCents).toBe(7000);
    expect(body.purchase).toMatchObject({ id: mvp.sessionId, status: 'refunded', refundedCents: 7000 });
    expect(body.ledger).toEqual({ standingSumCents: 3000, ownedTierId: 'starter', creditCents: 0 });
    expect(await ownedTier()).toBe('starter');
    expect(await totals()).toMatchObject({ revenueCents: 3000, purchaseCount: 2 });
    expect(await todaysRevenue()).toBe(3000);
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 7000, reason: 'requested_by_customer', status: 'succeeded' }),
    ]);
  });

  it('refunds part of a payment: the tier stays, the status says partly refunded', async () => {
    const { mvp } = await starterThenMvp();

    const response = await refund(mvp.paymentIntentId, { amountCents: 2500, reason: 'Goodwill' });

    expect(response.status).toBe(200);
    expect((response.body as RefundResponse).purchase).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 2500,
    });
    expect(await ownedTier()).toBe('mvp');
    expect(await totals()).toMatchObject({ revenueCents: 7500 });
    expect(await todaysRevenue()).toBe(7500);
    const detail = await call('GET /admin/users/{userId}', {
      token: bed.auth.tokens.admin,
      params: { userId: USER_A },
    });
    expect((detail.body as AdminUserDetailResponse).ledger).toEqual({
      standingSumCents: 10000,
      ownedTierId: 'mvp',
      creditCents: 0,
    });
  });

  it('records who refunded what, with the tier before and after, in the refund’s transaction', async () => {
    const { mvp } = await starterThenMvp();

    await refund(mvp.paymentIntentId, { reason: '  Asked within 30 days ' });

    const list = await call('GET /admin/audit', { token: bed.auth.tokens.admin, query: { userId: USER_A } });
    expect(list.status).toBe(200);
    const [entry] = (list.body as { items: AuditEntry[] }).items;
    expect(entry).toEqual({
      id: expect.any(String),
      action: 'payment_refunded',
      adminId: ADMIN,
      adminEmail: 'coach@example.com',
      at: expect.any(String),
      subject: { type: 'user', id: USER_A },
      before: {
        paymentIntentId: mvp.paymentIntentId,
        tierId: 'mvp',
        status: 'paid',
        refundedCents: 0,
        standingSumCents: 10000,
        ownedTierId: 'mvp',
        creditCents: 0,
      },
      after: {
        paymentIntentId: mvp.paymentIntentId,
        tierId: 'mvp',
        status: 'refunded',
        refundedCents: 7000,
        standingSumCents: 3000,
        ownedTierId: 'starter',
        creditCents: 0,
      },
      reason: 'Asked within 30 days',
    });
  });

  it('refunds once on a double submit, and the Stripe event does not apply it again', async () => {
    const { mvp } = await starterThenMvp();
    const eventsBefore = bed.harness.events.length;

    const [first, second] = await Promise.all([
      refund(mvp.paymentIntentId, { amountCents: 2000, reason: 'Goodwill' }),
      refund(mvp.paymentIntentId, { amountCents: 2000, reason: 'Goodwill' }),
    ]);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(1);
    expect(await totals()).toMatchObject({ revenueCents: 8000 });
    expect(await auditItems()).toHaveLength(1);
    const settled = await table.items();

    for (const event of bed.harness.events.slice(eventsBefore)) await deliver(event);

    expect(await table.items()).toEqual(settled);
  });

  it('records the admin’s refund once when the Stripe event applied it first', async () => {
    const { mvp } = await starterThenMvp();
    const stripeRefund = await bed.harness.refund(mvp.paymentIntentId, 1000);
    await deliver(stripeRefund);
    expect(await totals()).toMatchObject({ revenueCents: 9000 });

    const response = await refund(mvp.paymentIntentId, { amountCents: 1000, reason: 'Second goodwill' });

    expect(response.status).toBe(200);
    expect(await totals()).toMatchObject({ revenueCents: 8000 });
    expect(await stripeRefunds(mvp.paymentIntentId)).toHaveLength(2);
    expect(await auditItems()).toHaveLength(1);
  });

  it('refuses a supporter with 403 and refunds nothing', async () => {
    const { mvp } = await starterThenMvp();

    const response = await refund(mvp.paymentIntentId, { reason: 'Mine' }, bed.auth.tokens.userA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: ADMIN_MESSAGES.accessDenied });
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([]);
  });

  it.each([
    [{ amountCents: 0, reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: -100, reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: 10.5, reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: '100', reason: 'x' }, ADMIN_MESSAGES.refundAmountInvalid],
    [{ amountCents: 7001, reason: 'x' }, refundTooLargeMessage(7000)],
    [{ amountCents: 100 }, ADMIN_MESSAGES.refundReasonRequired],
    [{ amountCents: 100, reason: '   ' }, ADMIN_MESSAGES.refundReasonRequired],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const { mvp } = await starterThenMvp();
    const before = await table.items();

    const response = await refund(mvp.paymentIntentId, body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await table.items()).toEqual(before);
    expect(await stripeRefunds(mvp.paymentIntentId)).toEqual([]);
  });

  it('refuses a payment with nothing left to refund, and an unknown payment', async () => {
    const { mvp } = await starterThenMvp();
    await refund(mvp.paymentIntentId, { reason: 'Full' });
    const before = await table.items();

    const again = await refund(mvp.paymentIntentId, { amountCents: 1, reason: 'More' });
    const unknown = await refund('pi_unknown', { reason: 'Who?' });

    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ADMIN_MESSAGES.nothingToRefund });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: ADMIN_MESSAGES.paymentNotFound });
    expect(await table.items()).toEqual(before);
  });
});
