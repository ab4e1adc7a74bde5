import { HTTP_MESSAGES } from '@shared/http-messages';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { DomainError } from '../data/errors';

/** What a gift's checkout and claim refuse (docs/payments.md, Gifts); each names its HTTP status, as data/errors.ts says. */

/** The recipient's address is the buyer's own. */
export class GiftToYourselfError extends DomainError {
  static override readonly status = 400;

  constructor(options?: ErrorOptions) {
    super(m.account_gift_to_yourself(), options);
  }
}

/** A live account at the recipient's address owns the tier or a higher one: the gift would buy nothing. */
export class RecipientOwnsTierError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_gift_recipient_owns_tier(), options);
  }
}

/** The account started as many gift checkouts as the hour allows (the recipient check tells who owns what). */
export class GiftCheckoutRateLimitedError extends DomainError {
  static override readonly status = 429;

  constructor(options?: ErrorOptions) {
    super(HTTP_MESSAGES.tooManyRequests, options);
  }
}

/** No paid gift has this id (or the id is in no gift's shape). */
export class GiftNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(m.account_gift_not_found(), options);
  }
}

/** The gift was sent to another address than the caller's. */
export class GiftForOtherEmailError extends DomainError {
  static override readonly status = 403;

  constructor(options?: ErrorOptions) {
    super(m.account_gift_other_email(), options);
  }
}

/** Another account claimed the gift. */
export class GiftAlreadyClaimedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_gift_already_claimed(), options);
  }
}

/** The gift was cancelled, or its payment refunded or lost in a dispute, before it was claimed. */
export class GiftCancelledError extends DomainError {
  static override readonly status = 410;

  constructor(options?: ErrorOptions) {
    super(m.account_gift_cancelled(), options);
  }
}
