import type Stripe from 'stripe';
import type { StripeRefund } from '../data/payment';
import { type PaymentNewsOutcome, type RefundAuthor, recordPaymentNews } from '../data/refund';
import { callStripe } from './stripe-client';

const PAGE_SIZE = 100;

/** A refund as the store applies it: Stripe's id, amount and reason, and whether it gave an overpayment back. */
export function refundNewsOf(refund: Stripe.Refund): StripeRefund {
  return {
    id: refund.id,
    amountCents: refund.amount,
    reason: refund.reason ?? null,
    ...(refund.metadata?.givenBack === 'overpayment' ? { givenBack: 'overpayment' as const } : {}),
  };
}

/** Every refund Stripe holds for a payment, oldest first (Stripe lists newest first). */
export async function stripeRefundsOf(stripe: Stripe, paymentIntentId: string): Promise<Stripe.Refund[]> {
  const refunds: Stripe.Refund[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await callStripe((options) =>
      stripe.refunds.list(
        { payment_intent: paymentIntentId, limit: PAGE_SIZE, ...(after ? { starting_after: after } : {}) },
        options,
      ),
    );
    refunds.push(...page.data);
    after = page.data.at(-1)?.id;
    if (!page.has_more || !after) return refunds.reverse();
  }
}

/** Whose a refund is when the panel made it: the admin asking now, for that one refund. */
export interface OwnRefund {
  refundId: string;
  author: RefundAuthor;
}

/**
 * Brings the store up to Stripe's refunds of a payment (`refunds`, as Stripe listed them, oldest
 * first): each succeeded refund not applied yet is
 * applied on its own (oldest first), its audit entry naming Stripe, or the admin for `own`. Answers
 * the outcome per refund id. Refund events and the panel both come here, so what a refund does never
 * depends on what an event's body claims.
 */
export async function applyStripeRefunds(
  paymentIntentId: string,
  refunds: readonly Stripe.Refund[],
  own?: OwnRefund,
): Promise<Map<string, PaymentNewsOutcome>> {
  const outcomes = new Map<string, PaymentNewsOutcome>();
  for (const refund of refunds) {
    if (refund.status !== 'succeeded') continue;
    const news = refundNewsOf(refund);
    const author = refund.id === own?.refundId ? own.author : undefined;
    outcomes.set(refund.id, await recordPaymentNews(paymentIntentId, { refund: news }, author));
  }
  return outcomes;
}
