/** Errors in Stripe's wire shape, so the real SDK raises its own typed errors for them. */
export class StripeApiError extends Error {
  /** Response headers Stripe sends with the error too (`request-id`, `idempotency-key`). */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  /** `{ error: { type, message, code?, param? } }` as Stripe sends it. */
  toBody() {
    const { type = 'invalid_request_error', code, param } = this.details;
    return { error: { type, message: this.message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
  }
}

export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

export function parameterMissing(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function parameterInvalid(param: string, message: string): StripeApiError {
  return new StripeApiError(400, message, { code: 'parameter_invalid_integer', param });
}

/** Stripe's message for a value too long: https://docs.stripe.com/error-codes#parameter-invalid-string-too-long */
export function stringTooLong(param: string, value: string, limit: number): StripeApiError {
  return new StripeApiError(400, `Invalid string: ${value.slice(0, 10)}...; must be at most ${limit} characters`, {
    code: 'parameter_invalid_string_too_long',
    param,
  });
}

/** A value outside the ones Stripe accepts for an enum-like parameter. */
export function parameterNotAllowed(param: string, message: string): StripeApiError {
  return new StripeApiError(400, message, { param });
}

/** Stripe's answer to an Idempotency-Key sent again with another endpoint or other parameters. */
export function idempotencyKeyReused(key: string): StripeApiError {
  return new StripeApiError(
    400,
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    { type: 'idempotency_error' },
  );
}
