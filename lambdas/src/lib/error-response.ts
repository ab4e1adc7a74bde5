import type middy from '@middy/core';
import type { LinkTokenErrorBody } from '@shared/api/types/game';
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

/** RFC 8628 §3.5's error response: the error code beside the message every other error carries. */
function linkTokenRefusal(error: LinkTokenRefusedError) {
  const body: LinkTokenErrorBody = { error: error.code, message: error.message };
  return json(400, body);
}

/**
 * Turns a thrown error into the response: HTTP errors and mapped domain errors keep their status
 * and, unless they are 5xx errors not marked `expose`, their message; anything else is logged and
 * answered with a bare 500 that reveals nothing internal.
 */
export function errorResponse(): middy.MiddlewareObj {
  return {
    onError: (request) => {
      if (request.error instanceof LinkTokenRefusedError) {
        request.response = linkTokenRefusal(request.error);
        return;
      }
      const error = asHttpError(request.error);
      if (error) {
        if (error.status >= 500) logger.error('Request failed', { error });
        request.response = json(error.status, { message: error.expose ? error.message : HTTP_MESSAGES.internal });
        return;
      }
      logger.error('Unhandled error', { error: request.error as Error });
      request.response = json(500, { message: HTTP_MESSAGES.internal });
    },
  };
}
