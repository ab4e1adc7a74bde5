import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../api-event';
import { deliverEvent, verify, verifyUnpaid } from './history-deliveries';
import type { HistoryState } from './history-state';
import { type Buyer, type Fulfil, type HistorySession, pick } from './store-history-actions';

/*
 * Buyers paying in a random history: at once by card, by bank transfer the bank settles later, or
 * with a creator code; then the payment reaches the store as the action's `fulfil` says. Test
 * support only; no product code imports it.
 */

/**
 * Where the buyer pays from, for the tax Stripe adds: the history's sessions take turns between no tax
 * (California), Germany's 19 %, Washington's 6.5 % and France's 20 %, so every history mixes them.
 */
const PAY_AT = [{ country: 'US', state: 'CA' }, { country: 'DE' }, { country: 'US', state: 'WA' }, { country: 'FR' }];

function payAt(history: HistoryState, session: HistorySession) {
  return PAY_AT[history.sessions.indexOf(session) % PAY_AT.length];
}

/** The buyer pays the session by card; withheld events leave it to the buyer's verify call. */
export async function payAtOnce(
  history: HistoryState,
  session: HistorySession,
  withheld: boolean,
  fulfil: Fulfil,
): Promise<void> {
  await standInControls(history.harness.standIn.url).pay(session.sessionId, {
    deliverEvents: !withheld,
    billingAddress: payAt(history, session),
  });
  history.open.delete(session.buyer);
  await history.takePayment(session);
  history.transcript.push(
    `pay ${session.label}${withheld ? ' (events withheld)' : ''} → ${session.paid?.paymentIntentId}`,
  );
  const completed = (await history.collectEvents()).find((item) => item.event.type === 'checkout.session.completed');
  if (fulfil === 'late') return;
  if (completed && fulfil !== 'verify') await deliverEvent(history, completed);
  if (!completed || fulfil !== 'event') await verify(history, session);
}

/** The buyer pays by bank transfer: Stripe completes the session unpaid, the bank settles it later. */
export async function payByBankTransfer(history: HistoryState, session: HistorySession, fulfil: Fulfil): Promise<void> {
  await standInControls(history.harness.standIn.url).pay(session.sessionId, { delayed: true });
  history.open.delete(session.buyer);
  session.delayed = 'processing';
  history.transcript.push(`pay ${session.label} by bank transfer (processing)`);
  const [completed] = await history.collectEvents();
  if (fulfil === 'late') return;
  if (completed && fulfil !== 'verify') await deliverEvent(history, completed);
  if (fulfil !== 'event') await verifyUnpaid(history, session);
}

/** The bank settles a bank transfer still processing; withheld events leave it to the buyer's verify call. */
export async function settleDelayed(
  history: HistoryState,
  sessionPick: number,
  outcome: 'succeeded' | 'failed',
  withheld: boolean,
  fulfil: Fulfil,
): Promise<void> {
  const session = pick(
    history.sessions.filter((candidate) => candidate.delayed === 'processing'),
    sessionPick,
  );
  if (!session) return;
  await standInControls(history.harness.standIn.url).settle(session.sessionId, outcome, { deliverEvents: !withheld });
  session.delayed = outcome;
  if (outcome === 'succeeded') await history.takePayment(session);
  history.reached.add(outcome === 'succeeded' ? 'delayed payment settled' : 'delayed payment failed');
  history.transcript.push(`bank settles ${session.label}: ${outcome}${withheld ? ' (events withheld)' : ''}`);
  const [settled] = await history.collectEvents();
  if (fulfil === 'late' && !withheld) return;
  if (settled && fulfil !== 'verify') await deliverEvent(history, settled);
  if (!settled || fulfil !== 'event') {
    await (outcome === 'succeeded' ? verify(history, session) : verifyUnpaid(history, session));
  }
}

/** A creator code the admin made for this history (unique: the stand-in outlives each history). */
let creatorCodesMade = 0;
async function creatorCode(history: HistoryState, percentOff: number): Promise<string> {
  creatorCodesMade += 1;
  const code = `HISTORY${creatorCodesMade}`;
  const response = await call('POST /admin/creator-codes', {
    token: history.adminToken ?? '',
    body: { code, creatorName: 'History', percentOff, expiresAt: null, maxUses: null },
  });
  if (response.status !== 201) throw new Error(`POST /admin/creator-codes answered ${response.status}`);
  return code;
}

/**
 * A session the store would make for the tier with a creator code: made at Stripe with the code's
 * promotion code as its discount, the metadata and price POST /checkout gives it, and paid at once.
 */
export async function promotion(
  history: HistoryState,
  buyer: Buyer,
  tierPick: number,
  percentOff: number,
  fulfil: Fulfil,
): Promise<void> {
  const offer = history.offered(buyer, tierPick);
  if (!offer) return;
  const { stripe, standIn } = history.harness;
  const code = await creatorCode(history, percentOff);
  const promotionCode = standIn.state.promotionCodes.find((candidate) => candidate.code === code);
  const created = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: offer.priceCents, product_data: { name: offer.tier.name } },
      },
    ],
    client_reference_id: buyer.userId,
    metadata: {
      userId: buyer.userId,
      tierId: offer.tier.id,
      creditCents: String(offer.tier.priceCents - offer.priceCents),
      creatorCode: code,
      creatorCodePercentOff: String(percentOff),
      creatorCodeHold: code,
    },
    discounts: [{ promotion_code: promotionCode?.id ?? '' }],
  });
  const session = history.newSession(buyer, created.id);
  await standInControls(standIn.url).pay(session.sessionId);
  await history.takePayment(session);
  history.reached.add('promotion code');
  history.transcript.push(
    `${session.label} = ${offer.tier.id} with ${percentOff}% off, paid ${session.paid?.paidCents} of ${offer.priceCents}`,
  );
  const [completed] = await history.collectEvents();
  if (fulfil === 'late') return;
  if (completed && fulfil !== 'verify') await deliverEvent(history, completed);
  if (fulfil !== 'event') await verify(history, session);
}
