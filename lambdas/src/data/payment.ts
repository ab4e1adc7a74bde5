import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SORT_KEY } from '@shared/contract/table-keys';
import { checkoutPartition } from './checkout';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';

/**
 * The payment marker: `CHECKOUT#<paymentIntentId>` / `PAYMENT`, one per Stripe payment intent.
 * Refund and dispute events name only the payment intent, so this item links it to the purchase
 * and lets fulfilment and refunds settle in either order:
 * - fulfilment writes it (`status: 'paid'`, the session and purchase it belongs to) in its transaction;
 * - a refund that finds it paid marks it, the purchase and the checkout record refunded in one
 *   transaction; a refund that finds nothing writes it as `refunded` with no session, and the
 *   fulfilment that arrives later sees that and stores the purchase already refunded, granting nothing.
 * It shares the `CHECKOUT#` prefix with the checkout record (Stripe's `pi_` and `cs_` ids never
 * collide) because the fulfilment role's writes are fenced by partition-key prefix.
 */
export type PaymentStatus = 'paid' | 'refunded';

export interface PaymentMarker {
  paymentIntentId: string;
  status: PaymentStatus;
  /** Set once fulfilment has linked the payment to its purchase. */
  sessionId: string | null;
  userId: string | null;
  /** The purchase's time (part of its key). */
  purchaseCreatedAt: string | null;
  amountCents: number | null;
  refundedAt: string | null;
  /** 'refund' or 'dispute', when refunded. */
  refundReason: string | null;
}

export function paymentKey(paymentIntentId: string) {
  return { pk: checkoutPartition(paymentIntentId), sk: SORT_KEY.payment };
}

export function paymentFromItem(item: Item): PaymentMarker {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    paymentIntentId: String(item.paymentIntentId),
    status: item.status === 'refunded' ? 'refunded' : 'paid',
    sessionId: text(item.sessionId),
    userId: text(item.userId),
    purchaseCreatedAt: text(item.purchaseCreatedAt),
    amountCents: typeof item.amountCents === 'number' ? item.amountCents : null,
    refundedAt: text(item.refundedAt),
    refundReason: text(item.refundReason),
  };
}

/** Absent fields are left out, not stored as NULL, so `attribute_not_exists` conditions can test them. */
export function paymentToItem(marker: PaymentMarker): Item {
  const fields = Object.entries(marker).filter(([, value]) => value !== null);
  return { ...paymentKey(marker.paymentIntentId), ...Object.fromEntries(fields) };
}

/** The marker of a payment intent, read strongly consistent (it decides what a write may do). */
export async function getPaymentMarker(paymentIntentId: string): Promise<PaymentMarker | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: paymentKey(paymentIntentId), ConsistentRead: true }),
  );
  return result.Item ? paymentFromItem(result.Item) : null;
}
