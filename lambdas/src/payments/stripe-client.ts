import { ENV } from '@shared/contract/lambda-env';
import Stripe from 'stripe';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_NETWORK_RETRIES = 2;

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

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * One Stripe client per secret key and endpoint, created on first use and kept for the Lambda's
 * life. Timeout and retries can be lowered by environment so fault tests end quickly.
 */
export function stripeClient(secretKey: string): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: numberFromEnv(ENV.stripeMaxNetworkRetries, DEFAULT_NETWORK_RETRIES),
    timeout: numberFromEnv(ENV.stripeTimeoutMs, DEFAULT_TIMEOUT_MS),
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

/** True when Stripe says the object does not exist (an unknown or foreign session id). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}
