/**
 * Disputes as the test control makes them: already closed, `won` or `lost`, on a paid charge, one
 * per charge (as Stripe allows). The object carries Stripe's dispute fields the store reads.
 */
import type { Params } from './session-params';
import { parameterInvalid, parameterNotAllowed, StripeApiError } from './stripe-errors';
import { type Dispute, stripeId } from './stripe-objects';

/** What a dispute needs to know about the charge it disputes. */
export interface DisputedCharge {
  chargeId: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  remaining: number;
  alreadyDisputed: boolean;
}

const CLOSED_STATUSES = ['won', 'lost'] as const;

/** Stripe's dispute reasons. */
const REASONS = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
];

/** `body` is the control's JSON: `{ status, amount?, reason? }`. */
export function newClosedDispute(charge: DisputedCharge, body: Params, created: number): Dispute {
  if (charge.alreadyDisputed) {
    throw new StripeApiError(400, `Charge ${charge.chargeId} already has a dispute.`);
  }
  const status = body.status;
  if (status !== 'won' && status !== 'lost') {
    throw parameterNotAllowed('status', `Invalid status: must be one of ${CLOSED_STATUSES.join(' or ')}`);
  }
  const amount = body.amount === undefined ? charge.amount : Number(body.amount);
  if (!Number.isInteger(amount) || amount < 1 || amount > charge.amount) {
    throw parameterInvalid('amount', `Dispute amount must be a positive integer of at most ${charge.amount}.`);
  }
  const reason = body.reason === undefined ? 'general' : String(body.reason);
  if (!REASONS.includes(reason)) throw parameterNotAllowed('reason', `Invalid reason: ${reason}`);
  return {
    id: stripeId('du_test_'),
    object: 'dispute',
    amount,
    charge: charge.chargeId,
    currency: charge.currency,
    payment_intent: charge.paymentIntent,
    reason,
    status,
    // A lost dispute has already taken the money back; a won one leaves the rest refundable.
    is_charge_refundable: status === 'won' && charge.remaining > 0,
    // Closed by the control with no evidence sent.
    evidence_details: {
      due_by: null,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    metadata: {},
    created,
    livemode: false,
  };
}
