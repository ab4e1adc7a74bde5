import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION } from '@shared/contract/table-keys';
import { GIFT_CLAIM_DAYS, GIFT_REMINDER_DAYS } from '@shared/gifts';
import type Stripe from 'stripe';
import { SYSTEM_ACTOR } from '../data/audit';
import { batchGetItems } from '../data/batch-get';
import { cancelUnclaimedGift, remindRecipient } from '../data/gift-changes';
import { type GiftRecord, giftFromItem, giftKey } from '../data/gift-item';
import { giftStatusOf } from '../data/gifts';
import { paymentFromItem, paymentKey } from '../data/payment';
import { type PageOptions, queryPage } from '../data/query-page';
import { logger } from '../lib/logger';
import { RefundUnavailableError } from './errors';
import { refundCancelledGift } from './gift-cancel';

/**
 * The gift sweep (docs/payments.md, Gift operations), run by the scheduled reconciler: reminds the
 * recipients of gifts waiting GIFT_REMINDER_DAYS, cancels and refunds those never claimed within
 * GIFT_CLAIM_DAYS, and asks Stripe again for the refunds of cancelled gifts it did not confirm. It
 * reads only its two gsi1 lists (never a scan): the unclaimed markers by payment time, up to the first
 * reminder's age, and the refunds due. Every change is conditional, so a run repeated or overlapping
 * another sends each reminder once and refunds each gift once.
 */

const DAY_MS = 86_400_000;
/** Gifts read per Query: small enough that a run nearing its deadline stops between pages. */
const PAGE_SIZE = 25;
/** Kept back from the deadline: a page's work (a refund's Stripe calls) must finish within the invocation. */
const PAGE_MARGIN_MS = 3_000;

export interface GiftSweepOptions {
  now: Date;
  /** Epoch ms after which the sweep starts no more pages (the reconciler's deadline). */
  deadline: number;
}

export interface GiftSweepResult {
  reminded: number;
  expired: number;
  /** Refunds of cancelled gifts made or confirmed by this run (expired ones included). */
  refunded: number;
  /** False when the run stopped at its deadline, or Stripe was unreachable: the next run carries on. */
  complete: boolean;
}

/** How many reminders a gift paid at `paidAt` is due by `now` (0 to GIFT_REMINDER_DAYS.length). */
function remindersDue(paidAt: string, now: Date): number {
  const ageDays = (now.getTime() - Date.parse(paidAt)) / DAY_MS;
  return GIFT_REMINDER_DAYS.filter((days) => ageDays >= days).length;
}

function claimPeriodOver(paidAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(paidAt) >= GIFT_CLAIM_DAYS * DAY_MS;
}

export async function sweepGifts(stripe: Stripe, options: GiftSweepOptions): Promise<GiftSweepResult> {
  const result: GiftSweepResult = { reminded: 0, expired: 0, refunded: 0, complete: true };
  const hasTime = () => Date.now() < options.deadline - PAGE_MARGIN_MS;
  try {
    await refundsDue(stripe, result, hasTime);
    await unclaimedGifts(stripe, options.now, result, hasTime);
  } catch (error) {
    // Stripe is down: what is left waits for the next run (cancelled gifts keep their refund due).
    if (!(error instanceof RefundUnavailableError)) throw error;
    logger.warn('Gift sweep stopped: Stripe did not answer', { error });
    result.complete = false;
  }
  logger.info('Gift sweep finished', { ...result });
  return result;
}

/** Each page of a gsi1 list, oldest first, while the run has time; false when it stopped for lack of it. */
async function eachPage(
  list: { partition: string; sortKeyBelow?: string },
  hasTime: () => boolean,
  visit: (gifts: GiftRecord[]) => Promise<void>,
): Promise<boolean> {
  let cursor: string | undefined;
  do {
    if (!hasTime()) return false;
    const page = await queryPage({ index: GSI1, ascending: true, ...list }, {
      limit: PAGE_SIZE,
      cursor,
    } satisfies PageOptions);
    const giftIds = page.items.map((item) => String(item.giftId));
    const items = giftIds.length > 0 ? await batchGetItems(giftIds.map(giftKey), { consistent: true }) : [];
    const gifts = items.map(giftFromItem);
    // The batch answers in no order: keep the list's (oldest first).
    await visit(giftIds.flatMap((giftId) => gifts.filter((gift) => gift.giftId === giftId)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return true;
}

/** Cancelled gifts whose refund Stripe has not confirmed (down, or its answer lost): asked again, under the same key. */
async function refundsDue(stripe: Stripe, result: GiftSweepResult, hasTime: () => boolean): Promise<void> {
  const done = await eachPage({ partition: LIST_PARTITION.giftRefundsDue }, hasTime, async (gifts) => {
    for (const gift of gifts) {
      if (gift.status !== 'cancelled' || gift.cancelRefundId) continue;
      await refundCancelledGift(stripe, gift);
      result.refunded += 1;
    }
  });
  if (!done) result.complete = false;
}

/**
 * Unclaimed gifts paid at least the first reminder's days ago (the markers' sort key is the payment
 * time, so the Query stops there): each is reminded once per step, or cancelled and refunded once its
 * claim period is over. A gift whose payment was refunded meanwhile (it reads `refunded`) is left be.
 */
async function unclaimedGifts(
  stripe: Stripe,
  now: Date,
  result: GiftSweepResult,
  hasTime: () => boolean,
): Promise<void> {
  const firstReminder = new Date(now.getTime() - Math.min(...GIFT_REMINDER_DAYS) * DAY_MS).toISOString();
  const done = await eachPage(
    // `~` sorts after `#<giftId>`: every gift paid at that time or before.
    { partition: LIST_PARTITION.giftsUnclaimed, sortKeyBelow: `${firstReminder}~` },
    hasTime,
    async (gifts) => {
      const markers = await standingOf(gifts);
      for (const gift of gifts) {
        if (!gift.paidAt || giftStatusOf(gift, markers.get(gift.giftId) ?? null) !== 'unclaimed') continue;
        if (claimPeriodOver(gift.paidAt, now)) {
          await expire(stripe, gift, now, result);
          continue;
        }
        const due = remindersDue(gift.paidAt, now);
        // A run that missed a step (the schedule down for days) sends one reminder, not one per step missed.
        if (gift.remindersSent < due && (await remindRecipient(gift, due, now))) result.reminded += 1;
      }
    },
  );
  if (!done) result.complete = false;
}

/** The payment markers of a page of gifts, by gift id, in one batch. */
async function standingOf(gifts: readonly GiftRecord[]) {
  const keys = gifts.flatMap((gift) =>
    gift.payment?.paymentIntentId ? [paymentKey(gift.payment.paymentIntentId)] : [],
  );
  const markers = keys.length > 0 ? (await batchGetItems(keys, { consistent: true })).map(paymentFromItem) : [];
  return new Map(
    gifts.map((gift) => [
      gift.giftId,
      markers.find((m) => m.paymentIntentId === gift.payment?.paymentIntentId) ?? null,
    ]),
  );
}

/** The claim period is over: cancelled by the store (audited as such), refunded, the buyer told it expired. */
async function expire(stripe: Stripe, gift: GiftRecord, now: Date, result: GiftSweepResult): Promise<void> {
  const cancelled = await cancelUnclaimedGift(
    gift,
    { actor: SYSTEM_ACTOR, cancelledBy: 'claim-period', reason: null, requestId: null },
    now,
  );
  // Claimed (or cancelled by the admin) since it was read: not the sweep's any more.
  if (!cancelled) return;
  result.expired += 1;
  await refundCancelledGift(stripe, cancelled);
  result.refunded += 1;
}
