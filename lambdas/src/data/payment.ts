import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SORT_KEY } from '@shared/contract/table-keys';
import { checkoutPartition } from './checkout';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';

/**
 * The payment marker: `CHECKOUT#<paymentIntentId>` / `PAYMENT`, one per Stripe payment intent.
 * Refund and dispute events name only the payment intent, so this item links it to its purchase:
 * - fulfilment writes the link (session, user, the purchase's key time) in its transaction;
 * - refund or dispute news that finds the link changes the purchase through the user's ledger;
 * - news that comes first is kept here (`refundedCents`, `disputeLost`, and each refund as Stripe
 *   answered it), and the fulfilment that arrives later takes it into the purchase it stores and
 *   audits each refund then.
 * It shares the `CHECKOUT#` prefix with the checkout record (Stripe's `pi_` and `cs_` ids never
 * collide) because the fulfilment role's writes are fenced by partition-key prefix.
 */
/**
 * One Stripe refund, as Stripe answers it when asked (never as an event's body says it): applied once
 * per refund id, whoever brings it first (the panel, the event, the reconciler).
 */
export interface StripeRefund {
  id: string;
  amountCents: number;
  /** Stripe's reason (`requested_by_customer`, `duplicate`, `fraudulent`), or null. */
  reason: string | null;
  /** The store's refund of the part of a payment beyond the highest tier (its metadata says so; Stripe's reasons cannot). */
  givenBack?: 'overpayment';
}

export interface PaymentMarker {
  paymentIntentId: string;
  /** Set once fulfilment has linked the payment to its purchase. */
  sessionId: string | null;
  userId: string | null;
  /** The purchase's time (part of its key). */
  purchaseCreatedAt: string | null;
  /** News that arrived before the link: Stripe's cumulative refunded amount, a lost dispute. */
  refundedCents: number;
  disputeLost: boolean;
  /** The refunds behind `refundedCents`, in the order they came, for their audit entries. */
  earlyRefunds: StripeRefund[];
  /**
   * An unclaimed gift's creator code (data/gifts.ts): the gift's payment moved the code's report, so
   * refunds noted before the claim move it too. Absent on any other marker.
   */
  creatorCode?: string;
}

/** The marker's key (batch reads of many markers, as the gift lists make). */
export function paymentKey(paymentIntentId: string) {
  return { pk: checkoutPartition(paymentIntentId), sk: SORT_KEY.payment };
}

/** A stored marker, as read. */
export function paymentFromItem(item: Item): PaymentMarker {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    paymentIntentId: String(item.paymentIntentId),
    sessionId: text(item.sessionId),
    userId: text(item.userId),
    purchaseCreatedAt: text(item.purchaseCreatedAt),
    refundedCents: typeof item.refundedCents === 'number' ? item.refundedCents : 0,
    disputeLost: item.disputeLost === true,
    earlyRefunds: Array.isArray(item.earlyRefunds) ? (item.earlyRefunds as StripeRefund[]) : [],
    ...(typeof item.creatorCode === 'string' ? { creatorCode: item.creatorCode } : {}),
  };
}

/** The marker of a payment intent, read strongly consistent (it decides what a write may do). */
export async function getPaymentMarker(paymentIntentId: string): Promise<PaymentMarker | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: paymentKey(paymentIntentId), ConsistentRead: true }),
  );
  return result.Item ? paymentFromItem(result.Item) : null;
}

/**
 * Writes a marker as it now is, on the condition that it is still as it was read (absent, or
 * unlinked with the same early news): a fulfilment linking it and a refund noting news cannot both
 * win with stale reads.
 */
export function paymentMarkerWrite(next: PaymentMarker, seen: PaymentMarker | null): TransactItem {
  const fields = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== null));
  return {
    Put: {
      TableName: tableName(),
      Item: { ...paymentKey(next.paymentIntentId), ...fields },
      ConditionExpression: seen
        ? 'attribute_not_exists(sessionId) AND refundedCents = :refunded AND disputeLost = :lost'
        : 'attribute_not_exists(pk)',
      ...(seen ? { ExpressionAttributeValues: { ':refunded': seen.refundedCents, ':lost': seen.disputeLost } } : {}),
    },
  };
}
