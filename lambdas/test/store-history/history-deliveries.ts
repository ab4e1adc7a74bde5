import type { VerifyResponse } from '@shared/api/types/checkout';
import { type LedgerPayment, overpaymentRefundCents, paymentStands } from '@shared/ledger';
import { applyLedgerEvent, type LedgerEvent, type LedgerSession } from '@shared/ledger-events';
import type { StripeEvent } from '../../../infra/local/stripe/stripe-objects';
import { call } from '../api-event';
import { deliver } from '../payments-kit';
import type { HistoryState } from './history-state';
import {
  type CapturedEvent,
  type DeliveryPlan,
  type HistorySession,
  ledgerEventOf,
  shuffled,
} from './store-history-actions';

/*
 * How news of a payment reaches the store in a random history (a Stripe event, the buyer's verify
 * call) and the same news reaches the pure ledger, each answer checked against the ledger's. Test
 * support only; no product code imports it.
 */

/** A Stripe event reaches the stripe-events Lambda. */
export async function deliverEvent(history: HistoryState, captured: CapturedEvent): Promise<void> {
  history.transcript.push(`deliver ${captured.label}`);
  history.delivered.add(captured);
  await handOver(history, asStripeHoldsIt(history, captured.event), () => deliver(captured.event));
}

/** The buyer's browser calls POST /checkout/verify, which fulfils as the completed event does. */
export async function verify(history: HistoryState, session: HistorySession): Promise<void> {
  const paid = session.paid as LedgerSession;
  let answer = '';
  await handOver(history, { kind: 'paid', session: paid }, async () => {
    const response = await call('POST /checkout/verify', {
      token: session.buyer.token,
      body: { sessionId: session.sessionId },
    });
    answer = `${response.status} ${(response.body as { outcome?: string }).outcome ?? response.rawBody}`;
  });
  history.transcript.push(`verify ${session.label} → ${answer}`);
  const payment = history.model.payments[paid.sessionId] as LedgerPayment;
  const bought = overpaymentRefundCents(payment) > 0 ? 'overpaid' : 'granted';
  const expected = payment.duplicate ? 'duplicate' : paymentStands(payment) ? bought : 'refunded';
  if (answer !== `200 ${expected}`) throw new Error(`verify ${session.label} answered ${answer}, not ${expected}`);
}

/** The buyer verifies a bank transfer not paid: processing while the bank has it, failed once it turned it down. */
export async function verifyUnpaid(history: HistoryState, session: HistorySession): Promise<void> {
  const response = await call('POST /checkout/verify', {
    token: session.buyer.token,
    body: { sessionId: session.sessionId },
  });
  const answer = `${response.status} ${(response.body as VerifyResponse).outcome ?? response.rawBody}`;
  history.transcript.push(`verify ${session.label} → ${answer}`);
  const expected = session.delayed === 'failed' ? 'failed' : 'processing';
  if (answer !== `200 ${expected}`) throw new Error(`verify ${session.label} answered ${answer}, not ${expected}`);
}

/**
 * Every captured event once more, some of them twice, with verify calls of some paid sessions, in
 * the plan's order; refunds the store makes meanwhile join the queue where the plan puts them.
 */
export async function redeliverAll(history: HistoryState, plan: DeliveryPlan): Promise<void> {
  history.transcript.push('-- every event again, some twice, shuffled:');
  const verifies = history.paidSessions().filter((_, index) => plan.verify[index]);
  const items = [...history.captured.map((captured) => captured.label), ...verifies.map((s) => `verify ${s.label}`)];
  const queue = shuffled([...items, ...items.filter((_, index) => plan.repeat[index])], plan.order);
  let caused = 0;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const before = history.captured.length;
    await run(history, next);
    for (const fresh of history.captured.slice(before)) {
      const { at, again } = plan.later[caused++] ?? { at: 0, again: undefined };
      queue.splice(at % (queue.length + 1), 0, fresh.label);
      if (again !== undefined) queue.splice(again % (queue.length + 1), 0, fresh.label);
    }
  }
}

async function run(history: HistoryState, item: string): Promise<void> {
  const captured = history.captured.find((candidate) => candidate.label === item);
  if (captured) return deliverEvent(history, captured);
  const session = history.sessions.find((candidate) => `verify ${candidate.label}` === item);
  if (!session) throw new Error(`nothing to deliver for ${item}`);
  return verify(history, session);
}

/**
 * An event is applied from what Stripe holds when it arrives, not from its body: a Checkout Session
 * event buys the tier only if the session is paid by then (a bank transfer's completed event that
 * arrives after the bank settled grants it); a refund event brings the payment's refunds so far.
 */
function asStripeHoldsIt(history: HistoryState, event: StripeEvent): LedgerEvent | null {
  const object = event.data.object;
  if (object.object === 'checkout.session') {
    const paid = history.sessions.find((session) => session.sessionId === object.id)?.paid;
    return paid ? { kind: 'paid', session: paid } : null;
  }
  const news = ledgerEventOf(event);
  if (news?.kind !== 'refunded') return news;
  const charge = history.charges.get(news.paymentIntentId as string);
  return charge ? { ...news, amountRefundedCents: charge.refundedCents } : news;
}

/** One delivery at the store, then the same news to the ledger, in the same order. */
async function handOver(history: HistoryState, news: LedgerEvent | null, store: () => Promise<void>): Promise<void> {
  const first = news?.kind === 'paid' && !Object.hasOwn(history.model.payments, news.session.sessionId);
  const judged = first ? news.session : null;
  // Stripe as it is when the store judges the payment, before any refund the store then makes.
  const charge = judged ? history.charges.get(judged.paymentIntentId as string) : undefined;
  const moneyLeft = charge ? !charge.disputeLost && charge.refundedCents < charge.paidCents : false;
  if (news && news.kind !== 'paid' && !history.isFulfilled(news.paymentIntentId)) history.reached.add('news first');
  await store();
  if (news) history.model = applyLedgerEvent(history.model, news).state;
  const payment = judged ? history.model.payments[judged.sessionId] : undefined;
  if (judged && payment?.duplicate) {
    history.owedBack.set(judged.sessionId, moneyLeft);
    history.reached.add(moneyLeft ? 'duplicate refunded' : 'duplicate already repaid');
  }
  // The store asks for an overpayment only from a payment that stands when it is fulfilled.
  const asked = payment && judged?.paymentIntentId && paymentStands(payment);
  const overpayment = asked ? overpaymentRefundCents(payment) : 0;
  if (judged && overpayment > 0) {
    // Stripe refuses a refund larger than what is left on the charge.
    const enoughLeft = charge ? !charge.disputeLost && charge.paidCents - charge.refundedCents >= overpayment : false;
    history.overpaidBack.set(judged.sessionId, enoughLeft);
    if (enoughLeft) history.reached.add('overpayment refunded');
  }
  if (news?.kind === 'dispute-closed' && news.status === 'lost') history.reached.add('dispute lost');
  await history.collectEvents();
}
