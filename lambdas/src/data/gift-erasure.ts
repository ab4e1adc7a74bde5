import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import { giftRecipientEmailIds } from './gift-email-ids';
import { type GiftRecord, giftFromItem, giftKey } from './gift-item';
import { forgetEmailSender } from './outbox';
import { listPurchasesForUser, purchaseGiftSenderErasure } from './purchase';
import { queryAll } from './query-page';
import { transactWriteOnce } from './transactions';

/**
 * A deleted account's gifts (data/account-deletion.ts): the buyer's address leaves every gift they
 * paid for, which names no sender from then on, the purchase a recipient claimed from one, and the
 * emails to its recipient that named them. The gifts stand: paid, they stay claimable or claimed. The
 * gift's version moves, so a claim that read the address before is written again from the gift as it
 * is now.
 */
export async function forgetGiftsSent(buyerId: string, tombstone: string): Promise<void> {
  const listed = await queryAll({ index: GSI2, partition: `${GSI2_PARTITION.giftsFrom}${buyerId}` });
  for (const item of listed) {
    const gift = await tombstoneGift(String(item.giftId), tombstone);
    if (gift.payment?.email) await tombstonePaymentEmail(gift.giftId, tombstone);
    await forgetSenderInRecipientEmails(gift);
    if (gift.claimedBy) await forgetClaimedGiftSender(gift, tombstone);
  }
}

/** The gift without its buyer's address, as it is once written (the index's copy may be behind it). */
async function tombstoneGift(giftId: string, tombstone: string): Promise<GiftRecord> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: giftKey(giftId),
      UpdateExpression: 'SET buyerEmail = :tombstone, showSender = :anonymous, version = version + :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tombstone': tombstone, ':anonymous': false, ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return giftFromItem(Attributes ?? {});
}

/** The address Stripe gave with the payment kept on the gift: the buyer's too. */
async function tombstonePaymentEmail(giftId: string, tombstone: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: giftKey(giftId),
      UpdateExpression: 'SET payment.email = :tombstone',
      ConditionExpression: 'attribute_exists(payment)',
      ExpressionAttributeValues: { ':tombstone': tombstone },
    }),
  );
}

/**
 * The claim link (and its resends and reminders), filed under no user since the recipient may have no
 * account, and the claim's email, filed under the recipient: they stay the recipient's, naming nobody.
 * Found by the ids they were queued under, tried each whether or not it was queued (a few conditional
 * writes per gift), since the gift shows no sender any more even on a run that finishes an earlier one.
 * After the gift's version moved: an email queued since is written from the gift as it is now.
 */
async function forgetSenderInRecipientEmails(gift: GiftRecord): Promise<void> {
  for (const id of giftRecipientEmailIds(gift.giftId, gift.version)) await forgetEmailSender(id);
}

async function forgetClaimedGiftSender(gift: GiftRecord, tombstone: string): Promise<void> {
  const recipientId = gift.claimedBy ?? '';
  const purchases = await listPurchasesForUser(recipientId);
  for (const purchase of purchases.filter((candidate) => candidate.gift?.giftId === gift.giftId)) {
    await transactWriteOnce([purchaseGiftSenderErasure(purchase, tombstone)]);
  }
}
