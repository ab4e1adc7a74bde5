import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import type { GrantVerdict } from '@shared/ledger';
import { isTierId, type TierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';

/**
 * Checkout records, one partition per Checkout Session (`CHECKOUT#<sessionId>`):
 * - `CHECKOUT`: the fulfilment record. Written once, with `attribute_not_exists(pk)`, in the same
 *   transaction that stores the purchase: its existence is what makes fulfilment happen only once.
 *   It keeps the verdict (`duplicate` when the payment bought nothing and is given back, with the
 *   Stripe refund's id once made) and `refundedAt`, set when the payment stops standing.
 * - `FAILURE`: an async payment that failed (nothing was granted); kept for support.
 */
export interface CheckoutRecord {
  sessionId: string;
  userId: string;
  tierId: TierId;
  tierName: string;
  /** What was paid, in cents. */
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** The purchase's time, which is also part of its key. */
  createdAt: string;
  refundedAt: string | null;
  verdict: GrantVerdict;
  /** The Stripe refund that gave a duplicate payment back; null until it is made. */
  duplicateRefundId: string | null;
}

export function checkoutPartition(sessionId: string): string {
  return `${PARTITION.checkout}${sessionId}`;
}

export function checkoutKey(sessionId: string) {
  return { pk: checkoutPartition(sessionId), sk: SORT_KEY.checkout };
}

export function checkoutToItem(record: CheckoutRecord): Item {
  // No refund id yet is no attribute, so recordDuplicateRefund's if_not_exists can set it.
  const { duplicateRefundId, ...rest } = record;
  return { ...checkoutKey(record.sessionId), ...rest, ...(duplicateRefundId ? { duplicateRefundId } : {}) };
}

function checkoutFromItem(item: Item): CheckoutRecord {
  const tierId = String(item.tierId);
  if (!isTierId(tierId)) throw new Error(`Checkout ${String(item.sessionId)} has an unknown tier`);
  return {
    sessionId: String(item.sessionId),
    userId: String(item.userId),
    tierId,
    tierName: String(item.tierName),
    amountCents: Number(item.amountCents),
    currency: String(item.currency),
    paymentIntentId: typeof item.paymentIntentId === 'string' ? item.paymentIntentId : null,
    createdAt: String(item.createdAt),
    refundedAt: typeof item.refundedAt === 'string' ? item.refundedAt : null,
    verdict: item.verdict === 'duplicate' ? 'duplicate' : 'grant',
    duplicateRefundId: typeof item.duplicateRefundId === 'string' ? item.duplicateRefundId : null,
  };
}

/** Notes the Stripe refund that gave a duplicate payment back (once; a repeat keeps the first). */
export async function recordDuplicateRefund(sessionId: string, refundId: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: checkoutKey(sessionId),
      UpdateExpression: 'SET duplicateRefundId = if_not_exists(duplicateRefundId, :refund)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':refund': refundId },
    }),
  );
}

/** The fulfilment record of a session, read strongly consistent: right after a grant it must be seen. */
export async function getCheckoutRecord(sessionId: string): Promise<CheckoutRecord | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: checkoutKey(sessionId), ConsistentRead: true }),
  );
  return result.Item ? checkoutFromItem(result.Item) : null;
}

export interface CheckoutFailure {
  sessionId: string;
  userId: string | null;
  tierId: string | null;
  reason: string;
  failedAt: string;
}

/** Records that a session's payment failed. A repeat of the same event overwrites it with the same facts. */
export async function recordCheckoutFailure(failure: CheckoutFailure): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: checkoutPartition(failure.sessionId), sk: SORT_KEY.checkoutFailure, ...failure },
    }),
  );
}
