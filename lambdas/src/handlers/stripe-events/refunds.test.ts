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
    expect((await verify(mvp.sessionId)).body).toEqual({
      success: false,
      outcome: 'refunded',
      tierName: 'MVP',
      tierPrice: 7000,
    });
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
    expect((await verify(mvp.sessionId)).body).toEqual({
      success: false,
      outcome: 'refunded',
      tierName: 'MVP',
      tierPrice: 7000,
    });
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
