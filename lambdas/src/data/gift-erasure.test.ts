import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { MyPurchasesResponse } from '@shared/api/types/account';
import type { GiftView } from '@shared/api/types/gifts';
import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { claimGift, giftAndPay, verifySession, viewGift } from '../../test/gift-kit';
import { withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { eraseAccountData } from './account-deletion';
import { documentClient, tableName } from './client';
import { remindRecipient, resendClaimEmail } from './gift-changes';
import { giftFromItem } from './gift-item';

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

  it('leaves the buyer’s address in no stored item, while the recipient’s gift emails stay theirs', async () => {
    // Prepare: a named gift claimed (its claim email filed under the recipient), and one waiting whose
    // claim email (filed under nobody) was resent by support and followed by a reminder.
    const claimed = await namedGift('friend@example.com');
    await claimGift(bed.auth.tokens.userB, claimed);
    const waiting = await namedGift('later@example.com');
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `CHECKOUT#GIFT#${waiting}`, sk: 'GIFT' },
        UpdateExpression: 'SET lastEmailedAt = :hourAgo',
        ExpressionAttributeValues: { ':hourAgo': new Date(Date.now() - 3_600_000).toISOString() },
      }),
    );
    await resendClaimEmail(waiting, { actor: 'admin', adminId: USER_B, adminEmail: 'admin@example.com' });
    expect(await remindRecipient(giftFromItem((await giftItem(waiting)) ?? {}), 1, new Date())).toBe(true);
    const outbox = async () => (await bed.table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#'));
    expect(JSON.stringify(await outbox())).toContain('buyer@example.com');

    // Act
    await eraseAccountData(USER_A, new Date());

    // Assess: nothing anywhere in the table still holds the address.
    const everything = await bed.table.items();
    const holding = everything.filter((item) => JSON.stringify(item).toLowerCase().includes('buyer@example.com'));
    expect(holding.map((item) => `${item.pk} ${item.sk}`)).toEqual([]);
    // The recipient's emails still go to them, naming no sender; the one waiting still goes out.
    const emails = Object.fromEntries((await outbox()).map((item) => [String(item.id), item]));
    expect(emails[`gift-claimed-${claimed}`]).toMatchObject({
      userId: USER_B,
      message: { template: 'gift-claimed', to: 'friend@example.com', from: null },
    });
    for (const id of [`gift-received-${waiting}`, `gift-resent-${waiting}-1`, `gift-reminder-${waiting}-1`]) {
      expect(emails[id]).toMatchObject({ message: { to: 'later@example.com', giftId: waiting, from: null } });
      expect(emails[id]).not.toHaveProperty('withdrawnAt');
    }
    expect(emails[`gift-reminder-${waiting}-1`]).toHaveProperty('gsi1pk');
  });
});
