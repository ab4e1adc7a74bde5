import { judgePayment, type LedgerPayment, overpaymentRefundCents, paymentStands } from './ledger';

/**
 * A paid Checkout Session as fulfilment reads it from Stripe: a ledger payment before refunds and
 * disputes. `valueCents` is the session's `amount_subtotal`, `paidCents` its `amount_total`.
 */
export type LedgerSession = Pick<
  LedgerPayment,
  'sessionId' | 'paymentIntentId' | 'userId' | 'tierId' | 'valueCents' | 'paidCents' | 'taxCents' | 'purchasedAt'
>;

/** The Stripe news the ledger acts on, in the order it is delivered (any order, any repeats). */
export type LedgerEvent =
  | { kind: 'paid'; session: LedgerSession }
  /** `charge.refunded`: the charge's cumulative `amount_refunded`. */
  | { kind: 'refunded'; paymentIntentId: string; amountRefundedCents: number }
  | { kind: 'dispute-closed'; paymentIntentId: string; status: 'won' | 'lost' };

/**
 * What the caller must do after an event: give a payment that bought nothing back through Stripe,
 * or the part of a payment beyond the highest tier's price.
 */
export type LedgerEffect =
  | { kind: 'refund-duplicate'; paymentIntentId: string; sessionId: string }
  | { kind: 'refund-overpayment'; paymentIntentId: string; sessionId: string; amountCents: number };

/** Refund and dispute news that arrived before its payment's fulfilment. */
interface EarlyAdjustment {
  refundedCents: number;
  disputeLost: boolean;
}

/** The whole store's ledger: plain data, JSON-serialisable, equal for equal histories. */
export interface LedgerState {
  /** Fulfilled payments by session id, in fulfilment order. */
  payments: Record<string, LedgerPayment>;
  /** News for payments not fulfilled yet, by payment intent id; applied when the payment arrives. */
  early: Record<string, EarlyAdjustment>;
}

export interface LedgerStep {
  state: LedgerState;
  effects: LedgerEffect[];
}

/** The ledger before any event. */
export function emptyLedgerState(): LedgerState {
  return { payments: {}, early: {} };
}

/** One user's payments in fulfilment order, as the rules in ledger.ts take them. */
export function ledgerOf(state: LedgerState, userId: string): LedgerPayment[] {
  return Object.values(state.payments).filter((payment) => payment.userId === userId);
}

/**
 * Applies one event without touching the input. Repeats change nothing; refunds and dispute outcomes
 * commute with each other and with their own payment's fulfilment, arriving before it or after.
 */
export function applyLedgerEvent(state: LedgerState, event: LedgerEvent): LedgerStep {
  switch (event.kind) {
    case 'paid':
      return fulfil(state, event.session);
    case 'refunded':
      // Cumulative amounts: the largest seen wins, so late or repeated events cannot lower it.
      return adjust(state, event.paymentIntentId, (old) => ({
        refundedCents: Math.max(old.refundedCents, event.amountRefundedCents),
        disputeLost: old.disputeLost,
      }));
    case 'dispute-closed':
      // A won dispute leaves the payment as it was; a lost one is final.
      return adjust(state, event.paymentIntentId, (old) => ({
        refundedCents: old.refundedCents,
        disputeLost: old.disputeLost || event.status === 'lost',
      }));
  }
}

/** Applies events in delivery order, collecting every effect. */
export function applyLedgerEvents(state: LedgerState, events: readonly LedgerEvent[]): LedgerStep {
  let current = state;
  const effects: LedgerEffect[] = [];
  for (const event of events) {
    const step = applyLedgerEvent(current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
}

function fulfil(state: LedgerState, session: LedgerSession): LedgerStep {
  const unchanged = { state, effects: [] };
  // A replayed fulfilment never re-judges, so it cannot resurrect a refunded tier.
  if (Object.hasOwn(state.payments, session.sessionId)) return unchanged;
  const paymentIntentId = session.paymentIntentId;
  // A payment intent pays one session; another session claiming it is not a payment of ours.
  if (paymentIntentId && findByPaymentIntent(state, paymentIntentId)) return unchanged;

  const early = paymentIntentId && Object.hasOwn(state.early, paymentIntentId) ? state.early[paymentIntentId] : null;
  // Judged without this payment's own refunds, so the verdict is the same whether they came first or later.
  const { verdict, overpaidCents } = judgePayment(ledgerOf(state, session.userId), session);
  const payment: LedgerPayment = {
    ...session,
    refundedCents: early?.refundedCents ?? 0,
    disputeLost: early?.disputeLost ?? false,
    duplicate: verdict === 'duplicate',
    ...(overpaidCents > 0 ? { overpaidCents } : {}),
  };
  const remaining = { ...state.early };
  if (paymentIntentId) delete remaining[paymentIntentId];
  const next = { payments: { ...state.payments, [session.sessionId]: payment }, early: remaining };

  // Nothing to give back when it was already refunded in full or taken by a lost dispute.
  const owed = payment.duplicate && paymentIntentId && paymentStands({ ...payment, duplicate: false });
  if (owed)
    return { state: next, effects: [{ kind: 'refund-duplicate', paymentIntentId, sessionId: session.sessionId }] };
  // An overpayment is given back from a payment that stands; one already taken back holds nothing more.
  const overpayment = paymentStands(payment) ? overpaymentRefundCents(payment) : 0;
  return {
    state: next,
    effects:
      paymentIntentId && overpayment > 0
        ? [{ kind: 'refund-overpayment', paymentIntentId, sessionId: session.sessionId, amountCents: overpayment }]
        : [],
  };
}

function adjust(
  state: LedgerState,
  paymentIntentId: string,
  change: (old: EarlyAdjustment) => EarlyAdjustment,
): LedgerStep {
  const payment = findByPaymentIntent(state, paymentIntentId);
  if (payment) {
    const after = change(payment);
    if (after.refundedCents === payment.refundedCents && after.disputeLost === payment.disputeLost) {
      return { state, effects: [] };
    }
    const updated = { ...payment, ...after };
    return { state: { ...state, payments: { ...state.payments, [payment.sessionId]: updated } }, effects: [] };
  }
  const old = Object.hasOwn(state.early, paymentIntentId)
    ? (state.early[paymentIntentId] as EarlyAdjustment)
    : { refundedCents: 0, disputeLost: false };
  const after = change(old);
  // Keep the state canonical: news that changes nothing (a won dispute, a zero refund) leaves no entry.
  if (after.refundedCents === old.refundedCents && after.disputeLost === old.disputeLost) {
    return { state, effects: [] };
  }
  return { state: { ...state, early: { ...state.early, [paymentIntentId]: after } }, effects: [] };
}

function findByPaymentIntent(state: LedgerState, paymentIntentId: string): LedgerPayment | undefined {
  return Object.values(state.payments).find((payment) => payment.paymentIntentId === paymentIntentId);
}
