import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION } from '@shared/contract/table-keys';
import type { GiftStatus } from '@shared/gifts';
import { retry } from '../lib/retry';
import { documentClient, tableName } from './client';
import { raceRetry } from './contention';
import { creatorCodeUseItems, holdIsOpen } from './creator-code-uses';
import type { PaidCheckout } from './fulfilment-plan';
import {
  type GiftPayment,
  type GiftRecord,
  giftFromItem,
  giftKey,
  giftToItem,
  giftUnclaimedItem,
  sessionGiftKey,
} from './gift-item';
import { giftPaidEmailItems } from './gift-paid-emails';
import { getPaymentMarker, type PaymentMarker, paymentMarkerWrite } from './payment';
import { processingSettledByGift } from './processing-payment';
import { queryAll } from './query-page';
import { conditionFailedAt, type TransactItem, transactWriteOnce } from './transactions';

/**
 * Gifts' reads and the payment's write (docs/payments.md, Gifts; the items are laid out in
 * gift-item.ts). The claim is a fulfilment (fulfilment-plan.ts), with the recipient as the user.
 */

/** A new gift, written `awaiting_payment` before its Checkout Session is created (the session names it). */
export async function putAwaitingGift(record: GiftRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: giftToItem(record),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The gift, read strongly consistent (every change to it is conditional on what was read). */
export async function getGift(giftId: string): Promise<GiftRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: giftKey(giftId), ConsistentRead: true }),
  );
  return Item ? giftFromItem(Item) : null;
}

/** The gift a Checkout Session paid for, once its payment is recorded; null for any other session. */
export async function getSessionGiftId(sessionId: string): Promise<string | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: sessionGiftKey(sessionId), ConsistentRead: true }),
  );
  return typeof Item?.giftId === 'string' ? Item.giftId : null;
}

/**
 * Where a gift stands, read with its payment marker: an unclaimed gift whose payment no longer stands
 * (refunded in full, or lost in a dispute, before anyone claimed it) reads `refunded`. Once claimed,
 * the recipient's purchase carries the payment and its refunds.
 */
export function giftStatusOf(gift: GiftRecord, marker: PaymentMarker | null): GiftStatus {
  if (gift.status !== 'unclaimed' || !gift.payment || !marker) return gift.status;
  const stands = !marker.disputeLost && marker.refundedCents < gift.payment.amountCents;
  return stands ? 'unclaimed' : 'refunded';
}

/** The marker of a gift's payment, for giftStatusOf; null before it is paid or without a payment intent. */
export async function giftPaymentMarker(gift: GiftRecord): Promise<PaymentMarker | null> {
  const paymentIntentId = gift.payment?.paymentIntentId;
  return paymentIntentId ? getPaymentMarker(paymentIntentId) : null;
}

/** The gifts a supporter paid for, newest first (gsi2 `GIFTS_FROM#<sub>`), with where each stands. */
export async function listGiftsSent(buyerId: string): Promise<Array<{ gift: GiftRecord; status: GiftStatus }>> {
  const items = await queryAll({ index: GSI2, partition: `${GSI2_PARTITION.giftsFrom}${buyerId}` });
  const gifts = items.map(giftFromItem).sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? ''));
  return Promise.all(gifts.map(async (gift) => ({ gift, status: giftStatusOf(gift, await giftPaymentMarker(gift)) })));
}

/**
 * The gift's state after its payment: `recorded` by this call, or `repeat` (a racing or repeated
 * call recorded it, or it had moved on already). Either way `gift` is as stored.
 */
export interface GiftPaymentResult {
  outcome: 'recorded' | 'repeat';
  gift: GiftRecord;
}

/**
 * Records a gift's payment once, in one transaction: the gift `unclaimed` with the payment kept on it
 * (on the condition that it still awaits payment at the version read), its unclaimed marker, the
 * session's pointer to it, an unlinked payment marker (so that refund news finds the payment before
 * anyone claims it), the creator code's use and report (the creator brought the sale; the claim does
 * not count it again), a delayed payment's processing line ended, and the two emails: the claim link
 * to the recipient and the receipt to the buyer. The buyer's ledger does not move.
 */
export async function recordGiftPayment(giftId: string, paid: PaidCheckout): Promise<GiftPaymentResult> {
  return retry(() => tryGiftPayment(giftId, paid, new Date()), raceRetry(`Payment of gift ${giftId}`));
}

