import type middy from '@middy/core';
import { HTTP_MESSAGES } from '@shared/http-messages';
import {
  AccountGoneError,
  ContactChangedError,
  ContactNotFoundError,
  ContactRateLimitedError,
  CreatorCodeInvalidError,
  CreatorCodeNotFoundError,
  CreatorCodeRateLimitedError,
  CreatorCodeTakenError,
  DeletionRateLimitedError,
  type DomainError,
  GameKeyNotFoundError,
  InvalidCursorError,
  LinkCodeBudgetSpentError,
  LinkCodeFormatError,
  LinkCodeInvalidError,
  LinkCodeRateLimitedError,
  LinkedElsewhereError,
  LinkTokenRefusedError,
  NicknameLockedError,
  NoAccountError,
  NoTierError,
  NothingToRefundError,
  NotLinkedOnPlatformError,
  PaymentNotFoundError,
  PlayerNotLinkedError,
  RecipientsChangedError,
  RefundTooLargeError,
  RelinkTooSoonError,
  SubmissionLockedError,
  SupportersOnlyUpdateError,
  UpdateAlreadySentError,
  UpdateNotFoundError,
  UpdateNotPublishedError,
  UserNotFoundError,
  WallNeedsSetupError,
} from '../data/errors';
import {
  AdminGiftNotFoundError,
  GiftClaimedError,
  GiftNotUnclaimedError,
  GiftResentRecentlyError,
} from '../data/gift-operation-errors';
import {
  GoalAmountTakenError,
  GoalChangedError,
  GoalLimitError,
  GoalNotFoundError,
  GoalOrderStaleError,
} from '../data/goal-errors';
import { RateLimitSpentError } from '../data/rate-limit';
import {
  CheckoutInProgressError,
  CheckoutSessionNotFoundError,
  CheckoutUnavailableError,
  CoveredByCreditError,
  CreatorCodeStripeUnavailableError,
  PaymentStillProcessingError,
  RefundUnavailableError,
  TierAlreadyOwnedError,
  VerifyUnavailableError,
} from '../payments/errors';
import {
  GiftAlreadyClaimedError,
  GiftCancelledError,
  GiftCheckoutRateLimitedError,
  GiftForOtherEmailError,
  GiftNotFoundError,
  GiftToYourselfError,
  RecipientOwnsTierError,
} from '../payments/gift-errors';
import { HttpError } from './errors';
import { logger } from './logger';
import { json } from './responses';

/**
 * The one place domain errors (of the data and payment modules) get an HTTP status; their message is
 * the spec's copy and reaches the client, 502s included.
 */
const DOMAIN_ERROR_STATUS: ReadonlyArray<readonly [abstract new (...args: never[]) => DomainError, number]> = [
  [InvalidCursorError, 400],
  [CreatorCodeInvalidError, 400],
  [CreatorCodeTakenError, 409],
  [CreatorCodeNotFoundError, 404],
  [CreatorCodeRateLimitedError, 429],
  [GoalNotFoundError, 404],
  [GoalAmountTakenError, 409],
  [GoalChangedError, 409],
  [GoalOrderStaleError, 409],
  [GoalLimitError, 409],
  [AdminGiftNotFoundError, 404],
  [GiftNotUnclaimedError, 409],
  [GiftClaimedError, 409],
  [GiftResentRecentlyError, 409],
  [NoAccountError, 401],
  [NoTierError, 400],
  [ContactNotFoundError, 404],
  [UserNotFoundError, 404],
  [PaymentNotFoundError, 404],
  [GameKeyNotFoundError, 404],
  [UpdateNotFoundError, 404],
  [UpdateAlreadySentError, 409],
  [RecipientsChangedError, 409],
  [UpdateNotPublishedError, 404],
  [SupportersOnlyUpdateError, 403],
  [LinkCodeFormatError, 400],
  [LinkCodeInvalidError, 404],
  [NotLinkedOnPlatformError, 404],
  [LinkedElsewhereError, 409],
  // Answered by the device flow's own error response (oauth-error.ts); 400 should one escape elsewhere.
  [LinkTokenRefusedError, 400],
  [RelinkTooSoonError, 409],
  [LinkCodeRateLimitedError, 429],
  [LinkCodeBudgetSpentError, 429],
  [PlayerNotLinkedError, 404],
  [NothingToRefundError, 400],
  [RefundTooLargeError, 400],
  [SubmissionLockedError, 409],
  [NicknameLockedError, 409],
  [WallNeedsSetupError, 409],
  [ContactChangedError, 409],
  [ContactRateLimitedError, 429],
  [DeletionRateLimitedError, 429],
  [AccountGoneError, 401],
  [TierAlreadyOwnedError, 409],
  [CoveredByCreditError, 409],
  [PaymentStillProcessingError, 409],
  [CheckoutInProgressError, 409],
  [CheckoutSessionNotFoundError, 404],
  [GiftToYourselfError, 400],
  [RecipientOwnsTierError, 409],
  [GiftCheckoutRateLimitedError, 429],
  [GiftNotFoundError, 404],
  [GiftForOtherEmailError, 403],
  [GiftAlreadyClaimedError, 409],
  [GiftCancelledError, 410],
  [CheckoutUnavailableError, 502],
  [VerifyUnavailableError, 502],
  [RefundUnavailableError, 502],
  [CreatorCodeStripeUnavailableError, 502],
];

/** The HTTP error an error stands for, or null when it is not one the API answers as such. */
function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const mapped = DOMAIN_ERROR_STATUS.find(([type]) => error instanceof type);
  return mapped ? new HttpError(mapped[1], (error as Error).message, { cause: error, expose: true }) : null;
}

/**
 * RFC 9110 §10.2.3's Retry-After, in whole seconds, for an error caused by a spent rate limit (every
 * 429: TooManyRequestsError and the domain errors of rate limits take the refusal as their cause).
 */
function retryAfter(error: Error): Record<string, string> {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RateLimitSpentError) return { 'retry-after': String(cause.retryAfterSeconds) };
  }
  return {};
}

/**
 * Turns a thrown error into the response: HTTP errors and mapped domain errors keep their status
 * and, unless they are 5xx errors not marked `expose`, their message; anything else is logged and
 * answered with a bare 500 that reveals nothing internal.
 */
export function errorResponse(): middy.MiddlewareObj {
  return {
    onError: (request) => {
      const error = asHttpError(request.error);
      if (error) {
        if (error.status >= 500) logger.error('Request failed', { error });
        request.response = json(
          error.status,
          { message: error.expose ? error.message : HTTP_MESSAGES.internal },
          { ...error.headers, ...retryAfter(error) },
        );
        return;
      }
      logger.error('Unhandled error', { error: request.error as Error });
      request.response = json(500, { message: HTTP_MESSAGES.internal });
    },
  };
}
