import { GIFT_ADMIN_MESSAGES } from '@shared/gift-admin-messages';
import { GIFT_OPERATION_MESSAGES } from '@shared/gifts';
import { DomainError } from './errors';

/** What the admin's gift tools refuse (docs/payments.md, Gift operations); each names its HTTP status, as data/errors.ts says. */

/** No paid gift has this id. */
export class AdminGiftNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(GIFT_ADMIN_MESSAGES.notFound, options);
  }
}

/** The gift was cancelled (by another request) or refunded: only a gift waiting to be claimed can be resent or cancelled. */
export class GiftNotUnclaimedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GIFT_OPERATION_MESSAGES.notUnclaimed, options);
  }
}

/** The gift is claimed: its payment is in the recipient's ledger, and refunded from their purchases. */
export class GiftClaimedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GIFT_OPERATION_MESSAGES.claimedRefundFromPurchase, options);
  }
}

/** The claim email went out moments ago (a double click, or two admins at once); nothing was sent. */
export class GiftResentRecentlyError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(GIFT_ADMIN_MESSAGES.resentRecently, options);
  }
}
