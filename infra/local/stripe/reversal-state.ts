/** Refunds and disputes in the stand-in's state: each on the charge of a paid session, found by payment intent or charge. */
import { newClosedDispute } from './disputes';
import { chargeObjectPage, findById, type ListParams } from './lists';
import { newRefund } from './refunds';
import { type Params, stringParam } from './session-params';
import type { SessionRecord } from './state-file';
import type { StateStore } from './state-store';
import { resourceMissing, StripeApiError } from './stripe-errors';
import { type Dispute, type Refund, type StripeEvent, type StripeList, stripeEvent } from './stripe-objects';

/** POST /v1/refunds: by `payment_intent` or `charge`; all that is left unless an amount is given. */
export function refund(store: StateStore, params: Params): { refund: Refund; event: StripeEvent } {
  const record = paidRecordFor(store, params);
  const before = store.charge(record);
  const made = newRefund(
    {
      chargeId: before.id,
      paymentIntent: before.payment_intent,
      amount: before.amount,
      currency: before.currency,
      refunded: before.amount_refunded,
      chargedBack: store.disputeOf(record)?.status === 'lost',
    },
    params,
    store.clock(),
  );
  store.refunds.push(made);
  store.save();
  const after = store.charge(record);
  const previous = {
    amount_refunded: before.amount_refunded,
    ...(after.refunded !== before.refunded ? { refunded: before.refunded } : {}),
  };
  return { refund: made, event: stripeEvent('charge.refunded', after, store.clock(), previous) };
}

export function getRefund(store: StateStore, id: string): Refund {
  return findById(store.refunds, id, 'refund');
}

/** GET /v1/refunds: filters `payment_intent`, `charge` and `created`, newest first. */
export function refundPage(store: StateStore, params: ListParams): StripeList<Refund> {
  return chargeObjectPage(store.refunds, params, { url: '/v1/refunds', kind: 'refund' });
}

/** The dispute control (`{ paymentIntent or charge, status, amount?, reason? }`): a closed dispute. */
export function closeDispute(store: StateStore, body: Params): { dispute: Dispute; event: StripeEvent } {
  const record = paidRecordFor(store, { payment_intent: body.paymentIntent, charge: body.charge });
  const charge = store.charge(record);
  const dispute = newClosedDispute(
    {
      chargeId: charge.id,
      paymentIntent: charge.payment_intent,
      amount: charge.amount,
      currency: charge.currency,
      remaining: charge.amount - charge.amount_refunded,
      alreadyDisputed: charge.disputed,
    },
    body,
    store.clock(),
  );
  store.disputes.push(dispute);
  store.save();
  return { dispute, event: stripeEvent('charge.dispute.closed', dispute, store.clock()) };
}

export function getDispute(store: StateStore, id: string): Dispute {
  return findById(store.disputes, id, 'dispute');
}

/** GET /v1/disputes: filters `payment_intent`, `charge` and `created`, newest first. */
export function disputePage(store: StateStore, params: ListParams): StripeList<Dispute> {
  return chargeObjectPage(store.disputes, params, { url: '/v1/disputes', kind: 'dispute' });
}

function paidRecordFor(store: StateStore, params: Params): SessionRecord {
  const paymentIntent = stringParam(params, 'payment_intent');
  const chargeId = stringParam(params, 'charge');
  if (!paymentIntent && !chargeId) {
    throw new StripeApiError(400, 'You must provide either a charge or a payment_intent.', {
      code: 'parameter_missing',
    });
  }
  const records = store.sessionRecords();
  const record = paymentIntent
    ? records.find((item) => item.session.payment_intent === paymentIntent)
    : records.find((item) => item.chargeId === chargeId);
  if (record && paymentIntent && !record.chargeId) {
    throw new StripeApiError(
      400,
      `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`,
      { param: 'payment_intent' },
    );
  }
  if (!record?.chargeId) {
    throw paymentIntent
      ? resourceMissing('payment_intent', paymentIntent, 'payment_intent')
      : resourceMissing('charge', chargeId ?? '', 'charge');
  }
  if (paymentIntent && chargeId && record.chargeId !== chargeId) {
    throw new StripeApiError(400, `The charge ${chargeId} does not belong to the payment intent ${paymentIntent}.`, {
      param: 'charge',
    });
  }
  return record;
}
