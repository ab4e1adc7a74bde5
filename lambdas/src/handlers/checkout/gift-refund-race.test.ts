import { USER_A, USER_B } from '../../../test/auth-server';
import { claimGift, giftAndPay, verifySession } from '../../../test/gift-kit';
import { deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';

const bed = withPaymentsTestbed();
const { table } = bed;
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  await seedUser(USER_A, 'buyer@example.com');
  await seedUser(USER_B, 'friend@example.com');
});

const FRIEND = { email: 'friend@example.com', showSender: true };

async function paidGift() {
  const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);
  await verifySession(bed.auth.tokens.userA, paid.sessionId);
  return paid;
}
const recipientPurchases = async () => (await bed.purchaseRows()).filter((row) => row.userId === USER_B);
const appliedRefunds = async () => (await table.items()).filter((item) => item.sk === 'REFUND');
const refundEmails = async () => (await table.items()).filter((item) => item.template === 'payment-refunded');

/** Whatever the order, the ledger ends consistent: no tier bought by a refunded payment, no revenue kept, the refund counted once. */
async function expectRefundedOnce(paymentIntentId: string) {
  expect((await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data).toHaveLength(1);
  expect(await appliedRefunds()).toHaveLength(1);
  const purchases = await recipientPurchases();
  expect(purchases.filter((row) => row.status !== 'refunded')).toEqual([]);
  expect((await bed.totals()).revenueCents ?? 0).toBe(0);
  const ledger = await table.get({ pk: `USER#${USER_B}`, sk: 'LEDGER' });
  expect(ledger?.ownedTierId ?? null).toBeNull();
}

describe('a refund racing a gift’s claim', () => {
  it('refund first: the claim answers 410 and nothing is stored in the recipient’s ledger', async () => {
    const { giftId, paymentIntentId } = await paidGift();
    await deliver(await bed.harness.refund(paymentIntentId));

    const claim = await claimGift(bed.auth.tokens.userB, giftId);

    expect(claim.status).toBe(410);
    expect(await recipientPurchases()).toEqual([]);
    await expectRefundedOnce(paymentIntentId);
  });

  it('claim first: the refund takes the tier back from the recipient and is told to the buyer', async () => {
    const { giftId, paymentIntentId } = await paidGift();
    expect((await claimGift(bed.auth.tokens.userB, giftId)).status).toBe(200);

    await deliver(await bed.harness.refund(paymentIntentId));

    expect(await recipientPurchases()).toEqual([expect.objectContaining({ status: 'refunded' })]);
    await expectRefundedOnce(paymentIntentId);
    const [email] = await refundEmails();
    expect(email?.message).toMatchObject({
      to: 'buyer@example.com',
      givenBack: 'refund',
      takenBack: true,
      amountCents: 10000,
      giftFor: 'friend@example.com',
    });
    // Filed under the buyer, whose email it is: the recipient's data download does not carry the buyer's address.
    expect(email).toMatchObject({ userId: USER_A });
  });

  it('at once: one of the two orders, the ledger consistent and the refund counted once', async () => {
    for (let round = 0; round < 3; round += 1) {
      await table.clear();
      await seedUser(USER_A, 'buyer@example.com');
      await seedUser(USER_B, 'friend@example.com');
      const { giftId, paymentIntentId } = await paidGift();
      const refunded = await bed.harness.refund(paymentIntentId);

      const [claim] = await Promise.all([claimGift(bed.auth.tokens.userB, giftId), deliver(refunded)]);

      expect([200, 410]).toContain(claim.status);
      expect(await recipientPurchases()).toHaveLength(claim.status === 200 ? 1 : 0);
      await expectRefundedOnce(paymentIntentId);
    }
  });

  it('a dispute lost after the claim takes the tier back from the recipient and is told to the buyer', async () => {
    const { giftId, paymentIntentId } = await paidGift();
    await claimGift(bed.auth.tokens.userB, giftId);

    await deliver(await bed.harness.dispute(paymentIntentId, 'lost'));

    expect(await recipientPurchases()).toEqual([expect.objectContaining({ status: 'disputed', disputeLost: true })]);
    expect((await table.get({ pk: `USER#${USER_B}`, sk: 'LEDGER' }))?.ownedTierId).toBeNull();
    const lost = (await table.items()).find((item) => item.template === 'dispute-lost');
    expect(lost).toMatchObject({
      userId: USER_A,
      message: expect.objectContaining({ to: 'buyer@example.com', giftFor: 'friend@example.com' }),
    });
  });
});
