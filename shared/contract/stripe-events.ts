/**
 * The Stripe events the store acts on, and the EventBridge pattern that routes them to the
 * stripe-events Lambda: the CDK rule is built from it, and the local stack delivers only what it matches.
 */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'charge.dispute.closed',
  'checkout.session.expired',
] as const;

/** Stripe's partner event sources are named `aws.partner/stripe.com/ed_…`. */
export const STRIPE_EVENT_SOURCE_PREFIX = 'aws.partner/stripe.com';

/** The rule's pattern as EventBridge reads it (Stripe's detail-type is the event type). */
export const STRIPE_EVENT_PATTERN = {
  source: [{ prefix: STRIPE_EVENT_SOURCE_PREFIX }],
  'detail-type': [...STRIPE_EVENT_TYPES],
};
