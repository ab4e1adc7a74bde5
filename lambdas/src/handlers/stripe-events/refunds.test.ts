import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';

const bed = withPaymentsTestbed();
const { table, totals, purchaseRows, ownedTier } = bed;
beforeEach(() => seedUser(USER_A, 'fan@example.com'));

const profile = () => table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' });
const verify = (sessionId: string) =>
  call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } });

/** What a user and the admin see of the purchases, independent of timestamps. */
async function visibleState() {
  const rows = await purchaseRows();
  return {
    ownedTier: await ownedTier(),
    currentTierId: (await profile())?.currentTierId,
    revenueCents: (await totals())?.revenueCents,
    purchaseCount: (await totals())?.purchaseCount,
    purchases: rows
      .map((row) => ({
        tierId: row.tierId,
        amountCents: row.amountCents,
        status: row.status,
        refunded: !!row.refundedAt,
      }))
      .sort((a, b) => String(a.tierId).localeCompare(String(b.tierId))),
  };
}

/** One action's audit entries, without their times: who, on what, the figures before and after, the reason. */
async function auditOf(action: 'payment_refunded' | 'payment_dispute_lost') {
  const items = await table.items();
  return items
    .filter((item) => String(item.pk).startsWith('AUDIT#') && item.action === action)
    .map(({ id, actor, adminId, subject, before, after, reason }) => ({
      id,
      actor,
      adminId,
      subject,
      before,
      after,
      reason,
    }));
}

const refundAudit = () => auditOf('payment_refunded');

const REFUNDED_UPGRADE = {
  ownedTier: 'starter',
  currentTierId: 'starter',
  revenueCents: 3000,
  purchaseCount: 2,
  purchases: [
    { tierId: 'mvp', amountCents: 7000, status: 'refunded', refunded: true },
    { tierId: 'starter', amountCents: 3000, status: 'paid', refunded: false },
  ],
};

/** What POST /checkout/verify answers for the refunded MVP upgrade. */
const MVP_REFUNDED_VERIFY = { success: false, outcome: 'refunded', tierName: 'MVP', tierPrice: 7000 };

