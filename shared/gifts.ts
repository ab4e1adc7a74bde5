/**
 * Gifts: a signed-in supporter buys a tier for someone else by email (docs/payments.md, Gifts). The
 * rules every side reads, and the words the store says about them. Not in the spec: the product's voice.
 */

import * as m from './i18n/paraglide/messages/_index.js';

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

/** Each paid gift's status as the supporter's list says it (the admin's list too), in the page's language. */
export const GIFT_STATUS_LABELS: Record<PaidGiftStatus, string> = {
  get unclaimed() {
    return m.account_gift_status_unclaimed();
  },
  get claimed() {
    return m.account_gift_status_claimed();
  },
  get cancelled() {
    return m.account_gift_status_cancelled();
  },
  get refunded() {
    return m.account_gift_status_refunded();
  },
};

/** The site's path of a gift's claim page: the link in the recipient's email. */
export function giftClaimPath(giftId: string): string {
  return `/gifts/${encodeURIComponent(giftId)}`;
}

/** A gift id: 22 characters of base64url (16 random bytes), so a link cannot be guessed. */
export const GIFT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The admin's gift tools' refusals (POST /admin/gifts/{giftId}/resend and /cancel): English, as the admin panel. */
export const GIFT_OPERATION_MESSAGES = {
  notUnclaimed: 'Only a gift waiting to be claimed can be resent or cancelled.',
  claimedRefundFromPurchase: "This gift has been claimed: refund it from the recipient's purchases.",
} as const;

/**
 * What the store says about gifts. The buyer's and the recipient's are getters, in the page's or the request's
 * language; the admin's are the English ones above. The Lambdas import those, or the messages themselves, not
 * this object: whatever reads it bundles every getter's messages in every language. Made as GAME_MESSAGES
 * is (game-messages.ts), so a Lambda that reads only the English words above does not bundle them.
 */
export const GIFT_MESSAGES = /* @__PURE__ */ Object.assign(
  {
    // Checkout (POST /checkout with `gift`)
    get emailRequired() {
      return m.account_gift_email_required();
    },
    get emailInvalid() {
      return m.account_gift_email_invalid();
    },
    get toYourself() {
      return m.account_gift_to_yourself();
    },
    get messageTooLong() {
      return m.account_gift_message_too_long({ max: GIFT_MESSAGE_MAX });
    },
    get messageNotAllowed() {
      return m.account_gift_message_not_allowed();
    },
    get recipientOwnsTier() {
      return m.account_gift_recipient_owns_tier();
    },
    // The claim page (GET /gifts/{giftId}, POST /gifts/{giftId}/claim)
    get notFound() {
      return m.account_gift_not_found();
    },
    get otherEmail() {
      return m.account_gift_other_email();
    },
    get alreadyClaimed() {
      return m.account_gift_already_claimed();
    },
    get cancelled() {
      return m.account_gift_cancelled();
    },
  },
  GIFT_OPERATION_MESSAGES,
);
