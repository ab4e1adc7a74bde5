import { USER_A, USER_B } from '../../../test/auth-server';
import { giftAndPay, verifySession, viewGift } from '../../../test/gift-kit';
import { deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';

const bed = withPaymentsTestbed();
const { table } = bed;
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  await seedUser(USER_A, 'buyer@example.com');
});

const FRIEND = { email: 'Friend@Example.com', message: 'Enjoy the game!', showSender: true };
const outbox = async () => (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#'));

describe('a gift’s payment', () => {
  it('is kept on the gift, not in the buyer’s ledger, and the verify call names the recipient', async () => {
    await seedPurchase(USER_A, 'starter');
    const ledgerBefore = await table.get({ pk: `USER#${USER_A}`, sk: 'LEDGER' });
    const totalsBefore = await bed.totals();
    const { sessionId, giftId, paymentIntentId } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);

    const response = await verifySession(bed.auth.tokens.userA, sessionId);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      outcome: 'gift',
      tierName: 'MVP',
      tierPrice: 10000,
      gift: { recipientEmail: 'Friend@Example.com' },
    });
    const gift = await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });
    expect(gift).toMatchObject({
      status: 'unclaimed',
      version: 1,
      gsi1pk: 'GIFTS',
      gsi2pk: `GIFTS_FROM#${USER_A}`,
      payment: expect.objectContaining({ sessionId, paymentIntentId, amountCents: 10000, valueCents: 10000 }),
    });
    expect(gift?.paidAt).toEqual(expect.any(String));
    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'UNCLAIMED' })).toMatchObject({
      gsi1pk: 'GIFTS_UNCLAIMED',
      gsi2pk: 'GIFTS_TO#friend@example.com',
    });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'GIFT' })).toMatchObject({ giftId, buyerId: USER_A });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toBeUndefined();
    // The buyer's own tier, ledger and the store's revenue do not move until the recipient claims it.
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'LEDGER' })).toEqual(ledgerBefore);
    expect((await bed.purchaseRows()).map((row) => row.tierId)).toEqual(['starter']);
    expect(await bed.totals()).toEqual(totalsBefore);
  });

  it('emails the recipient the claim link and the buyer a receipt naming the recipient, once', async () => {
    const { sessionId, giftId, completed } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);

    await verifySession(bed.auth.tokens.userA, sessionId);
    await deliver(completed);

    const messages = (await outbox()).map((item) => item.message);
    expect(messages).toHaveLength(2);
    expect(messages).toEqual(
      expect.arrayContaining([
        {
          template: 'gift-received',
          to: 'Friend@Example.com',
          giftId,
          tierId: 'mvp',
          tierName: 'MVP',
          from: 'buyer@example.com',
          message: 'Enjoy the game!',
        },
        expect.objectContaining({
          template: 'gift-sent',
          to: 'buyer@example.com',
          giftId,
          sessionId,
          tierName: 'MVP',
          recipientEmail: 'Friend@Example.com',
          amountCents: 10000,
          taxCents: 0,
        }),
      ]),
    );
  });

  it('names no sender to the recipient of an anonymous gift', async () => {
    const { sessionId } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'starter', {
      email: 'friend@example.com',
      showSender: false,
    });

    await verifySession(bed.auth.tokens.userA, sessionId);

    const received = (await outbox()).find((item) => item.template === 'gift-received');
    expect(received?.message).toMatchObject({ from: null, message: null });
  });

  it('answers a repeat and the event alike, writing nothing more; anyone else gets 404', async () => {
    const { sessionId, completed } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);
    const first = await verifySession(bed.auth.tokens.userA, sessionId);
    const after = await table.items();

    await deliver(completed);
    const again = await verifySession(bed.auth.tokens.userA, sessionId);
    const someoneElse = await verifySession(bed.auth.tokens.userB, sessionId);

    expect(again.body).toEqual(first.body);
    expect(someoneElse.status).toBe(404);
    expect(await table.items()).toEqual(after);
  });

  it('records the payment once when twenty calls race', async () => {
    const { sessionId, giftId, completed } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? deliver(completed) : verifySession(bed.auth.tokens.userA, sessionId),
      ),
    );

    for (const answer of answers.filter(Boolean))
      expect((answer as { body: unknown }).body).toMatchObject({ outcome: 'gift' });
    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' })).toMatchObject({ version: 1 });
    expect(await outbox()).toHaveLength(2);
  });

  it('lets the buyer start another checkout once the gift is paid: nothing of theirs is processing', async () => {
    const { sessionId } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'starter', FRIEND);
    await verifySession(bed.auth.tokens.userA, sessionId);

    const next = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'starter', { ...FRIEND, message: 'Another' });

    expect(next.sessionId).not.toBe(sessionId);
  });

  it('a refund before the claim lands on the payment marker: the gift then reads refunded, and nothing else moves', async () => {
    await seedUser(USER_B, 'friend@example.com');
    const { sessionId, giftId, paymentIntentId } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND);
    await verifySession(bed.auth.tokens.userA, sessionId);
    const totalsBefore = await bed.totals();

    await deliver(await bed.harness.refund(paymentIntentId));

    expect(await table.get({ pk: `CHECKOUT#${paymentIntentId}`, sk: 'PAYMENT' })).toMatchObject({
      refundedCents: 10000,
    });
    // The gift reads refunded: the claim page answers as for a cancelled gift.
    expect((await viewGift(bed.auth.tokens.userB, giftId)).status).toBe(410);
    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' })).toMatchObject({ status: 'unclaimed' });
    expect(await bed.totals()).toEqual(totalsBefore);
  });
});
