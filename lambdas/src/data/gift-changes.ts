import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminGift } from '@shared/api/types/gifts';
import { LIST_PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { GIFT_RESEND_MINUTES } from '@shared/gift-admin-messages';
import { GIFT_CLAIM_DAYS } from '@shared/gifts';
import { getTier } from '@shared/tiers';
import { retry } from '../lib/retry';
import { type AuditActor, auditEntryItem } from './audit';
import { documentClient, tableName } from './client';
import { raceRetry } from './contention';
import { GIFT_EMAIL_ID } from './gift-email-ids';
import { type GiftRecord, giftFromItem, giftKey, giftPartition, giftUnclaimedKey } from './gift-item';
import { AdminGiftNotFoundError, GiftNotUnclaimedError, GiftResentRecentlyError } from './gift-operation-errors';
import { adminGiftOf } from './gift-operations';
import { giftLocaleOf, giftReceivedEmailPut, giftSenderOf } from './gift-paid-emails';
import { giftPaymentMarker, giftStatusOf } from './gifts';
import { newOutboxEmail, outboxPut } from './outbox';
import type { PaymentMarker } from './payment';
import { presentedPartOf } from './presented-amount';
import { isConditionFailedTransaction, type TransactItem, transactWriteOnce } from './transactions';

/**
 * The admin's and the sweep's changes to a paid gift (docs/payments.md, Gift operations): the claim
 * email sent again, a reminder, the cancellation and the refund that follows it. Each is one
 * transaction conditional on the gift's status and version, as the payment and the claim are, so a
 * claim racing a cancellation, or two resends at once, leave exactly one winner.
 */

const DAY_MS = 86_400_000;
const RESEND_MS = GIFT_RESEND_MINUTES * 60_000;

/** A paid gift as stored, with the cancellation's request id (kept only on the item) and its payment's marker. */
export interface PaidGift {
  gift: GiftRecord;
  cancelRequestId: string | null;
  marker: PaymentMarker | null;
}

/** A paid gift, read strongly consistent; 404 when there is none (one still awaiting payment included). */
export async function readPaidGift(giftId: string): Promise<PaidGift> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: giftKey(giftId), ConsistentRead: true }),
  );
  const gift = Item ? giftFromItem(Item) : null;
  if (!gift?.paidAt || !gift.payment || gift.status === 'awaiting_payment') throw new AdminGiftNotFoundError();
  const cancelRequestId = typeof Item?.cancelRequestId === 'string' ? Item.cancelRequestId : null;
  return { gift, cancelRequestId, marker: await giftPaymentMarker(gift) };
}

/** An update of the gift on the condition that it is still as read (status and version); `:next` is the next version. */
function giftUpdate(gift: GiftRecord, set: string, values: Record<string, unknown>, condition = ''): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: giftKey(gift.giftId),
      UpdateExpression: `${set}, version = :next`,
      ConditionExpression: `#status = :was AND version = :version${condition}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':was': gift.status,
        ':version': gift.version,
        ':next': gift.version + 1,
        ...values,
      },
    },
  };
}

/**
 * Sends the claim email of an unclaimed gift again (the admin's resend), with its audit entry, in one
 * transaction. Refused when the last claim email went out less than GIFT_RESEND_MINUTES ago, so a
 * double click sends one; the outbox id names the gift's version, so two at once cannot both queue.
 */
export async function resendClaimEmail(giftId: string, actor: AuditActor): Promise<AdminGift> {
  return retry(() => tryResend(giftId, actor, new Date()), raceRetry(`Resend of gift ${giftId}`));
}

async function tryResend(giftId: string, actor: AuditActor, now: Date): Promise<AdminGift> {
  const { gift, marker } = await readPaidGift(giftId);
  if (giftStatusOf(gift, marker) !== 'unclaimed') throw new GiftNotUnclaimedError();
  if (gift.lastEmailedAt && now.getTime() - Date.parse(gift.lastEmailedAt) < RESEND_MS) {
    throw new GiftResentRecentlyError();
  }
  const at = now.toISOString();
  await transactWriteOnce([
    giftUpdate(gift, 'SET lastEmailedAt = :at', { ':at': at }),
    giftReceivedEmailPut(gift, now, GIFT_EMAIL_ID.resent(giftId, gift.version)),
    auditEntryItem(
      actor,
      {
        action: 'gift_resent',
        subject: { type: 'user', id: gift.buyerId },
        before: { giftId, recipientEmail: gift.recipientEmail, lastEmailedAt: gift.lastEmailedAt },
        after: { giftId, recipientEmail: gift.recipientEmail, lastEmailedAt: at },
      },
      now,
    ),
  ]);
  return adminGiftOf({ ...gift, lastEmailedAt: at, version: gift.version + 1 }, marker);
}

/** When a gift's claim period ends. */
function claimPeriodEnd(gift: GiftRecord): Date {
  return new Date(Date.parse(gift.paidAt ?? gift.createdAt) + GIFT_CLAIM_DAYS * DAY_MS);
}

/**
 * Reminds the recipient of an unclaimed gift (the sweep) and moves `remindersSent` to `step`, on the
 * condition that it still stands where it was read: a second run, or a racing one, sends nothing.
 * Answers false when the gift moved meanwhile (claimed, cancelled, reminded).
 */
export async function remindRecipient(gift: GiftRecord, step: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const claimBy = claimPeriodEnd(gift);
  const reminder = newOutboxEmail(
    {
      template: 'gift-reminder',
      to: gift.recipientEmail,
      giftId: gift.giftId,
      tierId: gift.tierId,
      tierName: getTier(gift.tierId).name,
      from: giftSenderOf(gift),
      claimBy: claimBy.toISOString(),
      daysLeft: Math.max(1, Math.ceil((claimBy.getTime() - now.getTime()) / DAY_MS)),
      ...giftLocaleOf(gift),
    },
    now,
    null,
    GIFT_EMAIL_ID.reminder(gift.giftId, step),
  );
  return writeUnlessMoved([
    giftUpdate(
      gift,
      'SET remindersSent = :step, lastEmailedAt = :at',
      { ':step': step, ':sent': gift.remindersSent, ':at': at },
      ' AND remindersSent = :sent',
    ),
    outboxPut(reminder),
  ]);
}

/** Who cancels a gift, and why: an admin with their reason and request id, or the claim period ending. */
export interface GiftCancellation {
  actor: AuditActor;
  /** The admin's id, or `claim-period`. */
  cancelledBy: string;
  reason: string | null;
  requestId: string | null;
}

/** The reminder item of a cancelled gift whose refund is not stored yet: the sweep finds it in gsi1 and asks Stripe again. */
function refundDueItem(gift: GiftRecord, at: string) {
  return {
    pk: giftPartition(gift.giftId),
    sk: SORT_KEY.giftRefundDue,
    giftId: gift.giftId,
    gsi1pk: LIST_PARTITION.giftRefundsDue,
    gsi1sk: `${at}#${gift.giftId}`,
  };
}

