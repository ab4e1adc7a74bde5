import type { AccountDataResponse, MyPurchasesResponse } from '@shared/api/types/account';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { claimGift, giftAndPay, verifySession } from '../../../test/gift-kit';
import { deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';

const bed = withPaymentsTestbed();
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  await seedUser(USER_A, 'buyer@example.com');
  await seedUser(USER_B, 'friend@example.com');
});

const myPurchases = async (token: string) => (await call('GET /me/purchases', { token })).body as MyPurchasesResponse;

async function paidGift(showSender: boolean) {
  const order = { email: 'Friend@Example.com', message: 'Enjoy the game!', showSender };
  const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', order);
  await verifySession(bed.auth.tokens.userA, paid.sessionId);
  return paid;
}

describe('gifts in My purchases', () => {
  it('lists the buyer’s gifts sent with where each stands, and none among their own purchases', async () => {
    const { giftId, sessionId } = await paidGift(true);

    const before = await myPurchases(bed.auth.tokens.userA);
    await claimGift(bed.auth.tokens.userB, giftId);
    const after = await myPurchases(bed.auth.tokens.userA);

    expect(before.purchases).toEqual([]);
    expect(before.giftsSent).toEqual([
      {
        giftId,
        orderNumber: `D1-${sessionId.slice(-8).toUpperCase()}`,
        paidAt: expect.any(String),
        tierId: 'mvp',
        tierName: 'MVP',
        recipientEmail: 'Friend@Example.com',
        status: 'unclaimed',
        amountCents: 10000,
      },
    ]);
    expect(after.giftsSent.map((gift) => gift.status)).toEqual(['claimed']);
    expect(after.purchases).toEqual([]);
  });

  it('shows a gift refunded before anyone claimed it as refunded', async () => {
    const { paymentIntentId } = await paidGift(true);

    await deliver(await bed.harness.refund(paymentIntentId));

    expect((await myPurchases(bed.auth.tokens.userA)).giftsSent.map((gift) => gift.status)).toEqual(['refunded']);
  });

  it('shows the recipient the gift and who sent it, when the buyer chose to be named', async () => {
    const named = await paidGift(true);
    await claimGift(bed.auth.tokens.userB, named.giftId);

    const { purchases, giftsSent } = await myPurchases(bed.auth.tokens.userB);

    expect(giftsSent).toEqual([]);
    expect(purchases).toEqual([
      expect.objectContaining({
        tierId: 'mvp',
        status: 'paid',
        gift: { giftId: named.giftId, from: 'buyer@example.com', message: 'Enjoy the game!' },
      }),
    ]);
  });

  it('keeps an anonymous gift’s sender from the recipient', async () => {
    const anonymous = await paidGift(false);
    await claimGift(bed.auth.tokens.userB, anonymous.giftId);

    const [purchase] = (await myPurchases(bed.auth.tokens.userB)).purchases;

    expect(purchase).toMatchObject({ gift: { giftId: anonymous.giftId, from: null, message: 'Enjoy the game!' } });
    expect(JSON.stringify(purchase)).not.toContain('buyer@example.com');
  });

  it('puts the gifts sent, and a gift received without the buyer’s invoice, in the data download', async () => {
    const { giftId } = await paidGift(false);
    await claimGift(bed.auth.tokens.userB, giftId);

    const buyerData = (await call('GET /me/data', { token: bed.auth.tokens.userA })).body as AccountDataResponse;
    const recipientData = (await call('GET /me/data', { token: bed.auth.tokens.userB })).body as AccountDataResponse;

    expect(buyerData.giftsSent).toEqual([
      expect.objectContaining({ giftId, status: 'claimed', recipientEmail: 'Friend@Example.com' }),
    ]);
    expect(buyerData.purchases).toEqual([]);
    expect(recipientData.giftsSent).toEqual([]);
    expect(recipientData.purchases).toEqual([
      expect.objectContaining({
        tierId: 'mvp',
        gift: { giftId, from: null, message: 'Enjoy the game!' },
        invoice: null,
        billingCountry: null,
      }),
    ]);
  });
});
