import type { MyPaidPurchase, MyProcessingPurchase, MyPurchase } from '@shared/api/types/account';
import type { SentGift } from '@shared/api/types/gifts';
import { orderNumberOf } from '@shared/order-reference';
import { findTier, getTier } from '@shared/tiers';
import { type AccountStanding, standingOf } from './account-standing';
import { listGiftsSent } from './gifts';
import { presentedPartOf } from './presented-amount';
import {
  isProcessingPaymentItem,
  type ProcessingPayment,
  paymentStillProcessing,
  processingPaymentFromItem,
} from './processing-payment';
import { isProfileItem, userPartition } from './profile';
import { isPurchaseItem, type PurchaseGift, type PurchaseRecord, purchaseFromItem } from './purchase';
import { queryAll } from './query-page';

/** A supporter's purchase list (GET /me/purchases), with the account's standing read in the same Query. */
export interface PurchaseHistory {
  standing: AccountStanding;
  /** Newest first. */
  purchases: MyPurchase[];
}

/**
 * The user's purchases and the bank transfers still processing, newest first, from one Query of their
 * own partition (`USER#<sub>`), which holds their profile too: the caller's standing comes with it.
 */
export async function getPurchaseHistory(userId: string): Promise<PurchaseHistory> {
  const items = await queryAll({ index: null, partition: userPartition(userId) });
  const purchases = items.filter(isPurchaseItem).map(purchaseFromItem);
  const purchaseSessionIds = purchases.map((purchase) => purchase.id);
  const processing = items
    .filter(isProcessingPaymentItem)
    .map(processingPaymentFromItem)
    .filter((payment) => paymentStillProcessing([payment], purchaseSessionIds));
  return {
    standing: standingOf(items.find(isProfileItem)),
    purchases: [...purchases.map(myPaidPurchase), ...processing.flatMap(myProcessingPurchase)].sort(newestFirst),
  };
}

function myPaidPurchase(purchase: PurchaseRecord): MyPaidPurchase {
  return {
    orderNumber: orderNumberOf(purchase.id),
    orderedAt: purchase.createdAt,
    tierId: purchase.tierId,
    tierName: purchase.tierName,
    status: purchase.status,
    amountCents: purchase.amountCents,
    taxCents: purchase.taxCents,
    ...(purchase.invoice ? { invoice: purchase.invoice } : {}),
    ...(purchase.presented ? { presented: purchase.presented } : {}),
    refundedCents: purchase.refundedCents,
    ...(purchase.refundedCents > 0 ? refundedPresentedOf(purchase) : {}),
    ...(purchase.gift ? receivedGiftOf(purchase.gift) : {}),
  };
}

/**
 * A gift the user received: who sent it only when the buyer chose to be named. The invoice is the
 * buyer's (their billing details), so a received gift shows none.
 */
function receivedGiftOf(gift: PurchaseGift): Pick<MyPaidPurchase, 'gift' | 'invoice'> {
  return { gift: { giftId: gift.giftId, from: gift.from ?? null, message: gift.message ?? null }, invoice: undefined };
}

/** The gifts the user paid for someone else, newest first, with where each stands (My purchases). */
export async function listSentGifts(userId: string): Promise<SentGift[]> {
  const sent = await listGiftsSent(userId);
  return sent.flatMap(({ gift, status }) =>
    gift.payment && gift.paidAt && status !== 'awaiting_payment'
      ? [
          {
            giftId: gift.giftId,
            orderNumber: orderNumberOf(gift.payment.sessionId),
            paidAt: gift.paidAt,
            tierId: gift.tierId,
            tierName: getTier(gift.tierId).name,
            recipientEmail: gift.recipientEmail,
            status,
            amountCents: gift.payment.amountCents,
            ...(gift.payment.presented ? { presented: gift.payment.presented } : {}),
          },
        ]
      : [],
  );
}

/** What was refunded in the currency paid, at the payment's own rate, as the refund emails say it. */
function refundedPresentedOf(purchase: PurchaseRecord): Pick<MyPaidPurchase, 'refundedPresented'> {
  const { presented } = presentedPartOf(purchase.refundedCents, purchase.amountCents, purchase.presented);
  return presented ? { refundedPresented: presented } : {};
}

/** A processing payment's entry; none for a tier the catalogue does not name, which no checkout could have sold. */
function myProcessingPurchase(payment: ProcessingPayment): MyProcessingPurchase[] {
  const tier = findTier(payment.tierId);
  if (!tier) return [];
  return [
    {
      orderNumber: orderNumberOf(payment.sessionId),
      orderedAt: payment.since,
      tierId: tier.id,
      tierName: tier.name,
      status: 'processing',
    },
  ];
}

/** Newest first; the order number keeps entries of the same instant in one order. */
function newestFirst(a: MyPurchase, b: MyPurchase): number {
  return b.orderedAt.localeCompare(a.orderedAt) || b.orderNumber.localeCompare(a.orderNumber);
}
