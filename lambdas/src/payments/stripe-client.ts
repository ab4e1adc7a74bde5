import { ENV } from '@shared/contract/lambda-env';
import type Stripe from 'stripe';
import { DeadlineExceededError, type RetryRules, retry } from '../lib/retry';

/** Stripe answers slower than this only when something is wrong: no try waits longer. */
const MAX_REQUEST_MS = 10_000;

/**
 * Stripe could not be reached, kept failing on its side (connection refused or lost, timeouts, 5xx)
 * or kept saying "slow down" (429) until the tries or the invocation's time ran out. A known
 * dependency failure: each payment route answers it with a 502 and its own message, never a bare
 * 500. Stripe's refusals (other 4xx) are thrown as Stripe's own errors instead, so callers can read
 * their codes.
 */
export class StripeUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('Stripe could not be reached', options);
    this.name = 'StripeUnavailableError';
  }
}

/** Tries for a Stripe that fails or hangs (connection lost, timeout, 409, 5xx): it is down, not busy. */
const FAILING_TRIES = 3;

/**
 * Stripe calls are retried here, not by the SDK (its own retries are off), within the invocation's
 * deadline: 3 tries on the failures Stripe's SDK itself deems worth a retry, 8 on Stripe's 429s.
 *
 * Sized for a launch surge. Stripe allows about 25 requests a second per endpoint ("API endpoints
 * have a default limit of 25 requests per second", https://docs.stripe.com/rate-limits) and answers
 * more with 429, advising a retry "with exponential backoff" and randomness so that callers do not
 * come back in step. So the pauses are full jitter (a random part of 250 ms, doubling to at most
 * 2 s): over 8 tries their caps add up to 9.75 s, on average about 4.9 s of 429s ridden out, and the
 * invocation's deadline (the checkout Lambda's 10 s less a second, lib/deadline.ts) stops them
 * first. A 429 answers at once, so the time is still shared among 3 tries that may hang, as before.
 */
export const STRIPE_RETRY: RetryRules = {
  attempts: 8,
  firstDelayMs: 250,
  maxDelayMs: 2_000,
  jitter: 'full',
  timeShares: FAILING_TRIES,
  retryable: (error, attempt) => isSlowDown(error) || (attempt < FAILING_TRIES && isWorthRetrying(error)),
  giveUp: (lastError) => new StripeUnavailableError({ cause: lastError }),
};

const clients = new Map<string, Stripe>();

// The SDK takes about 50 ms to evaluate: it loads on the first request that needs it, not with the
// Lambda's module, so a cold start that serves something else (or the import itself) does not pay it.
let sdkLoading: Promise<typeof Stripe> | undefined;
let sdk: typeof Stripe | undefined;

/** Loads the Stripe SDK once, on first need (paymentSecrets() does, before the handler runs). */
export function loadStripeSdk(): Promise<typeof Stripe> {
  sdkLoading ??= import('stripe').then((module) => {
    sdk = module.default;
    return sdk;
  });
  return sdkLoading;
}

/** Where the SDK sends requests: Stripe itself, or the local stand-in named by STRIPE_API_URL. */
function endpointOptions(): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const override = process.env[ENV.stripeApiUrl];
  if (!override) return {};
  const url = new URL(override);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

/**
 * One Stripe client per secret key and endpoint, created on first use and kept for the Lambda's life.
 * `loadStripeSdk()` must have finished.
 */
export function stripeClient(secretKey: string): Stripe {
  if (!sdk) throw new Error('The Stripe SDK is not loaded yet: await loadStripeSdk() first');
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 0,
    timeout: MAX_REQUEST_MS,
    telemetry: false,
    ...endpointOptions(),
  };
  const cacheKey = JSON.stringify([secretKey, config]);
  let client = clients.get(cacheKey);
  if (!client) {
    client = new sdk(secretKey, config);
    clients.set(cacheKey, client);
  }
  return client;
}

/**
 * Makes one Stripe call under STRIPE_RETRY. Each try is cut at its share of the time left before
 * the invocation's deadline, so a Stripe that accepts connections and never answers ends in our
 * error, not in a Lambda timeout; no time left for a try is Stripe unavailable too. `send` gets the
 * per-request options to pass as its last argument. A write passes its own `idempotencyKey` beside
 * them, the same for every try: the SDK would make a new key per try, and a try Stripe carried out
 * but whose answer was lost would be carried out again.
 */
export async function callStripe<T>(send: (options: Stripe.RequestOptions) => Promise<T>): Promise<T> {
  try {
    return await retry(
      (attempt) => send({ timeout: Math.min(MAX_REQUEST_MS, attempt.shareMs), maxNetworkRetries: 0 }),
      STRIPE_RETRY,
    );
  } catch (error) {
    if (error instanceof DeadlineExceededError) throw new StripeUnavailableError({ cause: error });
    throw error;
  }
}

/**
 * The error as one of Stripe's, by the `type` every Stripe error class sets (StripeConnectionError,
 * StripeInvalidRequestError, ...): recognised without loading the SDK to compare classes.
 */
function asStripeError(error: unknown): Stripe.errors.StripeError | null {
  if (!(error instanceof Error)) return null;
  const { type } = error as { type?: unknown };
  return typeof type === 'string' && type.startsWith('Stripe') ? (error as Stripe.errors.StripeError) : null;
}

/**
 * Stripe's 429, `rate_limit` and `lock_timeout` alike: Stripe refused the request before carrying it
 * out and says "slow down", which another try after a pause can pass (its rate-limit page).
 */
function isSlowDown(failure: unknown): boolean {
  return asStripeError(failure)?.statusCode === 429;
}

/** What Stripe's SDK retries: a lost connection or timeout, a 409 lock, a 5xx, or whatever Stripe's retry header says. */
function isWorthRetrying(failure: unknown): boolean {
  const error = asStripeError(failure);
  if (!error) return false;
  if (error.type === 'StripeConnectionError') return true;
  const advice = error.headers?.['stripe-should-retry'];
  if (advice === 'true' || advice === 'false') return advice === 'true';
  return error.statusCode === 409 || (error.statusCode ?? 0) >= 500;
}

/** Stripe's error code (`resource_missing`, `amount_too_large`, ...) when the error is one of Stripe's. */
export function stripeErrorCode(error: unknown): string | undefined {
  return asStripeError(error)?.code;
}

/** True when Stripe says the object does not exist (an unknown or foreign session id). */
export function isResourceMissing(error: unknown): boolean {
  return stripeErrorCode(error) === 'resource_missing';
}
