/** Errors in Stripe's wire shape, so the real SDK raises its own typed errors for them. */
export class StripeApiError extends Error {
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

export function resourceMissing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });
}

export function parameterMissing(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function parameterInvalid(param: string, message: string): StripeApiError {
  return new StripeApiError(400, message, { code: 'parameter_invalid_integer', param });
}
