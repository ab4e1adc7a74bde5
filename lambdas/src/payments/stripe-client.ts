import { ENV } from '@shared/contract/lambda-env';
import type Stripe from 'stripe';
import { type RetryRules, retry } from '../lib/retry';

/** Stripe answers slower than this only when something is wrong: no try waits longer. */
const MAX_REQUEST_MS = 10_000;

/**
 * Stripe could not be reached, or kept failing on its side (connection refused or lost, timeouts,
 * 5xx) until the tries or the invocation's time ran out. A known dependency failure: each payment
 * route answers it with a 502 and its own message, never a bare 500. Stripe's refusals (4xx) are
 * thrown as Stripe's own errors instead, so callers can read their codes.
 */
export class StripeUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('Stripe could not be reached', options);
    this.name = 'StripeUnavailableError';
  }
}

/**
 * Stripe calls are retried here, not by the SDK (its own retries are off): 3 tries in all, within
 * the invocation's deadline, on the failures Stripe's SDK itself deems worth a retry.
 */
export const STRIPE_RETRY: RetryRules = {
  attempts: 3,
  firstDelayMs: 250,
  maxDelayMs: 1_000,
  retryable: isWorthRetrying,
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
 * Makes one Stripe call under STRIPE_RETRY. Each try is cut at its fair share of the time left
 * before the invocation's deadline, so a Stripe that accepts connections and never answers ends in
 * our error, not in a Lambda timeout. `send` gets the per-request options to pass as its last argument.
 */
export function callStripe<T>(send: (options: Stripe.RequestOptions) => Promise<T>): Promise<T> {
  return retry(
    (attempt) => send({ timeout: Math.min(MAX_REQUEST_MS, attempt.shareMs), maxNetworkRetries: 0 }),
    STRIPE_RETRY,
  );
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
