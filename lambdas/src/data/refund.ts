import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { retry } from '../lib/retry';
import { checkoutKey } from './checkout';
import { documentClient, tableName } from './client';
import { settleRetry } from './contention';
import { recomputedTierChange, tierRevisionOf } from './current-tier';
import { getPaymentMarker, type PaymentMarker, paymentKey, paymentToItem } from './payment';
import { isProfileItem, userPartition } from './profile';
import { isPurchaseItem, purchaseFromItem, purchaseKey } from './purchase';
import type { Item } from './query-page';
import { totalsChange } from './totals';
import { type TransactItem, transactWriteOnce } from './transactions';

export type RefundReason = 'refund' | 'dispute';

/**
 * - `refunded`: the purchase was taken back now.
 * - `marked`: no purchase yet; the marker makes the later fulfilment store it refunded.
 * - `already-refunded`: an earlier refund (or a duplicate event) did it; nothing changed.
 */
export type RefundOutcome = 'refunded' | 'marked' | 'already-refunded';

/**
 * Takes a payment back: the purchase and its checkout record are marked refunded, revenue is reduced
 * by what was paid, and the profile's current tier becomes that of the most recent purchase still
 * paid. Idempotent, and correct whether it runs before or after the fulfilment of the payment.
 */
export async function recordRefund(
  paymentIntentId: string,
  reason: RefundReason,
  refundedAt = new Date().toISOString(),
): Promise<RefundOutcome> {
  return retry(() => tryRefund(paymentIntentId, reason, refundedAt), settleRetry(`Refund of ${paymentIntentId}`));
}

/** One try; when someone moved the marker, the purchase or the profile's tier since our read, retry() reads again. */
async function tryRefund(paymentIntentId: string, reason: RefundReason, refundedAt: string): Promise<RefundOutcome> {
  const marker = await getPaymentMarker(paymentIntentId);
  if (marker?.status === 'refunded') return 'already-refunded';
  if (!marker) {
    await markRefundedBeforeFulfilment(paymentIntentId, reason, refundedAt);
    return 'marked';
  }
  await transactWriteOnce(await takeBackItems(marker, reason, refundedAt));
  return 'refunded';
}

async function markRefundedBeforeFulfilment(paymentIntentId: string, reason: RefundReason, refundedAt: string) {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: paymentToItem({
        paymentIntentId,
        status: 'refunded',
        sessionId: null,
        userId: null,
        purchaseCreatedAt: null,
        amountCents: null,
        refundedAt,
        refundReason: reason,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

async function takeBackItems(marker: PaymentMarker, reason: RefundReason, refundedAt: string): Promise<TransactItem[]> {
  const { sessionId, userId, purchaseCreatedAt } = marker;
  if (!sessionId || !userId || !purchaseCreatedAt) {
    throw new Error(`Payment ${marker.paymentIntentId} is paid but not linked to a purchase`);
  }
  const table = tableName();
  const items: TransactItem[] = [
    {
      Update: {
        TableName: table,
        Key: paymentKey(marker.paymentIntentId),
        UpdateExpression: 'SET #status = :refunded, refundedAt = :at, refundReason = :reason',
        ConditionExpression: '#status = :paid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refunded': 'refunded', ':paid': 'paid', ':at': refundedAt, ':reason': reason },
      },
    },
    {
      Update: {
        TableName: table,
        Key: purchaseKey(userId, purchaseCreatedAt, sessionId),
        UpdateExpression: 'SET #status = :refunded, refundedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refunded': 'refunded', ':at': refundedAt },
      },
    },
    {
      Update: {
        TableName: table,
        Key: checkoutKey(sessionId),
        UpdateExpression: 'SET refundedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': refundedAt },
      },
    },
  ];
  if (marker.amountCents) items.push(totalsChange({ revenueCents: -marker.amountCents }));

  const { profile, purchases } = await readUserConsistently(userId);
  if (profile) {
    // The admin's current tier: the most recent purchase that still counts (the list is newest first).
    const latest = purchases.find((purchase) => purchase.status === 'paid' && purchase.id !== sessionId);
    items.push(recomputedTierChange(userId, latest?.tierId ?? null, tierRevisionOf(profile)));
  }
  return items;
}

/** The user's profile item and purchases, newest first, read strongly consistent. */
async function readUserConsistently(userId: string) {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPartition(userId) },
        ConsistentRead: true,
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { profile: items.find(isProfileItem) ?? null, purchases: items.filter(isPurchaseItem).map(purchaseFromItem) };
}
