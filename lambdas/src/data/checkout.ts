import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import type { GrantVerdict } from '@shared/ledger';
import type { PresentedAmount } from '@shared/money';
import { isTierId, type TierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import { presentedAmountOf } from './presented-amount';
import type { Item } from './query-page';

/**
 * Checkout records, one partition per Checkout Session (`CHECKOUT#<sessionId>`):
 * - `CHECKOUT`: the fulfilment record. Written once, with `attribute_not_exists(pk)`, in the same
 *   transaction that stores the purchase: its existence is what makes fulfilment happen only once.
 *   It keeps the verdict (`duplicate` when the payment bought nothing and is given back, with the
 *   Stripe refund's id once made), the overpayment given back of a grant (`overpaidCents`, with the
 *   Stripe refund's id once made) and `refundedAt`, set when the payment stops standing.
 * - `FAILURE`: a delayed payment that failed (nothing was granted); kept for support
 *   (lambdas/src/data/processing-payment.ts).
 */
export interface CheckoutRecord {
  sessionId: string;
  userId: string;
  tierId: TierId;
  tierName: string;
  /** What was paid, in cents, with the tax Stripe Tax added. */
  amountCents: number;
  /** The tax in it (0: none, or a record from before the store collected tax). */
  taxCents: number;
  currency: string;
  /** What the buyer was shown and paid in their own currency (absent: US dollars). */
  presented?: PresentedAmount;
  /** The creator code the session was opened with (absent: none); the pixel's Purchase names it. */
  creatorCode?: string;
  paymentIntentId: string | null;
  /** The purchase's time, which is also part of its key. */
  createdAt: string;
  refundedAt: string | null;
  verdict: GrantVerdict;
  /** The Stripe refund that gave a duplicate payment back; null until it is made. */
  duplicateRefundId: string | null;
  /** What of a grant lay beyond the highest tier's price and is given back, in cents (0: none). */
  overpaidCents: number;
  /** The Stripe refund that gave the overpayment back; null until it is made. */
  overpaymentRefundId: string | null;
}

export function checkoutPartition(sessionId: string): string {
  return `${PARTITION.checkout}${sessionId}`;
}

export function checkoutKey(sessionId: string) {
  return { pk: checkoutPartition(sessionId), sk: SORT_KEY.checkout };
}

export function checkoutToItem(record: CheckoutRecord): Item {
  // No refund id yet is no attribute, so recordRefundGivenBack's if_not_exists can set it.
  const { duplicateRefundId, overpaidCents, overpaymentRefundId, ...rest } = record;
  return {
    ...checkoutKey(record.sessionId),
    ...rest,
    ...(duplicateRefundId ? { duplicateRefundId } : {}),
    ...(overpaidCents > 0 ? { overpaidCents } : {}),
    ...(overpaymentRefundId ? { overpaymentRefundId } : {}),
  };
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
    taxCents: typeof item.taxCents === 'number' ? item.taxCents : 0,
    currency: String(item.currency),
    ...presentedAmountOf(item),
    ...(typeof item.creatorCode === 'string' ? { creatorCode: item.creatorCode } : {}),
    paymentIntentId: typeof item.paymentIntentId === 'string' ? item.paymentIntentId : null,
    createdAt: String(item.createdAt),
    refundedAt: typeof item.refundedAt === 'string' ? item.refundedAt : null,
    verdict: item.verdict === 'duplicate' ? 'duplicate' : 'grant',
    duplicateRefundId: typeof item.duplicateRefundId === 'string' ? item.duplicateRefundId : null,
    overpaidCents: typeof item.overpaidCents === 'number' ? item.overpaidCents : 0,
    overpaymentRefundId: typeof item.overpaymentRefundId === 'string' ? item.overpaymentRefundId : null,
  };
}

/** Which refund a checkout record owes: all of a duplicate, or a grant's overpayment. */
export type GivenBack = 'duplicate' | 'overpayment';

const REFUND_ID_FIELD: Record<GivenBack, string> = {
  duplicate: 'duplicateRefundId',
  overpayment: 'overpaymentRefundId',
};

/** Notes the Stripe refund that gave a duplicate or an overpayment back (once; a repeat keeps the first). */
export async function recordRefundGivenBack(sessionId: string, what: GivenBack, refundId: string): Promise<void> {
  const field = REFUND_ID_FIELD[what];
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: checkoutKey(sessionId),
      UpdateExpression: `SET ${field} = if_not_exists(${field}, :refund)`,
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
