import { GIFT_ADMIN_MESSAGES } from '@shared/gift-admin-messages';
import { GIFT_MESSAGES } from '@shared/gifts';
import { DomainError } from './errors';

/** What the admin's gift tools refuse (docs/payments.md, Gift operations); lib/error-response.ts maps them. */

/** No paid gift has this id. */
export class AdminGiftNotFoundError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_ADMIN_MESSAGES.notFound, options);
  }
}

/** The gift was cancelled (by another request) or refunded: only a gift waiting to be claimed can be resent or cancelled. */
export class GiftNotUnclaimedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.notUnclaimed, options);
  }
}

/** The gift is claimed: its payment is in the recipient's ledger, and refunded from their purchases. */
export class GiftClaimedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.claimedRefundFromPurchase, options);
  }
}

/** The claim email went out moments ago (a double click, or two admins at once); nothing was sent. */
export class GiftResentRecentlyError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_ADMIN_MESSAGES.resentRecently, options);
  }
}