/**
 * Cancels an unclaimed gift in one transaction: the gift `cancelled` (on the condition of its status
 * and version, so a claim racing it or another cancellation leaves one winner), its unclaimed marker
 * deleted (it leaves the sweep's and the recipient's lists), the refund put due, and the audit entry.
 * Answers the cancelled gift, or null when it moved meanwhile.
 */
export async function cancelUnclaimedGift(
  gift: GiftRecord,
  how: GiftCancellation,
  now: Date,
): Promise<GiftRecord | null> {
  const at = now.toISOString();
  const set = [
    'SET #status = :cancelled, cancelledAt = :at, cancelledBy = :by',
    ...(how.reason ? ['cancelReason = :reason'] : []),
    ...(how.requestId ? ['cancelRequestId = :request'] : []),
  ].join(', ');
  const values = {
    ':cancelled': 'cancelled',
    ':at': at,
    ':by': how.cancelledBy,
    ...(how.reason ? { ':reason': how.reason } : {}),
    ...(how.requestId ? { ':request': how.requestId } : {}),
  };
  const written = await writeUnlessMoved([
    giftUpdate(gift, set, values),
    { Delete: { TableName: tableName(), Key: giftUnclaimedKey(gift.giftId) } },
    { Put: { TableName: tableName(), Item: refundDueItem(gift, at), ConditionExpression: 'attribute_not_exists(pk)' } },
    auditEntryItem(
      how.actor,
      {
        id: `gift-cancelled-${gift.giftId}`,
        action: 'gift_cancelled',
        subject: { type: 'user', id: gift.buyerId },
        before: { giftId: gift.giftId, recipientEmail: gift.recipientEmail, status: 'unclaimed' },
        after: { giftId: gift.giftId, recipientEmail: gift.recipientEmail, status: 'cancelled' },
        reason: how.reason,
      },
      now,
    ),
  ]);
  if (!written) return null;
  return { ...gift, status: 'cancelled', cancelledAt: at, cancelledBy: how.cancelledBy, version: gift.version + 1 };
}

/**
 * Stores the Stripe refund of a cancelled gift, once: its id on the gift, the refund no longer due,
 * and the buyer's email (`gift-expired` when the claim period ended it, `gift-cancelled` otherwise;
 * never the admin's reason), filed under the buyer so that deleting their account withdraws it.
 */
export async function recordGiftRefund(
  gift: GiftRecord,
  refund: { id: string; amountCents: number },
  now: Date,
): Promise<void> {
  const payment = gift.payment;
  if (!payment || !gift.paidAt) throw new Error(`Gift ${gift.giftId} is not paid`);
  const notice = newOutboxEmail(
    {
      template: gift.cancelledBy === 'claim-period' ? 'gift-expired' : 'gift-cancelled',
      to: gift.buyerEmail,
      giftId: gift.giftId,
      sessionId: payment.sessionId,
      orderedAt: gift.paidAt,
      tierId: gift.tierId,
      tierName: getTier(gift.tierId).name,
      recipientEmail: gift.recipientEmail,
      // What this refund gave back: all that was left of the payment (less when support refunded part before).
      amountCents: refund.amountCents,
      ...presentedPartOf(refund.amountCents, payment.amountCents, payment.presented ?? undefined),
    },
    now,
    gift.buyerId,
    `gift-cancelled-${gift.giftId}`,
  );
  // Stored already (a retry, or the sweep and the admin at once): nothing more to write.
  await writeUnlessMoved([
    {
      Update: {
        TableName: tableName(),
        Key: giftKey(gift.giftId),
        UpdateExpression: 'SET cancelRefundId = :refund, cancelRefundCents = :cents',
        ConditionExpression: '#status = :cancelled AND attribute_not_exists(cancelRefundId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refund': refund.id, ':cents': refund.amountCents, ':cancelled': 'cancelled' },
      },
    },
    { Delete: { TableName: tableName(), Key: { pk: giftPartition(gift.giftId), sk: SORT_KEY.giftRefundDue } } },
    outboxPut(notice),
  ]);
}

/** Runs a transaction; false when one of its conditions failed (the gift moved since it was read). */
async function writeUnlessMoved(items: TransactItem[]): Promise<boolean> {
  try {
    await transactWriteOnce(items);
    return true;
  } catch (error) {
    if (isConditionFailedTransaction(error)) return false;
    throw error;
  }
}
