/**
 * Stripe's rules the SDK's types cannot carry, each written once with the page that states it. The
 * generated schemas check everything else about a request (request-schemas.ts).
 */
import { formatCents } from '@shared/money';
import { StripeApiError } from './stripe-errors';

/** https://docs.stripe.com/api/metadata: up to 50 keys, keys up to 40 characters, values up to 500. */
const METADATA = { keys: 50, keyLength: 40, valueLength: 500 };

/** https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts: $0.50 for usd. */
const MINIMUM_CHARGE_CENTS: Record<string, number> = { usd: 50 };

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS;

/**
 * What Stripe takes as a URL to send a buyer to (`success_url`, `cancel_url`, `return_url`, …): an
 * absolute http or https URL. Its `{CHECKOUT_SESSION_ID}` template parses as part of the URL.
 */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, host } = new URL(value);
  return (protocol === 'https:' || protocol === 'http:') && host !== '';
}

/** Stripe's refusal of a value that is no URL: https://docs.stripe.com/error-codes#url-invalid */
export function invalidUrl(param: string): StripeApiError {
  return new StripeApiError(400, 'Not a valid URL', { code: 'url_invalid', param });
}

/** Stripe's refusals of metadata past its limits (param `metadata`, no code). */
export function checkMetadata(metadata: unknown): void {
  if (!metadata || typeof metadata !== 'object') return;
  const entries = Object.entries(metadata);
  if (entries.length > METADATA.keys) {
    throw new StripeApiError(400, `Invalid metadata: metadata can have up to ${METADATA.keys} keys`, {
      param: 'metadata',
    });
  }
  for (const [key, value] of entries) {
    if (key.length > METADATA.keyLength) {
      throw new StripeApiError(400, `Invalid key: ${key} must be a string under ${METADATA.keyLength} characters`, {
        param: 'metadata',
      });
    }
    if (String(value ?? '').length > METADATA.valueLength) {
      throw new StripeApiError(
        400,
        `Invalid val: ${String(value)} must be a string under ${METADATA.valueLength} characters`,
        { param: 'metadata' },
      );
    }
  }
}

/**
 * https://docs.stripe.com/payments/checkout/multiple-currencies (a Checkout Session has one
 * currency): every line item in the first one's.
 */
export function checkOneCurrency(currencies: string[]): void {
  const [first] = currencies;
  const other = currencies.findIndex((currency) => currency !== first);
  if (other > 0) {
    throw new StripeApiError(
      400,
      `All line items must be in the same currency: line_items[${other}] is in ${currencies[other]}, line_items[0] in ${first}.`,
      { param: `line_items[${other}][price_data][currency]` },
    );
  }
}

/** https://docs.stripe.com/error-codes#amount-too-small: a payment's total at least the currency's minimum charge. */
export function checkMinimumCharge(totalCents: number, currency: string): void {
  const minimum = MINIMUM_CHARGE_CENTS[currency];
  if (minimum !== undefined && totalCents < minimum) {
    throw new StripeApiError(
      400,
      `The Checkout Session's total amount due must add up to at least ${formatCents(minimum)} ${currency}`,
      { code: 'amount_too_small', param: 'line_items' },
    );
  }
}

/**
 * https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-expires_at: from 30
 * minutes to 24 hours after the session is created, 24 hours when not given. Counted from creation,
 * with no second forgiven: a caller sends a margin.
 */
export function expiresAtOf(expiresAt: number | undefined, created: number): number {
  if (expiresAt === undefined) return created + DAY_SECONDS;
  if (expiresAt < created + 30 * MINUTE_SECONDS) {
    throw new StripeApiError(
      400,
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      {
        param: 'expires_at',
      },
    );
  }
  if (expiresAt > created + DAY_SECONDS) {
    throw new StripeApiError(
      400,
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      {
        param: 'expires_at',
      },
    );
  }
  return expiresAt;
}