describe('refunds and lost disputes', () => {
  async function starterThenMvp() {
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    await deliver(starter.completed);
    return { starter, mvp: await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp') };
  }

  it('returns the user to Starter when the MVP upgrade is refunded', async () => {
    const { mvp } = await starterThenMvp();
    await deliver(mvp.completed);
    expect(await ownedTier()).toBe('mvp');

    const refunded = await bed.harness.refund(mvp.paymentIntentId);
    await deliver(refunded);

    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
    expect(await table.get({ pk: `CHECKOUT#${mvp.sessionId}`, sk: 'CHECKOUT' })).toMatchObject({
      refundedAt: expect.any(String),
    });
    expect((await verify(mvp.sessionId)).body).toEqual(MVP_REFUNDED_VERIFY);
  });

  it('changes nothing when the refund arrives twice', async () => {
    const { mvp } = await starterThenMvp();
    await deliver(mvp.completed);
    const refunded = await bed.harness.refund(mvp.paymentIntentId);
    await deliver(refunded);
    const after = await table.items();

    await deliver(refunded);
    await deliver({ ...refunded, id: 'evt_refund_again' });

    expect(await table.items()).toEqual(after);
    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
  });

  it('ends in the same state when the refund arrives before the completed event', async () => {
    const { mvp } = await starterThenMvp();
    const refunded = await bed.harness.refund(mvp.paymentIntentId);

    await deliver(refunded);
    await deliver(mvp.completed);
    await deliver(mvp.completed);

    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
    expect((await verify(mvp.sessionId)).body).toEqual(MVP_REFUNDED_VERIFY);
  });

  it('audits a refund that came before its payment was fulfilled as it audits one that came after', async () => {
    const late = await starterThenMvp();
    await deliver(late.mvp.completed);
    await deliver(await bed.harness.refund(late.mvp.paymentIntentId, 2000));
    await deliver(await bed.harness.refund(late.mvp.paymentIntentId, 5000));
    const lateAudit = await refundAudit();
    expect(lateAudit).toHaveLength(2);
    await table.clear();
    await seedUser(USER_A, 'fan@example.com');

    const early = await starterThenMvp();
    const first = await bed.harness.refund(early.mvp.paymentIntentId, 2000);
    const second = await bed.harness.refund(early.mvp.paymentIntentId, 5000);
    await deliver(first);
    await deliver(second);
    expect(await refundAudit()).toEqual([]);
    await deliver(early.mvp.completed);
    await deliver(early.mvp.completed);

    const withoutIds = (entries: Awaited<ReturnType<typeof refundAudit>>) =>
      entries.map(({ id, before, after, ...entry }) => ({
        ...entry,
        before: { ...(before as object), paymentIntentId: null },
        after: { ...(after as object), paymentIntentId: null },
      }));
    const earlyAudit = await refundAudit();
    const refunds = await bed.harness.stripe.refunds.list({ payment_intent: early.mvp.paymentIntentId });
    expect(earlyAudit.map((entry) => entry.id).sort()).toEqual(
      refunds.data.map((refund) => `refund-${refund.id}`).sort(),
    );
    expect(withoutIds(earlyAudit)).toEqual(expect.arrayContaining(withoutIds(lateAudit)));
    expect(earlyAudit).toHaveLength(2);
    expect(earlyAudit.every((entry) => entry.actor === 'stripe' && entry.adminId === null)).toBe(true);
    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
  });

  it('audits a lost dispute once, as Stripe’s change, whether it came before or after fulfilment', async () => {
    const disputeAudit = () => auditOf('payment_dispute_lost');
    const expected = (paymentIntentId: string) => [
      {
        id: `dispute-lost-${paymentIntentId}`,
        actor: 'stripe',
        adminId: null,
        subject: { type: 'user', id: USER_A },
        before: {
          paymentIntentId,
          tierId: 'mvp',
          status: 'paid',
          refundedCents: 0,
          standingSumCents: 10000,
          ownedTierId: 'mvp',
          creditCents: 0,
        },
        after: {
          paymentIntentId,
          tierId: 'mvp',
          status: 'disputed',
          refundedCents: 0,
          standingSumCents: 3000,
          ownedTierId: 'starter',
          creditCents: 0,
        },
        reason: null,
      },
    ];
    const late = await starterThenMvp();
    await deliver(late.mvp.completed);
    const lost = await bed.harness.dispute(late.mvp.paymentIntentId, 'lost');
    await deliver(lost);
    await deliver(lost);
    expect(await disputeAudit()).toEqual(expected(late.mvp.paymentIntentId));
    await table.clear();
    await seedUser(USER_A, 'fan@example.com');

    const early = await starterThenMvp();
    await deliver(await bed.harness.dispute(early.mvp.paymentIntentId, 'lost'));
    expect(await disputeAudit()).toEqual([]);
    await deliver(early.mvp.completed);
    await deliver(early.mvp.completed);
    expect(await disputeAudit()).toEqual(expected(early.mvp.paymentIntentId));
  });

  it('ends in the same state when the refund races the verify call', async () => {
    const { mvp } = await starterThenMvp();
    const refunded = await bed.harness.refund(mvp.paymentIntentId);

    await Promise.all([deliver(refunded), verify(mvp.sessionId), deliver(mvp.completed), deliver(refunded)]);

    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
  });

  it('keeps the tier on a partial refund; revenue drops by what was refunded', async () => {
    const { mvp } = await starterThenMvp();
    await deliver(mvp.completed);

    await deliver(await bed.harness.refund(mvp.paymentIntentId, 2000));

    expect(await visibleState()).toEqual({
      ownedTier: 'mvp',
      currentTierId: 'mvp',
      revenueCents: 8000,
      purchaseCount: 2,
      purchases: [
        { tierId: 'mvp', amountCents: 7000, status: 'partially_refunded', refunded: false },
        { tierId: 'starter', amountCents: 3000, status: 'paid', refunded: false },
      ],
    });
  });

  it('takes the tier back when partial refunds add up to the whole payment', async () => {
    const { mvp } = await starterThenMvp();
    await deliver(mvp.completed);

    await deliver(await bed.harness.refund(mvp.paymentIntentId, 2000));
    await deliver(await bed.harness.refund(mvp.paymentIntentId, 5000));

    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
  });

  it('never brings a refunded tier back when the completed event is replayed', async () => {
    const { mvp } = await starterThenMvp();
    await deliver(mvp.completed);
    await deliver(await bed.harness.refund(mvp.paymentIntentId));

    await deliver(mvp.completed);
    await verify(mvp.sessionId);

    expect(await visibleState()).toEqual(REFUNDED_UPGRADE);
  });

  it('takes the tier back when a dispute is lost, and not when it is won', async () => {
    const { starter, mvp } = await starterThenMvp();
    await deliver(mvp.completed);

    await deliver(await bed.harness.dispute(starter.paymentIntentId, 'won'));
    expect(await ownedTier()).toBe('mvp');

    await deliver(await bed.harness.dispute(mvp.paymentIntentId, 'lost'));
    expect(await visibleState()).toEqual({
      ...REFUNDED_UPGRADE,
      purchases: [
        { tierId: 'mvp', amountCents: 7000, status: 'disputed', refunded: true },
        { tierId: 'starter', amountCents: 3000, status: 'paid', refunded: false },
      ],
    });
    const row = (await purchaseRows()).find((purchase) => purchase.tierId === 'mvp');
    expect(row).toMatchObject({ disputeLost: true, refundedCents: 0 });
  });

  it('leaves no tier and no revenue when the only purchase is refunded', async () => {
    const { completed, paymentIntentId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'all-star');
    await deliver(completed);

    await deliver(await bed.harness.refund(paymentIntentId));

    expect(await ownedTier()).toBeNull();
    expect(await profile()).toMatchObject({ currentTierId: null });
    expect(await totals()).toMatchObject({ revenueCents: 0, purchaseCount: 1 });
  });
});
