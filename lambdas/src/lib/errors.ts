import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';

/**
 * Errors that carry an HTTP status, thrown by handlers and the HTTP middlewares (data modules throw
 * domain errors instead, see data/errors.ts). The error-response middleware turns them into
 * `{ "message": ... }` bodies. Anything else becomes a bare 500.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Whether the message may reach the client: 4xx always; 5xx only when a subclass says so. */
  readonly expose: boolean;

  constructor(status: number, message: string, options?: ErrorOptions & { expose?: boolean }) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.expose = options?.expose ?? status < 500;
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

export class ConflictError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(409, message, options);
  }
}

/** A request body that is not declared as JSON. */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string = HTTP_MESSAGES.unsupportedMediaType, options?: ErrorOptions) {
    super(415, message, options);
  }
}

/** Stripe failed or did not answer while creating a Checkout Session: the spec's message, as a 502. */
export class CheckoutUnavailableError extends HttpError {
  constructor(options?: ErrorOptions) {
    super(502, CHECKOUT_MESSAGES.failed, { ...options, expose: true });
  }
}

/** Stripe could not be reached to confirm a payment (the verify call): the spec's message, as a 502. */
export class VerifyUnavailableError extends HttpError {
  constructor(options?: ErrorOptions) {
    super(502, CHECKOUT_MESSAGES.verifyFailed, { ...options, expose: true });
  }
}

/** Stripe failed or did not answer while refunding from the admin panel: nothing was applied, a retry is safe. */
export class RefundUnavailableError extends HttpError {
  constructor(options?: ErrorOptions) {
    super(502, ADMIN_MESSAGES.refundUnavailable, { ...options, expose: true });
  }
}
