import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SORT_KEY } from '@shared/contract/table-keys';
import { checkoutKey, checkoutPartition } from './checkout';
import { documentClient, tableName } from './client';
import { sessionGiftKey } from './gift-item';
import { userPartition } from './profile';
import type { Item } from './query-page';
import { isConditionFailedTransaction, type TransactItem, transactWriteOnce } from './transactions';

/**
 * A payment by a delayed method (a bank transfer): `USER#<sub>` / `PROCESSING#<sessionId>`, in the
 * user's partition so that GET /me and POST /checkout read it with the user's other records. Stripe
 * has completed the session unpaid; until the bank settles it the dashboard says so and the user's
 * checkout slot stays taken. The payment stops processing when its purchase is stored (same
 * session id), when it fails (`failedAt`) or when it pays for a gift (`giftPaidAt`); none deletes the item, so a late completed event
 * cannot write it again. `CHECKOUT#<sessionId>` / `FAILURE` keeps a failure for support.
 */
export interface ProcessingPayment {
  sessionId: string;
  tierId: string;
  /** When the store learnt the payment was processing (ISO 8601). */
  since: string;
  /** Set when the bank turned the payment down. */
  failedAt: string | null;
  /** Set when it settled as a gift's payment (data/gifts.ts): no purchase of the buyer's will carry it. */
  giftPaidAt?: string;
}

/** What the store knows of a delayed payment's session. */
export interface DelayedPayment {
  sessionId: string;
  userId: string;
  tierId: string;
}

function processingKey(userId: string, sessionId: string) {
  return { pk: userPartition(userId), sk: `${SORT_KEY.processingPayment}${sessionId}` };
}

export function isProcessingPaymentItem(item: Item): boolean {
  return typeof item.sk === 'string' && item.sk.startsWith(SORT_KEY.processingPayment);
}

export function processingPaymentFromItem(item: Item): ProcessingPayment {
  return {
    sessionId: String(item.sessionId),
    tierId: String(item.tierId),
    since: String(item.since ?? ''),
    failedAt: typeof item.failedAt === 'string' ? item.failedAt : null,
    ...(typeof item.giftPaidAt === 'string' ? { giftPaidAt: item.giftPaidAt } : {}),
  };
}

/** True while one of the user's delayed payments is neither stored as a purchase nor failed. */
export function paymentStillProcessing(
  payments: readonly ProcessingPayment[],
  purchaseSessionIds: readonly string[],
): boolean {
  return payments.some(
    (payment) =>
      payment.failedAt === null && payment.giftPaidAt === undefined && !purchaseSessionIds.includes(payment.sessionId),
  );
}

/**
 * Notes that the payment is processing, unless the session was fulfilled or failed meanwhile (the
 * condition checks run in the same transaction). False when nothing was written.
 */
export async function recordPaymentProcessing(payment: DelayedPayment, now: Date): Promise<boolean> {
  return writeOnce([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...processingKey(payment.userId, payment.sessionId),
          sessionId: payment.sessionId,
          tierId: payment.tierId,
          since: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // Nor when it paid for a gift (the gift's pointer is written with its payment).
    ...[checkoutKey(payment.sessionId), failureKey(payment.sessionId), sessionGiftKey(payment.sessionId)].map(
      (Key) => ({
        ConditionCheck: { TableName: tableName(), Key, ConditionExpression: 'attribute_not_exists(pk)' },
      }),
    ),
  ]);
}

/**
 * The bank turned the payment down: its failure is kept once and the processing line ends, which
 * frees the user's checkout slot. False when it was recorded before.
 */
export async function recordPaymentFailed(payment: DelayedPayment, reason: string, now: Date): Promise<boolean> {
  const failedAt = now.toISOString();
  return writeOnce([
    {
      Put: {
        TableName: tableName(),
        Item: { ...failureKey(payment.sessionId), ...payment, reason, failedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: processingKey(payment.userId, payment.sessionId),
        UpdateExpression: 'SET sessionId = :session, tierId = :tier, failedAt = :failed',
        ExpressionAttributeValues: { ':session': payment.sessionId, ':tier': payment.tierId, ':failed': failedAt },
      },
    },
  ]);
}

/**
 * The write that ends a delayed payment's processing line when it settles as a gift's payment (in the
 * transaction that records it): null when the store never noted it processing.
 */
export async function processingSettledByGift(
  buyerId: string,
  sessionId: string,
  now: Date,
): Promise<TransactItem | null> {
  const key = processingKey(buyerId, sessionId);
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (!Item) return null;
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET giftPaidAt = if_not_exists(giftPaidAt, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    },
  };
}

function failureKey(sessionId: string) {
  return { pk: checkoutPartition(sessionId), sk: SORT_KEY.checkoutFailure };
}

async function writeOnce(items: Parameters<typeof transactWriteOnce>[0]): Promise<boolean> {
  try {
    await transactWriteOnce(items);
    return true;
  } catch (error) {
    if (isConditionFailedTransaction(error)) return false;
    throw error;
  }
}
