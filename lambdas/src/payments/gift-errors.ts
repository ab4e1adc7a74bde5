import { GIFT_MESSAGES } from '@shared/gifts';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { DomainError } from '../data/errors';

/** What a gift's checkout and claim refuse (docs/payments.md, Gifts); lib/error-response.ts maps them. */

/** The recipient's address is the buyer's own. */
export class GiftToYourselfError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.toYourself, options);
  }
}

/** A live account at the recipient's address owns the tier or a higher one: the gift would buy nothing. */
export class RecipientOwnsTierError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.recipientOwnsTier, options);
  }
}

/** The account started as many gift checkouts as the hour allows (the recipient check tells who owns what). */
export class GiftCheckoutRateLimitedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(HTTP_MESSAGES.tooManyRequests, options);
  }
}

/** No paid gift has this id (or the id is in no gift's shape). */
export class GiftNotFoundError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.notFound, options);
  }
}

/** The gift was sent to another address than the caller's. */
export class GiftForOtherEmailError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.otherEmail, options);
  }
}

/** Another account claimed the gift. */
export class GiftAlreadyClaimedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.alreadyClaimed, options);
  }
}

/** The gift was cancelled, or its payment refunded or lost in a dispute, before it was claimed. */
export class GiftCancelledError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(GIFT_MESSAGES.cancelled, options);
  }
}
