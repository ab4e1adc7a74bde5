import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { RateLimitSpentError } from '../data/rate-limit';

/**
 * Errors that carry an HTTP status, thrown only by the HTTP middlewares and the request checks of
 * lib/ (handlers, data and payment modules throw domain errors instead, see data/errors.ts). The error-response middleware turns them into
 * `{ "message": ... }` bodies. Anything else becomes a bare 500.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Whether the message may reach the client: 4xx always; 5xx only when a subclass says so. */
  readonly expose: boolean;
  /** Headers the answer carries besides the body (lower-case names), e.g. an authentication challenge. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    message: string,
    options?: ErrorOptions & { expose?: boolean; headers?: Record<string, string> },
  ) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.expose = options?.expose ?? status < 500;
    this.headers = options?.headers ?? {};
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(400, message, options);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = HTTP_MESSAGES.unauthorized, options?: ErrorOptions) {
    super(401, message, options);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = ADMIN_MESSAGES.accessDenied, options?: ErrorOptions) {
    super(403, message, options);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = HTTP_MESSAGES.notFound, options?: ErrorOptions) {
    super(404, message, options);
  }
}

/** A request body that is not declared as JSON. */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string = HTTP_MESSAGES.unsupportedMediaType, options?: ErrorOptions) {
    super(415, message, options);
  }
}

/**
 * A client past its rate limit (a game server key's requests per minute). Its cause is the spent
 * limit, which gives the answer its Retry-After (error-response.ts).
 */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, options: { cause: RateLimitSpentError }) {
    super(429, message, options);
  }
}
