import { ENV } from '@shared/contract/lambda-env';
import Stripe from 'stripe';
import { type RetryRules, retry } from '../lib/retry';

/** Stripe answers slower than this only when something is wrong: no try waits longer. */
const MAX_REQUEST_MS = 10_000;

/**
 * Stripe calls are retried here, not by the SDK (its own retries are off): 3 tries in all, within
 * the invocation's deadline, on the failures Stripe's SDK itself deems worth a retry.
 */
export const STRIPE_RETRY: RetryRules = {
  attempts: 3,
  firstDelayMs: 250,
  maxDelayMs: 1_000,
  retryable: isWorthRetrying,
};

const clients = new Map<string, Stripe>();

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

/** One Stripe client per secret key and endpoint, created on first use and kept for the Lambda's life. */
export function stripeClient(secretKey: string): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 0,
    timeout: MAX_REQUEST_MS,
    telemetry: false,
    ...endpointOptions(),
  };
  const cacheKey = JSON.stringify([secretKey, config]);
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(secretKey, config);
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

/** What Stripe's SDK retries: a lost connection or timeout, a 409 lock, a 5xx, or whatever Stripe's retry header says. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  const advice = error.headers?.['stripe-should-retry'];
  if (advice === 'true' || advice === 'false') return advice === 'true';
  return error.statusCode === 409 || (error.statusCode ?? 0) >= 500;
}

/** True when Stripe says the object does not exist (an unknown or foreign session id). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}