async function tryGiftPayment(giftId: string, paid: PaidCheckout, now: Date): Promise<GiftPaymentResult> {
  const gift = await getGift(giftId);
  if (!gift) throw new Error(`Session ${paid.sessionId} paid for gift ${giftId}, which is not stored`);
  if (gift.status !== 'awaiting_payment') return { outcome: 'repeat', gift };
  const [marker, processingEnd, holdOpen] = await Promise.all([
    paid.paymentIntentId ? getPaymentMarker(paid.paymentIntentId) : null,
    processingSettledByGift(gift.buyerId, paid.sessionId, now),
    paid.creatorCode ? holdIsOpen(paid.creatorCode.code, paid.creatorCode.holdId) : false,
  ]);
  if (marker?.sessionId) {
    throw new Error(`Payment ${marker.paymentIntentId} belongs to session ${marker.sessionId}, not gift ${giftId}`);
  }
  const paidAt = now.toISOString();
  const { userId: _buyer, tier: _tier, ...payment } = paid;
  const next: GiftRecord = {
    ...gift,
    status: 'unclaimed',
    paidAt,
    payment: payment satisfies GiftPayment,
    lastEmailedAt: paidAt,
    version: gift.version + 1,
  };
  const items: TransactItem[] = [
    {
      // First, so that its condition failing (recorded meanwhile) is found at index 0.
      Put: {
        TableName: tableName(),
        Item: giftToItem(next),
        ConditionExpression: '#status = :awaiting AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':awaiting': 'awaiting_payment', ':version': gift.version },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: giftUnclaimedItem(next, paidAt),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...sessionGiftKey(paid.sessionId), giftId, buyerId: gift.buyerId, recordedAt: paidAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(paid.paymentIntentId ? [unlinkedMarker(paid.paymentIntentId, marker, paid.creatorCode?.code)] : []),
    ...creatorCodeItems(paid, marker, holdOpen),
    ...(processingEnd ? [processingEnd] : []),
    ...giftPaidEmailItems(next, paid, now),
  ];
  try {
    await transactWriteOnce(items);
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    const stored = await getGift(giftId);
    if (!stored) throw error;
    return { outcome: 'repeat', gift: stored };
  }
  return { outcome: 'recorded', gift: next };
}

/**
 * The payment's marker before it is linked to a purchase (any news that came first kept): refund and
 * dispute news lands on it as early news, found by the events and the reconciler alike; it names the
 * creator code so that those refunds move the code's report.
 */
function unlinkedMarker(paymentIntentId: string, seen: PaymentMarker | null, creatorCode?: string): TransactItem {
  const next: PaymentMarker = seen ?? {
    paymentIntentId,
    sessionId: null,
    userId: null,
    purchaseCreatedAt: null,
    refundedCents: 0,
    disputeLost: false,
    earlyRefunds: [],
  };
  return paymentMarkerWrite({ ...next, ...(creatorCode ? { creatorCode } : {}) }, seen);
}

/** The creator code's use and report, moved by the payment as fulfilment moves them (the hold becomes the use). */
function creatorCodeItems(paid: PaidCheckout, marker: PaymentMarker | null, holdOpen: boolean): TransactItem[] {
  if (!paid.creatorCode) return [];
  return creatorCodeUseItems(
    {
      code: paid.creatorCode.code,
      holdId: paid.creatorCode.holdId,
      grossCents: paid.valueCents,
      discountCents: paid.valueCents - paid.amountCents,
      refundedCents: marker?.refundedCents ?? 0,
    },
    holdOpen,
  );
}

/**
 * The gift is no longer there to claim: claimed, cancelled, or its payment refunded or lost in a
 * dispute since it was read. Not retried: the claim reads the gift again and answers from it.
 */
export class GiftNotClaimableError extends Error {
  constructor(giftId: string) {
    super(`Gift ${giftId} is no longer unclaimed`);
    this.name = 'GiftNotClaimableError';
  }
}

/**
 * The gift's version to claim it at, read within the claim's try (a refund noted on the payment
 * marker that try read, or a cancel, makes it unclaimable): the claim's condition holds it.
 */
export async function claimableGiftVersion(giftId: string, marker: PaymentMarker | null): Promise<number> {
  const gift = await getGift(giftId);
  if (!gift || giftStatusOf(gift, marker) !== 'unclaimed') throw new GiftNotClaimableError(giftId);
  return gift.version;
}
