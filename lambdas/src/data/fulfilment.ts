import type { Tier } from '@shared/tiers';
import { retry } from '../lib/retry';
import { type CheckoutRecord, checkoutToItem, getCheckoutRecord } from './checkout';
import { tableName } from './client';
import { settleRetry } from './contention';
import { grantedTierChange } from './current-tier';
import { getPaymentMarker, type PaymentMarker, paymentKey, paymentToItem } from './payment';
import { getProfile, type ProfileRecord } from './profile';
import { purchaseToItem } from './purchase';
import { totalsChange } from './totals';
import { conditionFailedAt, isTransactionConflict, type TransactItem, transactWriteOnce } from './transactions';

/** A Checkout Session judged paid, with what fulfilment stores. */
export interface PaidCheckout {
  sessionId: string;
  userId: string;
  tier: Tier;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** The buyer's email from Stripe; the profile's is used when Stripe has none. */
  email: string | null;
}

/**
 * - `granted`: this call stored the purchase and granted the tier (the only one that ever does).
 * - `stored-refunded`: this call stored the purchase, but the payment had already been refunded.
 * - `repeat`: the session was fulfilled before (or concurrently); nothing was written.
 */
export type FulfilmentOutcome = 'granted' | 'stored-refunded' | 'repeat';

export interface FulfilmentResult {
  outcome: FulfilmentOutcome;
  record: CheckoutRecord;
}

/**
 * Stores a paid session once: the checkout record (the once-only guard), the payment marker, the
 * purchase, the profile's current tier and the totals, in one transaction. Racing calls for the same
 * session all end with the record written once and answer from it.
 */
export async function recordFulfilment(paid: PaidCheckout): Promise<FulfilmentResult> {
  const profile = await getProfile(paid.userId);
  return retry(() => tryFulfilment(paid, profile), settleRetry(`Fulfilment of ${paid.sessionId}`));
}

/**
 * One try: read the payment marker, then write. A lost race is thrown for retry() to read again:
 * the record written by another call (answered as a repeat when it is there), a transaction
 * conflict, or a payment marker that changed between our read and the write.
 */
async function tryFulfilment(paid: PaidCheckout, profile: ProfileRecord | null): Promise<FulfilmentResult> {
  const marker = paid.paymentIntentId ? await getPaymentMarker(paid.paymentIntentId) : null;
  if (marker?.sessionId) {
    // Linked in the same transaction as the record: the session was fulfilled meanwhile.
    const existing = await getCheckoutRecord(paid.sessionId);
    if (existing) return { outcome: 'repeat', record: existing };
    throw new Error(`Payment ${marker.paymentIntentId} belongs to session ${marker.sessionId}, not ${paid.sessionId}`);
  }
  const record: CheckoutRecord = {
    sessionId: paid.sessionId,
    userId: paid.userId,
    tierId: paid.tier.id,
    tierName: paid.tier.name,
    amountCents: paid.amountCents,
    currency: paid.currency,
    paymentIntentId: paid.paymentIntentId,
    createdAt: new Date().toISOString(),
    // A refund (or lost dispute) that arrived first: store the purchase as refunded, grant nothing.
    refundedAt: marker?.status === 'refunded' ? (marker.refundedAt ?? new Date().toISOString()) : null,
  };
  const email = paid.email ?? profile?.email ?? null;
  try {
    await transactWriteOnce(fulfilmentItems(record, marker, email, profile !== null));
    return { outcome: record.refundedAt ? 'stored-refunded' : 'granted', record };
  } catch (error) {
    if (conditionFailedAt(error, 0) || isTransactionConflict(error)) {
      const existing = await getCheckoutRecord(paid.sessionId);
      if (existing) return { outcome: 'repeat', record: existing };
    }
    throw error;
  }
}

/** The transaction; the checkout record comes first so its condition failure is found at index 0. */
function fulfilmentItems(
  record: CheckoutRecord,
  marker: PaymentMarker | null,
  email: string | null,
  hasProfile: boolean,
): TransactItem[] {
  const table = tableName();
  const refunded = record.refundedAt !== null;
  const items: TransactItem[] = [
    { Put: { TableName: table, Item: checkoutToItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
  if (record.paymentIntentId) items.push(paymentItem(record, record.paymentIntentId, marker));
  items.push({
    Put: {
      TableName: table,
      Item: purchaseToItem({
        id: record.sessionId,
        userId: record.userId,
        tierId: record.tierId,
        tierName: record.tierName,
        amountCents: record.amountCents,
        currency: record.currency,
        stripePaymentIntentId: record.paymentIntentId,
        status: refunded ? 'refunded' : 'paid',
        createdAt: record.createdAt,
        refundedAt: record.refundedAt,
        email,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  // The admin's "current tier" is the most recent purchase that still counts.
  if (hasProfile && !refunded) items.push(grantedTierChange(record.userId, record.tierId));
  // The purchase row is counted either way (admin lists show refunded rows); revenue only when kept.
  items.push(totalsChange({ purchaseCount: 1, ...(refunded ? {} : { revenueCents: record.amountCents }) }));
  return items;
}

/** Links the payment intent to this purchase: a new marker, or the refund marker that came first. */
function paymentItem(record: CheckoutRecord, paymentIntentId: string, marker: PaymentMarker | null): TransactItem {
  const link = {
    sessionId: record.sessionId,
    userId: record.userId,
    purchaseCreatedAt: record.createdAt,
    amountCents: record.amountCents,
  };
  if (!marker) {
    return {
      Put: {
        TableName: tableName(),
        Item: paymentToItem({ paymentIntentId, status: 'paid', refundedAt: null, refundReason: null, ...link }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: paymentKey(paymentIntentId),
      UpdateExpression:
        'SET sessionId = :sessionId, userId = :userId, purchaseCreatedAt = :createdAt, amountCents = :amount',
      ConditionExpression: '#status = :refunded AND attribute_not_exists(sessionId)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':sessionId': link.sessionId,
        ':userId': link.userId,
        ':createdAt': link.purchaseCreatedAt,
        ':amount': link.amountCents,
        ':refunded': 'refunded',
      },
    },
  };
}
