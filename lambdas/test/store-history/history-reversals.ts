import { applyLedgerEvent } from '@shared/ledger-events';
import { standInControls } from '../../../infra/local/stripe/controls';
import { deliverEvent } from './history-deliveries';
import type { HistoryState } from './history-state';
import { ledgerEventOf, pick } from './store-history-actions';
import { refundFromPanel } from './store-history-admin';

/*
 * Money going back in a random history: refunds made at Stripe or from the admin panel, and closed
 * disputes; their events delivered now or left for later. Test support only; no product code imports it.
 */

export async function refund(
  history: HistoryState,
  chargePick: number,
  share: number,
  now: boolean,
  by: 'stripe' | 'admin' | 'admin-retried',
): Promise<void> {
  const refundable = history.chargedSessions().filter((session) => {
    const charge = history.chargeOf(session);
    return !charge.disputeLost && charge.refundedCents < charge.paidCents;
  });
  const session = pick(refundable, chargePick);
  if (!session) return;
  const charge = history.chargeOf(session);
  const left = charge.paidCents - charge.refundedCents;
  const amount = share >= 1 ? left : Math.max(1, Math.floor(left * share));
  const paymentIntentId = session.paid?.paymentIntentId ?? '';
  const admin = by !== 'stripe' && history.adminToken;
  const answerLostAt = by === 'admin-retried' ? history.harness.standIn.url : undefined;
  history.transcript.push(`${admin ? `${by} ` : ''}refund ${amount} of ${session.label}`);
  if (admin && !(await refundFromPanel(admin, paymentIntentId, amount, answerLostAt))) {
    history.transcript.push('  refused');
    return;
  }
  if (!admin) await standInControls(history.harness.standIn.url).refund(paymentIntentId, amount);
  charge.historyRefundedCents += amount;
  const refunded = (await history.collectEvents()).find((item) => item.event.type === 'charge.refunded');
  // The panel applied the refund before answering: the ledger takes in its news, delivered or not.
  const news = admin && refunded ? ledgerEventOf(refunded.event) : null;
  if (news) history.model = applyLedgerEvent(history.model, news).state;
  if (admin) history.reached.add(answerLostAt ? 'admin refund retried' : 'admin refund');
  if (now && refunded) await deliverEvent(history, refunded);
}

export async function dispute(history: HistoryState, chargePick: number, lost: boolean, now: boolean): Promise<void> {
  const session = pick(
    history.chargedSessions().filter((candidate) => !history.chargeOf(candidate).disputed),
    chargePick,
  );
  if (!session) return;
  const status = lost ? 'lost' : 'won';
  await standInControls(history.harness.standIn.url).dispute(session.paid?.paymentIntentId ?? '', status);
  history.transcript.push(`dispute of ${session.label} closed ${status}`);
  const closed = (await history.collectEvents()).find((item) => item.event.type === 'charge.dispute.closed');
  if (now && closed) await deliverEvent(history, closed);
}
