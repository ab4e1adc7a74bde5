import { ADMIN_MESSAGES, refundTooLargeMessage } from '@shared/admin-messages';
import type { OAuthErrorCode } from '@shared/api/types/game';
import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { GAME_ADMIN_MESSAGES, GAME_API_MESSAGES, OAUTH_ERROR_DESCRIPTIONS } from '@shared/game-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { UPDATE_MESSAGES } from '@shared/updates';

/**
 * What the data modules refuse, in the product's words. Each refusal names the HTTP status the API
 * answers it with (lib/error-response.ts turns it into the response), so a Lambda bundles only the
 * refusals its own code can make, with their messages. Each message is the spec's copy the client sees,
 * taken when the error is made, so in the language of the request it is made in (the messages
 * themselves, not the shared objects of getters: importing one bundles all its messages in every
 * language). What the admin and the game servers read stays English.
 */
export class DomainError extends Error {
  /** The HTTP status of the refusal; one without is answered as any failure, a bare 500. */
  static readonly status?: number;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A second tier setup for the same tier: the database refused it (the lock the spec asks for). */
export class SubmissionLockedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_submission_locked(), options);
  }
}

/** A later tier's setup that would change the nickname an earlier setup locked; nothing is written. */
export class NicknameLockedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_nickname_locked(), options);
  }
}

export class ContactNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.contactNotFound, options);
  }
}

/** The account was deleted (or never had a profile): its token may no longer change anything. */
export class AccountGoneError extends DomainError {
  static override readonly status = 401;

  constructor(options?: ErrorOptions) {
    super(HTTP_MESSAGES.unauthorized, options);
  }
}

/** Too many wrong passwords or codes on the account's deletion within the window; nothing was checked. */
export class DeletionRateLimitedError extends DomainError {
  static override readonly status = 429;

  constructor(options?: ErrorOptions) {
    super(m.account_too_many_attempts(), options);
  }
}

/** The sender already sent as many contact messages as the current window allows; nothing was stored. */
export class ContactRateLimitedError extends DomainError {
  static override readonly status = 429;

  constructor(options?: ErrorOptions) {
    super(CONTACT_MESSAGES.tooManyMessages, options);
  }
}

/** The contact's status kept changing under an admin's update; nothing was written. */
export class ContactChangedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.contactChanged, options);
  }
}

/** A page cursor this query did not make (tampered, truncated or from another list). */
export class InvalidCursorError extends DomainError {
  static override readonly status = 400;

  constructor(options?: ErrorOptions) {
    super(HTTP_MESSAGES.invalidCursor, options);
  }
}

/**
 * A signed-in caller whose account has no live profile (never written, or deleted): there is no
 * address of theirs to answer, so nothing is stored. Answered like any unusable token.
 */
export class NoAccountError extends DomainError {
  static override readonly status = 401;

  constructor(options?: ErrorOptions) {
    super(HTTP_MESSAGES.unauthorized, options);
  }
}

/** A tier setup asked for before any tier was bought. */
export class NoTierError extends DomainError {
  static override readonly status = 400;

  constructor(options?: ErrorOptions) {
    super(m.account_no_tier(), options);
  }
}

/** A wall choice made before any setup gave a nickname to show. */
export class WallNeedsSetupError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_wall_needs_setup(), options);
  }
}

/** An admin action on a user who has no profile. */
export class UserNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.userNotFound, options);
  }
}

/** No fulfilled payment of the store has this payment intent. */
export class PaymentNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.paymentNotFound, options);
  }
}

/** The payment is refunded in full, a duplicate or lost in a dispute; nothing was asked of Stripe. */
export class NothingToRefundError extends DomainError {
  static override readonly status = 400;

  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.nothingToRefund, options);
  }
}

/** A refund above what is left of the payment; nothing was asked of Stripe. */
export class RefundTooLargeError extends DomainError {
  static override readonly status = 400;

  constructor(refundableCents = 0, options?: ErrorOptions) {
    super(refundTooLargeMessage(refundableCents), options);
  }
}

/** An admin revoked (or asked about) a game server key that does not exist. */
export class GameKeyNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(GAME_ADMIN_MESSAGES.keyNotFound, options);
  }
}

