/**
 * Gifts: a signed-in supporter buys a tier for someone else by email (docs/payments.md, Gifts). The
 * rules every side reads, and the words the store says about them. Not in the spec: the product's voice.
 */

/** The gift's message: plain text, filtered like nicknames (shared/nickname-filter.ts). */
export const GIFT_MESSAGE_MAX = 200;

/** A gift not claimed this many days after it was paid is cancelled and its payment refunded. */
export const GIFT_CLAIM_DAYS = 30;

/** The recipient is reminded this many days after the gift was paid, if they have not claimed it. */
export const GIFT_REMINDER_DAYS = [7, 25] as const;

/**
 * Where a gift stands:
 * - `awaiting_payment`: the buyer started its checkout and has not paid (never shown to anyone);
 * - `unclaimed`: paid, waiting for the recipient;
 * - `claimed`: the recipient claimed it; their ledger holds the payment from then on;
 * - `cancelled`: cancelled before it was claimed (by the admin, or after GIFT_CLAIM_DAYS) and refunded;
 * - `refunded`: refunded in full (or lost in a dispute) before it was claimed, by any other way.
 */
export const GIFT_STATUSES = ['awaiting_payment', 'unclaimed', 'claimed', 'cancelled', 'refunded'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** The statuses a paid gift can show (lists never show one awaiting payment). */
export type PaidGiftStatus = Exclude<GiftStatus, 'awaiting_payment'>;

export const GIFT_STATUS_LABELS: Record<PaidGiftStatus, string> = {
  unclaimed: 'Waiting to be claimed',
  claimed: 'Claimed',
  cancelled: 'Cancelled and refunded',
  refunded: 'Refunded',
};

/** The site's path of a gift's claim page: the link in the recipient's email. */
export function giftClaimPath(giftId: string): string {
  return `/gifts/${encodeURIComponent(giftId)}`;
}

/** A gift id: 22 characters of base64url (16 random bytes), so a link cannot be guessed. */
export const GIFT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const GIFT_MESSAGES = {
  // Checkout (POST /checkout with `gift`)
  emailRequired: 'Enter the email address of the person you are gifting.',
  emailInvalid: 'Enter a valid email address for the person you are gifting.',
  toYourself: 'You cannot send a gift to your own email address.',
  messageTooLong: `Keep the message to ${GIFT_MESSAGE_MAX} characters or fewer.`,
  messageNotAllowed: 'That message contains words we do not allow. Please change it.',
  recipientOwnsTier: 'They already own this package or a higher one, so this gift would buy them nothing.',
  // The claim page (GET /gifts/{giftId}, POST /gifts/{giftId}/claim)
  notFound: 'This gift was not found. Check the link in your email.',
  otherEmail: 'This gift was sent to another email address. Sign in with the address it was sent to.',
  alreadyClaimed: 'This gift has already been claimed.',
  cancelled: 'This gift was cancelled and refunded, so there is nothing to claim.',
  // Admin (POST /admin/gifts/{giftId}/resend, POST /admin/gifts/{giftId}/cancel)
  notUnclaimed: 'Only a gift waiting to be claimed can be resent or cancelled.',
  claimedRefundFromPurchase: "This gift has been claimed: refund it from the recipient's purchases.",
} as const;
