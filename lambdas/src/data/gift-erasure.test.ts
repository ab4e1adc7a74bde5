import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { MyPurchasesResponse } from '@shared/api/types/account';
import type { GiftView } from '@shared/api/types/gifts';
import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { claimGift, giftAndPay, verifySession, viewGift } from '../../test/gift-kit';
import { withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { eraseAccountData } from './account-deletion';

const bed = withPaymentsTestbed();
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  await seedUser(USER_A, 'buyer@example.com');
  await seedUser(USER_B, 'friend@example.com');
});

async function namedGift(email: string) {
  const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', {
    email,
    message: 'Enjoy!',
    showSender: true,
  });
  await verifySession(bed.auth.tokens.userA, paid.sessionId);
  return paid.giftId;
}

const giftItem = (giftId: string) => bed.table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });

describe('deleting a gift buyer’s account', () => {
  it('takes their address off every gift they paid for and off the purchase a recipient claimed; the gifts stand', async () => {
    const claimed = await namedGift('friend@example.com');
    await claimGift(bed.auth.tokens.userB, claimed);
    const waiting = await namedGift('later@example.com');

    await eraseAccountData(USER_A, new Date());

    for (const giftId of [claimed, waiting]) {
      const item = await giftItem(giftId);
      expect(item).toMatchObject({ buyerEmail: ACCOUNT_MESSAGES.deletedAccount, showSender: false });
      expect(JSON.stringify(item)).not.toContain('buyer@example.com');
    }
    expect(await giftItem(claimed)).toMatchObject({ status: 'claimed', claimedBy: USER_B });
    expect(await giftItem(waiting)).toMatchObject({ status: 'unclaimed' });
    // The recipient keeps the tier and the message; the gift is from nobody now.
    const mine = (await call('GET /me/purchases', { token: bed.auth.tokens.userB })).body as MyPurchasesResponse;
    expect(mine.purchases).toEqual([
      expect.objectContaining({ tierId: 'mvp', gift: { giftId: claimed, from: null, message: 'Enjoy!' } }),
    ]);
    const stored = (await bed.table.items()).filter((item) => item.pk === `USER#${USER_B}`);
    expect(JSON.stringify(stored)).not.toContain('buyer@example.com');
    expect((await call('GET /me', { token: bed.auth.tokens.userB })).body).toMatchObject({ tierId: 'mvp' });
  });

  it('leaves an unclaimed gift claimable, shown as from nobody', async () => {
    const giftId = await namedGift('friend@example.com');

    await eraseAccountData(USER_A, new Date());

    const view = await viewGift(bed.auth.tokens.userB, giftId);
    expect(view.status).toBe(200);
    expect(view.body as GiftView).toMatchObject({ status: 'unclaimed', from: null, message: 'Enjoy!' });
    expect((await claimGift(bed.auth.tokens.userB, giftId)).status).toBe(200);
    expect(await giftItem(giftId)).toMatchObject({ status: 'claimed', buyerEmail: ACCOUNT_MESSAGES.deletedAccount });
  });
});
