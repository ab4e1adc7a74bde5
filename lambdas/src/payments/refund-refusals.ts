import type Stripe from 'stripe';
import { stripeErrorCode } from './stripe-client';

/**
 * Stripe's over-refund messages: "Refund amount ($30.00) is greater than charge amount ($25.00)" and
 * "Refund amount ($25.00) is greater than unrefunded amount on charge ($15.00)".
 */
const OVER_REFUND = /^Refund amount \(.+\) is greater than (charge amount|unrefunded amount on charge) \(.+\)/;

/**
 * Stripe's refusal of a refund, named for the store: its error code, or `amount_too_large` for a
 * refund beyond what the charge has left. Stripe documents that refusal by its message and
 * `param: 'amount'`, not by a code, so it is recognised by either.
 */
export function refundRefusalCode(error: unknown): string | undefined {
  const code = stripeErrorCode(error);
  if (code) return code;
  const { param, message } = error as Partial<Stripe.errors.StripeError>;
  return param === 'amount' && OVER_REFUND.test(message ?? '') ? 'amount_too_large' : undefined;
}
