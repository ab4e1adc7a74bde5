/** The charge behind a paid session: its refunded amount and dispute come from the stand-in's lists. */
import type { SessionRecord } from './state-file';
import { type Charge, type Dispute, list, type Refund } from './stripe-objects';

/** `refunds` are the charge's own, newest first. */
export function chargeOf(record: SessionRecord, refunds: Refund[], dispute: Dispute | undefined): Charge {
  const { session } = record;
  const amountRefunded = refunds.reduce((sum, item) => sum + item.amount, 0);
  return {
    id: record.chargeId ?? '',
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: amountRefunded,
    currency: session.currency,
    captured: true,
    paid: true,
    refunded: amountRefunded >= session.amount_total,
    disputed: dispute !== undefined,
    status: 'succeeded',
    payment_intent: session.payment_intent ?? '',
    metadata: {},
    created: record.chargeCreated ?? session.created,
    livemode: false,
    refunds: list(refunds, `/v1/charges/${record.chargeId}/refunds`),
  };
}