/** The token-answering errors a poll of a link request can meet (RFC 8628 §3.5 and RFC 6749 §5.2). */
export type LinkTokenRefusal = Extract<
  OAuthErrorCode,
  'authorization_pending' | 'slow_down' | 'access_denied' | 'expired_token' | 'invalid_grant'
>;

/**
 * A game server's poll of a link request that is not linked (yet), or not its own: the OAuth error
 * code, answered as 400 `{ error, error_description }` by the device flow's own error response
 * (lib/oauth-error.ts); 400 should one escape elsewhere.
 */
export class LinkTokenRefusedError extends DomainError {
  static override readonly status = 400;

  readonly code: LinkTokenRefusal;

  constructor(code: LinkTokenRefusal, options?: ErrorOptions) {
    super(OAUTH_ERROR_DESCRIPTIONS[code], options);
    this.code = code;
  }
}

/** A user code that was never issued, expired, was used or was cancelled (the answer never says which). */
export class LinkCodeInvalidError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(m.account_game_code_invalid(), options);
  }
}

/** A user code typed in a shape no code has. */
export class LinkCodeFormatError extends DomainError {
  static override readonly status = 400;

  constructor(options?: ErrorOptions) {
    super(m.account_game_code_format(), options);
  }
}

/** Too many code lookups or decisions by the user or from the IP address within the window. */
export class LinkCodeRateLimitedError extends DomainError {
  static override readonly status = 429;

  constructor(options?: ErrorOptions) {
    super(m.account_game_code_rate_limited(), options);
  }
}

/** The account's typed codes found no live request 20 times this UTC day. */
export class LinkCodeBudgetSpentError extends DomainError {
  static override readonly status = 429;

  constructor(options?: ErrorOptions) {
    super(m.account_game_code_budget_spent(), options);
  }
}

/** The game account is linked to another supporter. */
export class LinkedElsewhereError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_game_linked_elsewhere(), options);
  }
}

/** A platform switched to a different game account less than 30 days ago. */
export class RelinkTooSoonError extends DomainError {
  static override readonly status = 409;

  constructor(platformName: string, allowedOn: string, options?: ErrorOptions) {
    super(m.account_game_relink_too_soon({ platform: platformName, date: allowedOn }), options);
  }
}

/** An unlink on a platform where the supporter has no linked game account. */
export class NotLinkedOnPlatformError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(m.account_game_not_linked_on_platform(), options);
  }
}

/** A game server asked about a game account no supporter has linked. */
export class PlayerNotLinkedError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(GAME_API_MESSAGES.notLinked, options);
  }
}

/** No development update has this id. */
export class UpdateNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(UPDATE_MESSAGES.updateNotFound, options);
  }
}

/** An edit or a send of an update that is being sent or was sent; nothing was written. */
export class UpdateAlreadySentError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(UPDATE_MESSAGES.alreadySent, options);
  }
}

/** The send named a number of recipients that is no longer the audience's; nothing was written. */
export class RecipientsChangedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(UPDATE_MESSAGES.recipientsChanged, options);
  }
}

/** A public address naming no sent update (none by that slug, or its send has not finished). */
export class UpdateNotPublishedError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(UPDATE_MESSAGES.notPublished, options);
  }
}

/** A supporters-only update read by someone signed out or who owns no tier. */
export class SupportersOnlyUpdateError extends DomainError {
  static override readonly status = 403;

  constructor(options?: ErrorOptions) {
    super(UPDATE_MESSAGES.supportersOnly, options);
  }
}

/** A creator code that is unknown, paused, expired or used up: no offer and no checkout with it. */
export class CreatorCodeInvalidError extends DomainError {
  static override readonly status = 400;

  constructor(options?: ErrorOptions) {
    super(CREATOR_CODE_MESSAGES.invalid, options);
  }
}

/** A creator code by that name exists already; nothing was created. */
export class CreatorCodeTakenError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(CREATOR_CODE_MESSAGES.codeTaken, options);
  }
}

export class CreatorCodeNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(CREATOR_CODE_MESSAGES.notFound, options);
  }
}

/** Too many creator code lookups from one address within the window; nothing was looked up. */
export class CreatorCodeRateLimitedError extends DomainError {
  static override readonly status = 429;

  constructor(options?: ErrorOptions) {
    super(CREATOR_CODE_MESSAGES.tooManyLookups, options);
  }
}
