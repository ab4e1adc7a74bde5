import type middy from '@middy/core';
import { ENV } from '@shared/contract/lambda-env';
import type { Context } from 'aws-lambda';
import type Stripe from 'stripe';
import { optionalEnv, requireEnv } from '../lib/env';
import { logger } from '../lib/logger';
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

/** The Stripe secret key's parameter does not exist yet: payments are not set up on this stage. */
export class PaymentsNotConfiguredError extends Error {
  override name = 'PaymentsNotConfiguredError';
  constructor(options?: ErrorOptions) {
    super('The Stripe secret key is not configured', options);
  }
}

// Logged once per Lambda instance, not on every request or scheduled run of a stage still being set up.
let notConfiguredReported = false;

/** The parameters SSM said do not exist, from @middy/ssm's error (each `InvalidParameter <name>`). */
function missingParameters(error: unknown): string[] {
  const causes = (error as { cause?: { data?: unknown[] } } | undefined)?.cause?.data ?? [];
  return causes.flatMap((cause) => {
    const match = cause instanceof Error ? /^InvalidParameter (.+)$/.exec(cause.message) : null;
    return match?.[1] ? [match[1]] : [];
  });
}

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
 * other, not when the Lambda's module is imported. While that parameter does not exist, the key stays
 * unset (`paymentsConfigured` is false) and one warning is logged, instead of an error per request.
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
        try {
          await fetcher.before?.(request);
        } catch (error) {
          // Until the operator puts the key (docs/deploy.md), payments answer "not configured" and
          // the next request asks SSM again; any other failure to read it is a real error.
          const parameter = fetchData.stripeSecretKey;
          if (!parameter || !missingParameters(error).includes(parameter)) throw error;
          if (!notConfiguredReported) {
            logger.warn('Payments are not configured: the Stripe secret key parameter does not exist', { parameter });
            notConfiguredReported = true;
          }
        }
      }
      await sdkLoaded;
      const context = request.context as PaymentContext;
      context.stripeSecretKey = optionalEnv(ENV.stripeSecretKey) ?? context.stripeSecretKey;
      context.conversionsToken = optionalEnv(ENV.conversionsToken) ?? context.conversionsToken;
    },
  };
}

/** Whether the Stripe secret key is set for this invocation; `paymentSecrets()` must have run. */
export function paymentsConfigured(context: Context): boolean {
  return Boolean((context as PaymentContext).stripeSecretKey);
}

/** The Stripe client for this invocation; `paymentSecrets()` must have run. */
export function stripeFor(context: Context): Stripe {
  const key = (context as PaymentContext).stripeSecretKey;
  if (!key) throw new PaymentsNotConfiguredError();
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
