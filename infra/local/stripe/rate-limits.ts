/**
 * The stand-in's 429 fault (`POST /_control/rate-limits`): the next `count` requests to an endpoint
 * (`"POST /v1/checkout/sessions"`, or `"POST /v1/checkout/sessions/{id}/expire"` for any session) are
 * refused as Stripe refuses a request it will not take now, and nothing is done. Stripe answers these
 * with status 429 and `type: invalid_request_error` (https://docs.stripe.com/rate-limits,
 * https://docs.stripe.com/error-codes): `rate_limit` when its per-endpoint limit (25 requests a
 * second unless the endpoint says otherwise) or its global limit is passed, `lock_timeout` when
 * another request holds the object, with `Stripe-Should-Retry: true`. Only a test can make a surge
 * on demand. A 429 is answered before the request runs, so no idempotent answer is kept for its key.
 */
import type { Params } from './session-params';
import { StripeApiError } from './stripe-errors';

const CODES = ['rate_limit', 'lock_timeout'] as const;
type LimitCode = (typeof CODES)[number];

/** Stripe's words for each, as its API sends them. */
const MESSAGES: Record<LimitCode, string> = {
  rate_limit:
    'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests. See https://stripe.com/docs/rate-limits for more details.',
  lock_timeout:
    'This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request. If you see this error frequently and are making multiple concurrent requests to a single object, make your requests serially or at a lower rate. See https://stripe.com/docs/rate-limits for more details.',
};

interface Pending {
  pattern: RegExp;
  count: number;
  code: LimitCode;
}

export class RateLimits {
  private readonly pending = new Map<string, Pending>();

  /** `{ request: "POST /v1/…", count, code? }` (code `rate_limit` unless `lock_timeout`); a count of 0 clears it. */
  set(body: Params): { request: string; count: number; code: LimitCode } {
    const request = typeof body.request === 'string' ? body.request : '';
    const count = Number(body.count ?? 1);
    const code = body.code ?? 'rate_limit';
    if (!/^(GET|POST) \/v1\/\S+$/.test(request) || !Number.isInteger(count) || count < 0 || !isLimitCode(code)) {
      throw new StripeApiError(
        400,
        'Expected { "request": "POST /v1/…", "count": 0 or more, "code": "rate_limit" or "lock_timeout" }.',
      );
    }
    if (count === 0) this.pending.delete(request);
    else this.pending.set(request, { pattern: patternOf(request), count, code });
    return { request, count, code };
  }

  /** Stripe's 429 for this request (`POST /v1/checkout/sessions`) when one is due, counting it; else null. */
  take(request: string): StripeApiError | null {
    for (const [key, pending] of this.pending) {
      if (!pending.pattern.test(request)) continue;
      if (pending.count <= 1) this.pending.delete(key);
      else pending.count -= 1;
      const error = new StripeApiError(429, MESSAGES[pending.code], { code: pending.code });
      if (pending.code === 'lock_timeout') error.headers = { 'stripe-should-retry': 'true' };
      return error;
    }
    return null;
  }
}

function isLimitCode(code: unknown): code is LimitCode {
  return CODES.includes(code as LimitCode);
}

/** `{id}` stands for one path segment: Stripe limits an endpoint whatever object it names. */
function patternOf(request: string): RegExp {
  const escaped = request
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}
