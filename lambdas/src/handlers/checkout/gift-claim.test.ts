import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { GIFT_MESSAGES } from '@shared/gifts';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { claimGift, giftAndPay, verifySession, viewGift } from '../../../test/gift-kit';
import { sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { documentClient, tableName } from '../../data/client';
import { profileTombstoneChange } from '../../data/profile';
import { transactWrite } from '../../data/transactions';

const bed = withPaymentsTestbed();
const { table } = bed;
const USER_C = 'a1b2c3d4-0000-4000-8000-00000000000c';
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  await seedUser(USER_A, 'buyer@example.com');
  await seedUser(USER_B, 'friend@example.com');
});

const FRIEND = { email: 'Friend@Example.com', message: 'Enjoy the game!', showSender: true };
const buyer = () => bed.auth.tokens.userA;
const recipient = () => bed.auth.tokens.userB;

/** A paid gift of `tierId` to friend@example.com, its payment recorded. */
async function paidGift(tierId: 'starter' | 'mvp' = 'mvp', order = FRIEND) {
  const paid = await giftAndPay(bed.harness, buyer(), tierId, order);
  await verifySession(buyer(), paid.sessionId);
  return paid;
}
const purchasesOf = async (userId: string) => (await bed.purchaseRows()).filter((row) => row.userId === userId);
const ledgerOf = (userId: string) => table.get({ pk: `USER#${userId}`, sk: 'LEDGER' });
const giftItem = (giftId: string) => table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });
const refundsAtStripe = async (paymentIntentId: string) =>
  (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data;

describe('claiming a gift', () => {
  it('shows the recipient the gift, then makes the tier theirs as a standing payment in their ledger', async () => {
    const { giftId, sessionId, paymentIntentId } = await paidGift();
    const buyerLedger = await ledgerOf(USER_A);

    const view = await viewGift(recipient(), giftId);
    const claim = await claimGift(recipient(), giftId);

    expect(view.body).toEqual({
      giftId,
      tierId: 'mvp',
      tierName: 'MVP',
      from: 'buyer@example.com',
      message: 'Enjoy the game!',
      status: 'unclaimed',
      claimedByYou: false,
    });
    expect(claim.status).toBe(200);
    expect(claim.body).toEqual({ outcome: 'claimed', tierName: 'MVP' });
    expect(await purchasesOf(USER_B)).toEqual([
      expect.objectContaining({
        id: sessionId,
        tierId: 'mvp',
        amountCents: 10000,
        valueCents: 10000,
        status: 'paid',
        email: 'friend@example.com',
        stripePaymentIntentId: paymentIntentId,
        gift: {
          giftId,
          buyerId: USER_A,
          buyerEmail: 'buyer@example.com',
          from: 'buyer@example.com',
          message: 'Enjoy the game!',
        },
      }),
    ]);
    const me = await call('GET /me', { token: recipient() });
    expect(me.body).toMatchObject({ tierId: 'mvp' });
    expect(await giftItem(giftId)).toMatchObject({ status: 'claimed', claimedBy: USER_B, version: 2 });
    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'UNCLAIMED' })).toBeUndefined();
    expect(await table.get({ pk: `CHECKOUT#${paymentIntentId}`, sk: 'PAYMENT' })).toMatchObject({
      sessionId,
      userId: USER_B,
    });
    // Revenue and the purchase count move at the claim, when the tier is delivered; the buyer's ledger never does.
    expect(await bed.totals()).toMatchObject({ revenueCents: 10000, purchaseCount: 1 });
    expect(await ledgerOf(USER_A)).toEqual(buyerLedger);
    const claimed = (await table.items()).find((item) => item.template === 'gift-claimed');
    expect(claimed?.message).toEqual({
      template: 'gift-claimed',
      to: 'friend@example.com',
      giftId,
      tierId: 'mvp',
      tierName: 'MVP',
      from: 'buyer@example.com',
    });
    expect((await viewGift(recipient(), giftId)).body).toMatchObject({ status: 'claimed', claimedByYou: true });
  });

  it('answers 403 to another address, telling nothing of the gift and writing nothing', async () => {
    const { giftId } = await paidGift();
    await seedUser(USER_C, 'someone@example.com');
    const other = await bed.auth.accessToken(USER_C);
    const before = await table.items();

    const view = await viewGift(other, giftId);
    const claim = await claimGift(other, giftId);

    expect(view.status).toBe(403);
    expect(view.body).toEqual({ message: GIFT_MESSAGES.otherEmail });
    expect(claim.status).toBe(403);
    expect(claim.body).toEqual({ message: GIFT_MESSAGES.otherEmail });
    expect(await table.items()).toEqual(before);
  });

  it('answers a second claim the same, with one purchase', async () => {
    const { giftId } = await paidGift();

    const first = await claimGift(recipient(), giftId);
    const after = await table.items();
    const second = await claimGift(recipient(), giftId);

    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await table.items()).toEqual(after);
    expect(await purchasesOf(USER_B)).toHaveLength(1);
  });

  it('stores twenty claims at once as one purchase and one ledger change, all answered alike', async () => {
    const { giftId } = await paidGift();

    const answers = await Promise.all(Array.from({ length: 20 }, () => claimGift(recipient(), giftId)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toEqual(
      new Set([JSON.stringify({ outcome: 'claimed', tierName: 'MVP' })]),
    );
    expect(await purchasesOf(USER_B)).toHaveLength(1);
    expect(await ledgerOf(USER_B)).toMatchObject({ version: 1 });
    expect(await giftItem(giftId)).toMatchObject({ version: 2 });
    expect(await bed.totals()).toMatchObject({ revenueCents: 10000, purchaseCount: 1 });
  });

  it('answers 404 to a guessed id, one in no gift’s shape, and a gift not paid yet', async () => {
    const started = await call('POST /checkout', { token: buyer(), body: { tierId: 'mvp', gift: FRIEND } });
    const unpaid = String(
      (
        bed.harness.standIn.state.get(sessionIdOf((started.body as { url: string }).url)).session.metadata as Record<
          string,
          string
        >
      ).giftId,
    );

    for (const giftId of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-gift', unpaid]) {
      const view = await viewGift(recipient(), giftId);
      const claim = await claimGift(recipient(), giftId);
      expect([view.status, claim.status]).toEqual([404, 404]);
      expect(claim.body).toEqual({ message: GIFT_MESSAGES.notFound });
    }
  });

  it('answers a reused link: 403 to another address, 409 to a later account at the same address', async () => {
    const { giftId } = await paidGift();
    await claimGift(recipient(), giftId);
    await seedUser(USER_C, 'someone@example.com');
    expect((await claimGift(await bed.auth.accessToken(USER_C), giftId)).status).toBe(403);

    // The recipient deletes their account; whoever signs up with the address later did not claim it.
    await transactWrite([profileTombstoneChange(USER_B, `deleted-${USER_B}@deleted.invalid`, new Date())]);
    const later = 'a1b2c3d4-0000-4000-8000-00000000000d';
    await seedUser(later, 'friend@example.com');
    const claim = await claimGift(await bed.auth.accessToken(later), giftId);

    expect(claim.status).toBe(409);
    expect(claim.body).toEqual({ message: GIFT_MESSAGES.alreadyClaimed });
    const view = await viewGift(await bed.auth.accessToken(later), giftId);
    expect(view.status).toBe(409);
    expect(view.body).toEqual({ message: GIFT_MESSAGES.alreadyClaimed });
  });

  it('lets whoever signs up with a deleted account’s address claim a gift sent to it', async () => {
    await seedPurchase(USER_B, 'mvp');
    await transactWrite([profileTombstoneChange(USER_B, `deleted-${USER_B}@deleted.invalid`, new Date())]);
    const { giftId } = await paidGift();
    await seedUser(USER_C, 'Friend@example.com');

    const claim = await claimGift(await bed.auth.accessToken(USER_C), giftId);

    expect(claim.body).toEqual({ outcome: 'claimed', tierName: 'MVP' });
    expect(await purchasesOf(USER_C)).toHaveLength(1);
  });

  it('gives a gift back in full to the buyer’s card when the recipient owns the tier by the claim', async () => {
    const { giftId, paymentIntentId, sessionId } = await paidGift('starter');
    await seedPurchase(USER_B, 'mvp');

    const claim = await claimGift(recipient(), giftId);

    expect(claim.body).toEqual({ outcome: 'already_owned', tierName: 'Starter' });
    expect(await refundsAtStripe(paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 3000, reason: 'duplicate', status: 'succeeded' }),
    ]);
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toMatchObject({
      userId: USER_B,
      verdict: 'duplicate',
      duplicateRefundId: expect.any(String),
    });
    expect((await call('GET /me', { token: recipient() })).body).toMatchObject({ tierId: 'mvp' });
    // A repeat answers the same and refunds nothing more.
    expect((await claimGift(recipient(), giftId)).body).toEqual(claim.body);
    expect(await refundsAtStripe(paymentIntentId)).toHaveLength(1);
  });

  it('gives back the part beyond the highest tier when the recipient’s payments add up past it', async () => {
    await seedPurchase(USER_B, 'all-star');
    const { giftId, paymentIntentId } = await paidGift('mvp');

    const claim = await claimGift(recipient(), giftId);

    expect(claim.body).toEqual({ outcome: 'overpaid', tierName: 'MVP', refundCents: 7500 });
    expect(await refundsAtStripe(paymentIntentId)).toEqual([expect.objectContaining({ amount: 7500 })]);
    expect((await call('GET /me', { token: recipient() })).body).toMatchObject({ tierId: 'mvp' });
  });

  it('lets the recipient upgrade from the gift paying the difference', async () => {
    const { giftId } = await paidGift('starter');
    await claimGift(recipient(), giftId);

    const upgrade = await call('POST /checkout', { token: recipient(), body: { tierId: 'mvp' } });

    const { lineItems } = bed.harness.standIn.state.get(sessionIdOf((upgrade.body as { url: string }).url));
    expect(lineItems[0]?.price_data).toMatchObject({
      unit_amount: 7000,
      product_data: { name: 'D1 Gang MVP (upgrade from Starter)' },
    });
  });

  it('answers 410 for a cancelled gift', async () => {
    const { giftId } = await paidGift();
    await documentClient.send(
      new PutCommand({ TableName: tableName(), Item: { ...(await giftItem(giftId)), status: 'cancelled' } }),
    );

    const view = await viewGift(recipient(), giftId);
    const claim = await claimGift(recipient(), giftId);

    expect(view.status).toBe(410);
    expect(claim.status).toBe(410);
    expect(claim.body).toEqual({ message: GIFT_MESSAGES.cancelled });
    expect(await purchasesOf(USER_B)).toEqual([]);
  });
});
