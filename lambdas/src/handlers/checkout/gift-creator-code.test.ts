import type { AdminCreatorCodesResponse } from '@shared/api/types/creator-codes';
import type { AdminCreatorCode } from '@shared/creator-codes';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { claimGift, giftAndPay, verifySession } from '../../../test/gift-kit';
import { deliver, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { STRIPE_ACTOR } from '../../data/audit';
import { storeCreatorCode } from '../../data/creator-codes';
import { createCreatorCodeAtStripe } from '../../payments/creator-code-stripe';

const bed = withPaymentsTestbed({ stripePerTest: true });
beforeEach(async () => {
  await seedUser(USER_A, 'buyer@example.com');
  await seedUser(USER_B, 'friend@example.com');
  await seedAdmin('coach@example.com');
  const input = { code: 'HOOPS10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null };
  await storeCreatorCode(input, await createCreatorCodeAtStripe(bed.harness.stripe, input), STRIPE_ACTOR, new Date());
});

const FRIEND = { email: 'friend@example.com', showSender: true };

async function report(): Promise<AdminCreatorCode['report']> {
  const { codes } = (await call('GET /admin/creator-codes', { token: bed.auth.tokens.admin }))
    .body as AdminCreatorCodesResponse;
  const found = codes.find((candidate) => candidate.code === 'HOOPS10');
  if (!found) throw new Error('no code HOOPS10');
  return found.report;
}

describe('a gift with a creator code', () => {
  it('is discounted like any purchase; the code’s report moves at payment and not again at the claim', async () => {
    const { sessionId, giftId } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND, {
      creatorCode: 'hoops10',
    });
    expect(bed.harness.standIn.state.get(sessionId).session.amount_total).toBe(9000);

    const verified = await verifySession(bed.auth.tokens.userA, sessionId);
    const atPayment = await report();
    await claimGift(bed.auth.tokens.userB, giftId);

    expect(verified.body).toMatchObject({ outcome: 'gift', tierPrice: 9000, creatorCode: 'HOOPS10' });
    expect(atPayment).toMatchObject({ uses: 1, grossCents: 10000, discountCents: 1000, refundedCents: 0 });
    expect(await report()).toEqual(atPayment);
    // What counts toward tiers is the catalogue price: the recipient owns MVP, revenue is what was charged.
    expect((await call('GET /me', { token: bed.auth.tokens.userB })).body).toMatchObject({ tierId: 'mvp' });
    expect(await bed.totals()).toMatchObject({ revenueCents: 9000 });
  });

  it('a refund before the claim moves the code’s report once, and the claim takes it in', async () => {
    const { sessionId, giftId, paymentIntentId } = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', FRIEND, {
      creatorCode: 'HOOPS10',
    });
    await verifySession(bed.auth.tokens.userA, sessionId);

    await deliver(await bed.harness.refund(paymentIntentId, 1000));
    await claimGift(bed.auth.tokens.userB, giftId);

    expect(await report()).toMatchObject({ uses: 1, refundedCents: 1000 });
    expect(await bed.purchaseRows()).toEqual([
      expect.objectContaining({ userId: USER_B, refundedCents: 1000, status: 'partially_refunded' }),
    ]);
  });
});
