import type middy from '@middy/core';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { DomainError } from '../data/errors';
import { RateLimitSpentError } from '../data/rate-limit';
import { HttpError } from './errors';
import { logger } from './logger';
import { json } from './responses';

/**
 * The HTTP error an error stands for, or null when it is not one the API answers as such: a domain
 * error (of the data and payment modules) answers with its class's status and its message, the spec's
 * copy, which reaches the client, 502s included.
 */
function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return null;
  const { status } = error.constructor as typeof DomainError;
  return status ? new HttpError(status, error.message, { cause: error, expose: true }) : null;
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
