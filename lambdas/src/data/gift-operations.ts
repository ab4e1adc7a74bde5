import type { AdminPurchase } from '@shared/api/types/admin';
import type { AdminGift, AdminGiftsResponse } from '@shared/api/types/gifts';
import { GSI1, GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION, LIST_PARTITION } from '@shared/contract/table-keys';
import type { PaidGiftStatus } from '@shared/gifts';
import { orderNumberOf } from '@shared/order-reference';
import { getTier } from '@shared/tiers';
import { batchGetItems } from './batch-get';
import { type GiftRecord, giftFromItem, giftKey } from './gift-item';
import { giftStatusOf } from './gifts';
import { type PaymentMarker, paymentFromItem, paymentKey } from './payment';
import type { PurchaseRecord } from './purchase';
import { type Item, type PageOptions, queryAll, queryPage } from './query-page';

/**
 * The admin's view of gifts (docs/payments.md, Gift operations): the gift list, a user's gifts sent
 * and received, each with where it stands. An unclaimed gift's status depends on its payment marker
 * (refunded before anyone claimed it reads `refunded`), so the markers of a page are read in one batch.
 */

/** A paid gift as the admin sees it; `marker` is its payment's, for the status of an unclaimed one. */
export function adminGiftOf(gift: GiftRecord, marker: PaymentMarker | null): AdminGift {
  const payment = gift.payment;
  if (!payment || !gift.paidAt) throw new Error(`Gift ${gift.giftId} is not paid`);
  const status = giftStatusOf(gift, marker);
  if (status === 'awaiting_payment') throw new Error(`Gift ${gift.giftId} is paid but awaits payment`);
  return {
    giftId: gift.giftId,
    orderNumber: orderNumberOf(payment.sessionId),
    paidAt: gift.paidAt,
    tierId: gift.tierId,
    tierName: getTier(gift.tierId).name,
    buyerId: gift.buyerId,
    buyerEmail: gift.buyerEmail,
    recipientEmail: gift.recipientEmail,
    recipientId: gift.claimedBy,
    status,
    amountCents: payment.amountCents,
    ...(payment.presented ? { presented: payment.presented } : {}),
    paymentIntentId: payment.paymentIntentId,
    claimedAt: gift.claimedAt,
    lastEmailedAt: gift.lastEmailedAt,
    cancelledAt: gift.cancelledAt,
  };
}

/** The payment markers of the unclaimed gifts among these (only theirs decide a status), by payment intent. */
async function markersOf(gifts: readonly GiftRecord[]): Promise<Map<string, PaymentMarker>> {
  const paymentIntentIds = [
    ...new Set(
      gifts
        .filter((gift) => gift.status === 'unclaimed')
        .flatMap((gift) => (gift.payment?.paymentIntentId ? [gift.payment.paymentIntentId] : [])),
    ),
  ];
  const items = paymentIntentIds.length > 0 ? await batchGetItems(paymentIntentIds.map(paymentKey)) : [];
  return new Map(items.map(paymentFromItem).map((marker) => [marker.paymentIntentId, marker]));
}

/** Paid gifts as the admin sees them, in the order given. */
async function adminGiftsOf(gifts: readonly GiftRecord[]): Promise<AdminGift[]> {
  const paid = gifts.filter((gift) => gift.paidAt && gift.payment && gift.status !== 'awaiting_payment');
  const markers = await markersOf(paid);
  return paid.map((gift) => adminGiftOf(gift, markers.get(gift.payment?.paymentIntentId ?? '') ?? null));
}

/**
 * The stored statuses a listed status can come from: `refunded` is read off an unclaimed gift's
 * payment marker, so both it and `unclaimed` read the stored unclaimed gifts (and any stored refunded).
 */
function storedStatusesOf(status: PaidGiftStatus): string[] {
  return status === 'claimed' || status === 'cancelled' ? [status] : ['unclaimed', 'refunded'];
}

/** How many Query requests a filtered page may make, and how many items each reads: a sparse status stays cheap. */
const FILTERED_READS = { maxReads: 4, readSize: 100 };

/**
 * Paid gifts newest first (gsi1 `GIFTS`), a page at a time, all of them or those of one status. The
 * stored status narrows the Query; the marker decides between unclaimed and refunded, so such a
 * page may hold fewer than asked while its cursor still goes on from where the reads stopped.
 */
export async function listAdminGifts(
  status: PaidGiftStatus | undefined,
  options: PageOptions,
): Promise<AdminGiftsResponse> {
  const stored = status ? storedStatusesOf(status) : null;
  const filter = stored
    ? {
        expression: `#status IN (${stored.map((_, index) => `:status${index}`).join(', ')})`,
        names: { '#status': 'status' },
        values: Object.fromEntries(stored.map((value, index) => [`:status${index}`, value])),
      }
    : undefined;
  const page = await queryPage(
    { index: GSI1, partition: LIST_PARTITION.gifts, ...(filter ? { filter } : {}) },
    filter ? { ...options, ...FILTERED_READS } : options,
  );
  const gifts = await adminGiftsOf(page.items.map(giftFromItem));
  return { items: status ? gifts.filter((gift) => gift.status === status) : gifts, nextCursor: page.nextCursor };
}

const newestPaidFirst = (a: AdminGift, b: AdminGift) => b.paidAt.localeCompare(a.paidAt);

/** The gifts a supporter paid for (gsi2 `GIFTS_FROM#<sub>`), newest first. */
export async function giftsSentBy(userId: string): Promise<AdminGift[]> {
  const items = await queryAll({ index: GSI2, partition: `${GSI2_PARTITION.giftsFrom}${userId}` });
  return (await adminGiftsOf(items.map(giftFromItem))).sort(newestPaidFirst);
}

/**
 * The gifts a supporter received: those they claimed (their purchases name the gift) and those
 * waiting at their address (the unclaimed markers in gsi2 `GIFTS_TO#<email lower>`), newest first.
 */
export async function giftsReceivedBy(
  email: string | null,
  purchases: readonly PurchaseRecord[],
): Promise<AdminGift[]> {
  const waiting: Item[] = email
    ? await queryAll({ index: GSI2, partition: `${GSI2_PARTITION.giftsTo}${email.toLowerCase()}` })
    : [];
  const giftIds = new Set([
    ...purchases.flatMap((purchase) => (purchase.gift ? [purchase.gift.giftId] : [])),
    ...waiting.map((marker) => String(marker.giftId)),
  ]);
  if (giftIds.size === 0) return [];
  const items = await batchGetItems([...giftIds].map(giftKey));
  return (await adminGiftsOf(items.map(giftFromItem))).sort(newestPaidFirst);
}

/** What the admin's purchase lists say of a claimed gift's purchase: who paid for it (never the message). */
export function adminPurchaseGift(purchase: Pick<PurchaseRecord, 'gift'>): AdminPurchase['gift'] | undefined {
  if (!purchase.gift) return undefined;
  const { giftId, buyerId, buyerEmail } = purchase.gift;
  return { giftId, buyerId, buyerEmail };
}
