/**
 * The rules of `POST /v1/refunds` once the payment is found: the amount defaults to what is left, a
 * refund never exceeds it, and a fully refunded or charged-back payment refuses another (the request's
 * schema has checked the parameters). Error codes and messages are Stripe's.
 */
import { formatCents } from '@shared/money';
import { type Params, stringParam, stringRecord } from './session-params';
import { parameterInvalid, StripeApiError } from './stripe-errors';
import { type Refund, type RefundReason, stripeId } from './stripe-objects';

/** What a refund needs to know about the payment it refunds. */
export interface RefundablePayment {
  chargeId: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  refunded: number;
  chargedBack: boolean;
}

export function newRefund(payment: RefundablePayment, params: Params, created: number): Refund {
  if (payment.chargedBack) {
    throw new StripeApiError(400, `Charge ${payment.chargeId} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    });
  }
  const remaining = payment.amount - payment.refunded;
  if (remaining <= 0) {
    throw new StripeApiError(400, `Charge ${payment.chargeId} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = params.amount === undefined || params.amount === '' ? remaining : Number(params.amount);
  if (!Number.isInteger(amount) || amount <= 0) {
    throw parameterInvalid('amount', 'This value must be greater than or equal to 1.');
  }
  if (amount > remaining) {
    // Stripe's message and param for an over-refund; Stripe documents no `code` for it, so none is sent.
    throw new StripeApiError(
      400,
      `Refund amount (${formatCents(amount)}) is greater than unrefunded amount on charge (${formatCents(remaining)})`,
      { param: 'amount' },
    );
  }
  return {
    id: stripeId('re_test_'),
    object: 'refund',
    amount,
    charge: payment.chargeId,
    currency: payment.currency,
    payment_intent: payment.paymentIntent,
    reason: reasonParam(params),
    status: 'succeeded',
    metadata: stringRecord(params.metadata),
    created,
  };
}

/** One of Stripe's three reasons: the request's schema has checked it. */
function reasonParam(params: Params): RefundReason | null {
  return (stringParam(params, 'reason') as RefundReason | undefined) ?? null;
}
