import Stripe from 'stripe';
import { ENV } from '../lib/env-names';

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

/** One Stripe client per secret key, created on first use and kept for the Lambda's life. */
export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      ...endpointOptions(),
    });
    clients.set(secretKey, client);
  }
  return client;
}
