import { tableName } from './client';
import { giftKey, giftUnclaimedKey } from './gift-item';
import type { PurchaseGift } from './purchase';
import type { TransactItem } from './transactions';

/**
 * What a gift's claim adds to the fulfilment that stores its payment in the claimant's ledger
 * (fulfilment-plan.ts): the gift and what the purchase keeps of it.
 */

/** A gift being claimed: who paid, what they chose to tell, and the gift's version as read. */
export interface GiftClaim {
  giftId: string;
  buyerId: string;
  buyerEmail: string;
  showSender: boolean;
  message: string | null;
  version: number;
}

/** What the recipient's purchase keeps of the gift: `from` only when the buyer chose to be named. */
export function giftOfPurchase(claim: GiftClaim): Required<PurchaseGift> {
  return {
    giftId: claim.giftId,
    buyerId: claim.buyerId,
    buyerEmail: claim.buyerEmail,
    from: claim.showSender ? claim.buyerEmail : null,
    message: claim.message,
  };
}

/**
 * The gift claimed by `userId`, on the condition that it is still unclaimed at the version read (a
 * cancel racing the claim moves it), and its unclaimed marker deleted: it leaves the sweep's list.
 */
export function giftClaimItems(claim: GiftClaim, userId: string, at: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: giftKey(claim.giftId),
        UpdateExpression: 'SET #status = :claimed, claimedBy = :user, claimedAt = :at, version = version + :one',
        ConditionExpression: '#status = :unclaimed AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claimed': 'claimed',
          ':unclaimed': 'unclaimed',
          ':user': userId,
          ':at': at,
          ':one': 1,
          ':version': claim.version,
        },
      },
    },
    { Delete: { TableName: tableName(), Key: giftUnclaimedKey(claim.giftId) } },
  ];
}
