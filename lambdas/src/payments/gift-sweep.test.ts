import type { AuditEntry } from '@shared/api/types/admin';
import { lambdaContext } from '../../../infra/local/lambda-events';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { paidAtStripe, seedGift } from '../../test/gift-seed';
import { withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';
import type { GiftRecord } from '../data/gift-item';
import { handler as reconcilerHandler } from '../handlers/reconciler';
import { sweepGifts } from './gift-sweep';

// A Stripe per test: the reconciler's run reads everything Stripe holds.
const bed = withPaymentsTestbed({ stripePerTest: true });
const { table } = bed;
beforeEach(async () => {
  await seedUser(USER_A, 'giver@example.com');
  await seedAdmin('coach@example.com');
});

const DAY_MS = 86_400_000;
const NOW = new Date(Date.now());
const daysBefore = (days: number, from = NOW) => new Date(from.getTime() - days * DAY_MS).toISOString();
const daysAfter = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const sweep = (now = NOW, deadline = Date.now() + 20_000) => sweepGifts(bed.harness.stripe, { now, deadline });

const emailsOf = async (template: string) =>
  (await table.items())
    .filter((item) => item.template === template)
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
const giftItem = (giftId: string) => table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });
const itemsUnder = async (giftId: string) =>
  (await table.items()).filter((item) => item.pk === `CHECKOUT#GIFT#${giftId}`).map((item) => item.sk);
const stripeRefunds = async (gift: GiftRecord) =>
  (await bed.harness.stripe.refunds.list({ payment_intent: gift.payment?.paymentIntentId ?? '' })).data;

/** An unclaimed Starter gift from user A paid `days` before NOW, its payment real at the stand-in. */
async function giftPaidAtStripe(days: number) {
  const payment = await paidAtStripe(bed.harness, bed.auth.tokens.userA, 'starter');
  return seedGift({ buyerId: USER_A, buyerEmail: 'giver@example.com', payment, paidAt: daysBefore(days) });
}

