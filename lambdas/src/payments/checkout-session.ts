import { randomUUID } from 'node:crypto';
import { ENV } from '@shared/contract/lambda-env';
import { upgradePriceCents } from '@shared/ownership';
import type { Tier } from '@shared/tiers';
import type Stripe from 'stripe';
import { requireEnv } from '../lib/env';
import { CheckoutUnavailableError } from '../lib/errors';
import { logger } from '../lib/logger';
import { toStripeMetadata } from './checkout-metadata';
import { CURRENCY } from './session-verdict';
import { callStripe } from './stripe-client';

export const SUCCESS_PATH = '/payment-success';
export const CANCEL_PATH = '/payment-cancel';

/** What a Checkout Session is made of; the price always comes from the catalogue and the owned tier. */
export interface CheckoutOrder {
  userId: string;
  email: string | null;
  tier: Tier;
  owned: Tier | null;
  eventId?: string | undefined;
  /** The site origin Stripe sends the buyer back to. */
  origin: string;
}

/** The return origin: the caller's own site when it is one of ours, else the stage's first site. */
export function returnOrigin(requestOrigin: string | undefined): string {
  const origins = requireEnv(ENV.siteOrigins)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const [first] = origins;
  if (!first) throw new Error(`${ENV.siteOrigins} lists no origin`);
  return requestOrigin && origins.includes(requestOrigin) ? requestOrigin : first;
}

/** 'D1 Gang Starter', or 'D1 Gang MVP (upgrade from Starter)'. */
export function productName(tier: Tier, owned: Tier | null): string {
  return owned ? `D1 Gang ${tier.name} (upgrade from ${owned.name})` : `D1 Gang ${tier.name}`;
}

export function checkoutSessionParams(order: CheckoutOrder): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: upgradePriceCents(order.owned, order.tier),
          product_data: { name: productName(order.tier, order.owned) },
        },
      },
    ],
    client_reference_id: order.userId,
    metadata: toStripeMetadata({
      userId: order.userId,
      tierId: order.tier.id,
      fromTierId: order.owned?.id ?? 'none',
      ...(order.eventId ? { eventId: order.eventId } : {}),
    }),
    ...(order.email ? { customer_email: order.email } : {}),
    allow_promotion_codes: true,
    success_url: `${order.origin}${SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${order.origin}${CANCEL_PATH}`,
  };
}

/**
 * Creates the Checkout Session and returns its URL; any Stripe failure, or no answer before the
 * invocation's deadline, is a 502 with the spec's message. The tries share one idempotency key, so
 * a session Stripe made for a try whose answer was lost is the one the next try gets back.
 */
export async function createCheckoutSession(stripe: Stripe, order: CheckoutOrder): Promise<string> {
  const params = checkoutSessionParams(order);
  const idempotencyKey = randomUUID();
  try {
    const session = await callStripe((options) =>
      stripe.checkout.sessions.create(params, { ...options, idempotencyKey }),
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
    return session.url;
  } catch (error) {
    logger.error('Creating the Checkout Session failed', { error: error as Error, userId: order.userId });
    throw new CheckoutUnavailableError({ cause: error });
  }
}
