import type middy from '@middy/core';
import { ENV } from '@shared/contract/lambda-env';
import type { Context } from 'aws-lambda';
import type Stripe from 'stripe';
import { optionalEnv, requireEnv } from '../lib/env';
import type { ConversionsSettings } from './conversions';
import { loadStripeSdk, stripeClient } from './stripe-client';

/** What `paymentSecrets()` leaves on the Lambda context. */
interface PaymentSecrets {
  stripeSecretKey?: string;
  conversionsToken?: string;
}

export type PaymentContext = Context & PaymentSecrets;

// A rotated key reaches warm Lambdas within this time.
const SECRET_CACHE_MS = 15 * 60 * 1000;

const ssmMiddlewares = new Map<string, middy.MiddlewareObj>();

/** The SSM parameters to fetch: only the secrets not given directly by environment. */
function parametersToFetch(): Record<string, string> {
  const fetchData: Record<string, string> = {};
  if (!optionalEnv(ENV.stripeSecretKey)) fetchData.stripeSecretKey = requireEnv(ENV.stripeSecretParameter);
  const tokenParameter = optionalEnv(ENV.conversionsTokenParameter);
  if (optionalEnv(ENV.pixelId) && !optionalEnv(ENV.conversionsToken) && tokenParameter) {
    fetchData.conversionsToken = tokenParameter;
  }
  return fetchData;
}

/**
 * Puts the Stripe secret key (and the Conversions API token when a pixel is configured) on the
 * context, and loads the Stripe SDK. A key given by environment (local stack, tests) wins; otherwise
 * the SecureString named by its parameter is read through @middy/ssm, cached for the Lambda's life with
 * a refresh period. The SDK, @middy/ssm and its SSM client load on the first request, alongside each
 * other, not when the Lambda's module is imported.
 */
export function paymentSecrets(): middy.MiddlewareObj {
  return {
    before: async (request) => {
      const sdkLoaded = loadStripeSdk();
      const fetchData = parametersToFetch();
      if (Object.keys(fetchData).length > 0) {
        const cacheKey = JSON.stringify(fetchData);
        let fetcher = ssmMiddlewares.get(cacheKey);
        if (!fetcher) {
          const { default: ssm } = await import('@middy/ssm');
          fetcher = ssm({
            fetchData,
            setToContext: true,
            cacheKey: `payments-${cacheKey}`,
            cacheExpiry: SECRET_CACHE_MS,
          }) as middy.MiddlewareObj;
          ssmMiddlewares.set(cacheKey, fetcher);
        }
        await fetcher.before?.(request);
      }
      await sdkLoaded;
      const context = request.context as PaymentContext;
      context.stripeSecretKey = optionalEnv(ENV.stripeSecretKey) ?? context.stripeSecretKey;
      context.conversionsToken = optionalEnv(ENV.conversionsToken) ?? context.conversionsToken;
    },
  };
}

/** The Stripe client for this invocation; `paymentSecrets()` must have run. */
export function stripeFor(context: Context): Stripe {
  const key = (context as PaymentContext).stripeSecretKey;
  if (!key) throw new Error('The Stripe secret key is not configured');
  return stripeClient(key);
}

/** Conversions API settings, or null (tracking off) unless a pixel id and a token are both configured. */
export function conversionsFor(context: Context): ConversionsSettings | null {
  const pixelId = optionalEnv(ENV.pixelId);
  const accessToken = (context as PaymentContext).conversionsToken;
  if (!pixelId || !accessToken) return null;
  const baseUrl = optionalEnv(ENV.conversionsApiUrl);
  return { pixelId, accessToken, ...(baseUrl ? { baseUrl } : {}) };
}
