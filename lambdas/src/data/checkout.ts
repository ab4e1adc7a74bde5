import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { isTierId, type TierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';

/**
 * Checkout records, one partition per Checkout Session (`CHECKOUT#<sessionId>`):
 * - `CHECKOUT`: the fulfilment record. Written once, with `attribute_not_exists(pk)`, in the same
 *   transaction that stores the purchase: its existence is what makes fulfilment happen only once.
 *   `refundedAt` is set when the payment is refunded or a dispute is lost.
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
}

export function checkoutPartition(sessionId: string): string {
  return `${PARTITION.checkout}${sessionId}`;
}

export function checkoutKey(sessionId: string) {
  return { pk: checkoutPartition(sessionId), sk: SORT_KEY.checkout };
}

export function checkoutToItem(record: CheckoutRecord): Item {
  return { ...checkoutKey(record.sessionId), ...record };
}

export function checkoutFromItem(item: Item): CheckoutRecord {
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
  };
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
