import type Stripe from 'stripe';
import { getCheckoutRecord } from '../data/checkout';
import { getSessionGiftId } from '../data/gifts';
import { getPaymentMarker } from '../data/payment';
import {
  clearReconcileCursor,
  getReconcileCursor,
  type ReconcileCursor,
  saveReconcileCursor,
} from '../data/reconcile-cursor';
import { recordPaymentNews } from '../data/refund';
import { logger } from '../lib/logger';
import { owesRefund } from './duplicate-refund';
import { fulfil, type PaymentServices } from './fulfil';
import { callStripe } from './stripe-client';
import { refundNewsOf } from './stripe-refunds';

/** How far back each run looks: Stripe keeps retrying an event for three days. */
const RECONCILE_WINDOW_HOURS = 72;
/** Time kept back from the deadline: a run stops, saves where it was, and leaves this to finish. */
const STOP_MARGIN_MS = 2_000;
const PAGE_SIZE = 100;

/** One thing the store had missed and has now applied. */
interface Correction {
  kind: 'fulfilment' | 'duplicate-refund' | 'overpayment-refund' | 'refund' | 'dispute';
  sessionId?: string;
  paymentIntentId?: string;
  outcome: string;
}

export interface ReconcileResult {
  corrections: Correction[];
  /** False when the run stopped at its deadline; the next run resumes from the saved cursor. */
  complete: boolean;
}

export interface ReconcileOptions {
  /** When the run must stop (ms since the epoch). */
  deadline: number;
  now?: Date;
}

type Phase = ReconcileCursor['phase'];
const PHASES: readonly Phase[] = ['sessions', 'refunds', 'disputes'];

/**
 * Asks Stripe for the Checkout Sessions completed, the refunds made and the disputes lost in the
 * last 72 hours, and applies whatever the store has not recorded, through the same fulfilment and
 * payment-news paths the events use (idempotent: an item already applied is only read). A run that
 * reaches its deadline saves a cursor, and the next run carries on from it. A run over a consistent
 * store writes nothing.
 */
export async function reconcile(services: PaymentServices, options: ReconcileOptions): Promise<ReconcileResult> {
  const saved = await getReconcileCursor();
  const windowStart =
    saved?.windowStart ?? Math.floor((options.now ?? new Date()).getTime() / 1000) - RECONCILE_WINDOW_HOURS * 3600;
  const corrections: Correction[] = [];
  const outOfTime = () => Date.now() > options.deadline - STOP_MARGIN_MS;

  for (const phase of PHASES.slice(saved ? PHASES.indexOf(saved.phase) : 0)) {
    const startingAfter = saved?.phase === phase ? saved.startingAfter : undefined;
    const stoppedAt = await walk(phase, services.stripe, windowStart, startingAfter, outOfTime, async (item) => {
      const correction = await applyMissing(phase, item, services);
      if (correction) {
        corrections.push(correction);
        logger.warn('Reconciler applied what the store had missed', { ...correction });
      }
    });
    if (stoppedAt !== null) {
      await saveReconcileCursor({ phase, startingAfter: stoppedAt, windowStart });
      return { corrections, complete: false };
    }
  }
  if (saved) await clearReconcileCursor();
  return { corrections, complete: true };
}

type Listed = Stripe.Checkout.Session | Stripe.Refund | Stripe.Dispute;

/** Walks one list newest first; returns the id to resume after when time ran out, else null. */
async function walk(
  phase: Phase,
  stripe: Stripe,
  windowStart: number,
  startingAfter: string | undefined,
  outOfTime: () => boolean,
  visit: (item: Listed) => Promise<void>,
): Promise<string | null> {
  let after = startingAfter;
  for (;;) {
    if (outOfTime()) return after ?? '';
    const params = { created: { gte: windowStart }, limit: PAGE_SIZE, ...(after ? { starting_after: after } : {}) };
    const page = await callStripe((options): Promise<Stripe.ApiList<Listed>> => {
      if (phase === 'sessions') return stripe.checkout.sessions.list({ ...params, status: 'complete' }, options);
      if (phase === 'refunds') return stripe.refunds.list(params, options);
      return stripe.disputes.list(params, options);
    });
    for (const item of page.data) {
      if (outOfTime()) return after ?? '';
      await visit(item);
      after = item.id;
    }
    if (!page.has_more) return null;
  }
}

async function applyMissing(phase: Phase, item: Listed, services: PaymentServices): Promise<Correction | null> {
  if (phase === 'sessions') return applySession(item as Stripe.Checkout.Session, services);
  if (phase === 'refunds') return applyRefund(item as Stripe.Refund);
  return applyDispute(item as Stripe.Dispute);
}

async function applySession(session: Stripe.Checkout.Session, services: PaymentServices): Promise<Correction | null> {
  const record = await getCheckoutRecord(session.id);
  if (session.payment_status === 'unpaid') {
    // A delayed payment whose completed or failed event was lost: processing or failed is noted once.
    if (record) return null;
    const result = await fulfil(session.id, services);
    const noted = (result.kind === 'processing' || result.kind === 'failed') && result.recorded;
    return noted ? { kind: 'fulfilment', sessionId: session.id, outcome: result.kind } : null;
  }
  // A duplicate or an overpayment whose refund failed is asked again, as fulfilment asks it.
  const refundDue = record !== null && owesRefund(record);
  if (record && !refundDue) return null;
  // A gift's payment recorded (its pointer) and not claimed owes nothing yet: recorded, no correction.
  if (!record && (await getSessionGiftId(session.id))) return null;
  const result = await fulfil(session.id, services);
  if (result.kind === 'gift' && !refundDue) {
    return result.recorded ? { kind: 'fulfilment', sessionId: session.id, outcome: 'gift' } : null;
  }
  if (result.kind !== 'fulfilled' && result.kind !== 'gift') return null;
  const after = await getCheckoutRecord(session.id);
  if (refundDue) {
    const refundId = after?.verdict === 'duplicate' ? after.duplicateRefundId : after?.overpaymentRefundId;
    const kind = after?.verdict === 'duplicate' ? 'duplicate-refund' : 'overpayment-refund';
    return refundId ? { kind, sessionId: session.id, outcome: refundId } : null;
  }
  return { kind: 'fulfilment', sessionId: session.id, outcome: result.kind === 'gift' ? 'gift' : result.outcome };
}

/** A refund from Stripe's own list, applied once by its id; its audit entry names Stripe and Stripe's reason. */
async function applyRefund(refund: Stripe.Refund): Promise<Correction | null> {
  const paymentIntentId = idOf(refund.payment_intent);
  if (!paymentIntentId || refund.status !== 'succeeded') return null;
  // Payments the store never fulfilled (another product on the account, or older than the window) are not ours to note.
  if (!(await getPaymentMarker(paymentIntentId))) return null;
  const outcome = await recordPaymentNews(paymentIntentId, { refund: refundNewsOf(refund) });
  return outcome === 'unchanged' ? null : { kind: 'refund', paymentIntentId, outcome };
}

async function applyDispute(dispute: Stripe.Dispute): Promise<Correction | null> {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!paymentIntentId || dispute.status !== 'lost') return null;
  if (!(await getPaymentMarker(paymentIntentId))) return null;
  const outcome = await recordPaymentNews(paymentIntentId, { disputeLost: true });
  return outcome === 'unchanged' ? null : { kind: 'dispute', paymentIntentId, outcome };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