describe('the gift sweep', () => {
  it('reminds the recipient once per step: 7 days after the payment, then 25, never again', async () => {
    const gift = await seedGift({ paidAt: daysBefore(8) });
    const fresh = await seedGift({ paidAt: daysBefore(6) });

    expect(await sweep()).toEqual({ reminded: 1, expired: 0, refunded: 0, complete: true });
    expect(await sweep()).toMatchObject({ reminded: 0 });
    const first = await emailsOf('gift-reminder');
    expect(first.map((item) => item.id)).toEqual([`gift-reminder-${gift.giftId}-1`]);
    expect(first[0]?.message).toEqual({
      template: 'gift-reminder',
      to: 'Friend@example.com',
      giftId: gift.giftId,
      tierId: 'starter',
      tierName: 'Starter',
      from: 'giver@example.com',
      claimBy: new Date(Date.parse(gift.paidAt ?? '') + 30 * DAY_MS).toISOString(),
      daysLeft: 22,
    });
    expect(await giftItem(gift.giftId)).toMatchObject({ remindersSent: 1, lastEmailedAt: NOW.toISOString() });
    expect(await giftItem(fresh.giftId)).toMatchObject({ remindersSent: 0 });

    // 26 days after the payment: the second step, once, even from two runs at once.
    const later = daysAfter(18);
    const runs = await Promise.all([sweep(later), sweep(later)]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(2);
    expect(
      (await emailsOf('gift-reminder')).map((item) => [item.id, (item.message as { daysLeft: number }).daysLeft]),
    ).toEqual(
      [
        [`gift-reminder-${gift.giftId}-1`, 22],
        [`gift-reminder-${gift.giftId}-2`, 4],
        [`gift-reminder-${fresh.giftId}-1`, 6],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    expect(await sweep(later)).toMatchObject({ reminded: 0 });
  });

  it('sends one reminder, not two, when a run comes late past both steps', async () => {
    const gift = await seedGift({ paidAt: daysBefore(26) });

    expect(await sweep()).toMatchObject({ reminded: 1 });
    expect(await sweep()).toMatchObject({ reminded: 0 });
    expect((await emailsOf('gift-reminder')).map((item) => item.id)).toEqual([`gift-reminder-${gift.giftId}-2`]);
  });

  it('cancels a gift never claimed within 30 days, refunds it once and tells the buyer', async () => {
    const gift = await giftPaidAtStripe(30);

    expect(await sweep()).toEqual({ reminded: 0, expired: 1, refunded: 1, complete: true });
    expect(await sweep()).toEqual({ reminded: 0, expired: 0, refunded: 0, complete: true });

    const refunds = await stripeRefunds(gift);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 3000, metadata: { giftId: gift.giftId, givenBack: 'gift-cancelled' } }),
    ]);
    expect(await giftItem(gift.giftId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'claim-period',
      cancelledAt: NOW.toISOString(),
      cancelRefundId: refunds[0]?.id,
    });
    expect(await itemsUnder(gift.giftId)).toEqual(['GIFT']);
    expect(await table.get({ pk: `CHECKOUT#${gift.payment?.paymentIntentId}`, sk: 'PAYMENT' })).toMatchObject({
      refundedCents: 3000,
    });
    expect(
      (await emailsOf('gift-expired')).map((item) => [item.id, item.userId, (item.message as { to: string }).to]),
    ).toEqual([[`gift-cancelled-${gift.giftId}`, USER_A, 'giver@example.com']]);
    const audit = await call('GET /admin/audit', { token: bed.auth.tokens.admin, query: { userId: USER_A } });
    expect((audit.body as { items: AuditEntry[] }).items).toEqual([
      expect.objectContaining({
        id: `gift-cancelled-${gift.giftId}`,
        action: 'gift_cancelled',
        actor: 'system',
        adminId: null,
        adminEmail: null,
        reason: null,
        after: { giftId: gift.giftId, recipientEmail: 'Friend@example.com', status: 'cancelled' },
      }),
    ]);
  });

  it('keeps an expired gift’s refund due while Stripe does not answer, and refunds it once on the next run', async () => {
    const gift = await giftPaidAtStripe(31);
    const controls = standInControls(bed.harness.standIn.url);

    await controls.loseAnswers('POST /v1/refunds', 1000);
    let first: Awaited<ReturnType<typeof sweep>>;
    try {
      first = await sweep();
    } finally {
      await controls.loseAnswers('POST /v1/refunds', 0);
    }

    expect(first).toEqual({ reminded: 0, expired: 1, refunded: 0, complete: false });
    expect(await giftItem(gift.giftId)).toMatchObject({ status: 'cancelled' });
    expect(await itemsUnder(gift.giftId)).toEqual(['GIFT', 'REFUND_DUE']);
    expect(await emailsOf('gift-expired')).toEqual([]);

    expect(await sweep()).toEqual({ reminded: 0, expired: 0, refunded: 1, complete: true });
    expect(await stripeRefunds(gift)).toHaveLength(1);
    expect(await itemsUnder(gift.giftId)).toEqual(['GIFT']);
    expect(await emailsOf('gift-expired')).toHaveLength(1);
  });

  it('leaves alone a gift whose payment was refunded before anyone claimed it', async () => {
    const gift = await seedGift({ paidAt: daysBefore(40), refundedCents: 3000 });

    expect(await sweep()).toEqual({ reminded: 0, expired: 0, refunded: 0, complete: true });
    expect(await giftItem(gift.giftId)).toMatchObject({ status: 'unclaimed', remindersSent: 0 });
  });

  it('starts no work past its deadline, and says the run is not complete', async () => {
    const gift = await seedGift({ paidAt: daysBefore(8) });

    expect(await sweep(NOW, Date.now())).toEqual({ reminded: 0, expired: 0, refunded: 0, complete: false });
    expect(await giftItem(gift.giftId)).toMatchObject({ remindersSent: 0 });
  });

  it('runs with the scheduled reconciler', async () => {
    const gift = await seedGift({ paidAt: daysBefore(8) });

    await reconcilerHandler({}, lambdaContext('test-reconciler', 30_000));

    expect(await giftItem(gift.giftId)).toMatchObject({ remindersSent: 1 });
  });
});
