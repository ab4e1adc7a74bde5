import type { GiftStatus, PaidGiftStatus } from '../../gifts';
import type { PresentedAmount } from '../../money';
import type { TierId } from '../../tiers';

/** The gifts' request and response bodies (docs/payments.md, Gifts). Amounts are integer cents. */

/** POST /checkout's `gift`: who the tier is for; the price is the tier's full price whatever the buyer owns. */
export interface GiftOrder {
  email: string;
  /** Plain text, at most GIFT_MESSAGE_MAX characters, filtered like nicknames. */
  message?: string;
  /** Whether the recipient is told the gift is from the buyer (their email address). */
  showSender: boolean;
}

// GET /gifts/{giftId}: the claim page, for the signed-in recipient only (403 for another address).
export interface GiftView {
  giftId: string;
  tierId: TierId;
  tierName: string;
  /** The buyer's email when they chose to be named; null for an anonymous gift. */
  from: string | null;
  message: string | null;
  status: Exclude<GiftStatus, 'awaiting_payment'>;
  /** True when the caller is the one who claimed it. */
  claimedByYou: boolean;
}

// POST /gifts/{giftId}/claim
/**
 * - `claimed`: the tier is the caller's now (a repeated claim by the same person answers this again).
 * - `overpaid`: claimed, and the part of it beyond the highest tier's price (with what the caller
 *   already owned) is refunded to the sender (`refundCents`).
 * - `already_owned`: the caller already owned this tier or a higher one: the gift bought nothing and is
 *   refunded to the sender in full.
 */
export interface GiftClaimResponse {
  outcome: 'claimed' | 'overpaid' | 'already_owned';
  tierName: string;
  refundCents?: number;
}

/** A gift the caller sent, in My purchases. */
export interface SentGift {
  giftId: string;
  /** The order number of the payment (shared/order-reference.ts). */
  orderNumber: string;
  paidAt: string;
  tierId: TierId;
  tierName: string;
  recipientEmail: string;
  status: PaidGiftStatus;
  /** What was charged, in US cents, with tax. */
  amountCents: number;
  presented?: PresentedAmount;
}

/** On a purchase the caller received as a gift (My purchases): who sent it, when they chose to be named. */
export interface ReceivedGift {
  giftId: string;
  from: string | null;
  message: string | null;
}

/** A gift in the admin's lists (GET /admin/gifts, the user detail). */
export interface AdminGift {
  giftId: string;
  orderNumber: string;
  paidAt: string;
  tierId: TierId;
  tierName: string;
  buyerId: string;
  buyerEmail: string;
  recipientEmail: string;
  /** The account that claimed it; null until claimed. */
  recipientId: string | null;
  status: PaidGiftStatus;
  amountCents: number;
  presented?: PresentedAmount;
  paymentIntentId: string | null;
  claimedAt: string | null;
  /** When the claim email was last sent (first send, a reminder or the admin's resend). */
  lastEmailedAt: string | null;
  cancelledAt: string | null;
}

export interface AdminGiftsResponse {
  /** Newest paid first. */
  items: AdminGift[];
  nextCursor: string | null;
}

/** POST /admin/gifts/{giftId}/cancel: the reason is audited; the request id makes retries refund once. */
export interface GiftCancelRequest {
  reason: string;
  requestId: string;
}

export interface GiftCancelResponse {
  gift: AdminGift;
  refundedCents: number;
}

export interface GiftResendResponse {
  gift: AdminGift;
}
