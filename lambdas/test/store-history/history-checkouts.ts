import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { call } from '../api-event';
import type { StripeWithFaults } from '../fake-peers';
import { sessionIdOf } from '../payments-kit';
import { payAtOnce, payByBankTransfer } from './history-payments';
import type { HistoryState, Offer } from './history-state';
import type { Buyer, CheckoutFault, Fulfil, HistorySession, StoreAction } from './store-history-actions';

/*
 * POST /checkout in a random history: one at a time, several racing for one buyer, or with Stripe
 * failing mid-way; each time one session at most stays payable. Test support only; no product code imports it.
 */

/** How a failure of Stripe mid-checkout is staged at the proxy in front of the stand-in. */
const FAULTS: Record<CheckoutFault, NonNullable<StripeWithFaults['fault']>> = {
  'expire-fails': { when: (method, path) => method === 'POST' && path.endsWith('/expire'), lost: 'before' },
  'expire-lost': { when: (method, path) => method === 'POST' && path.endsWith('/expire'), lost: 'after' },
  'create-fails': { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'before' },
  'create-lost': { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'after' },
};

export async function checkout(
  history: HistoryState,
  buyer: Buyer,
  tierPick: number,
  payment: Extract<StoreAction, { do: 'checkout' }>['payment'],
  fulfil: Fulfil,
): Promise<void> {
  const offer = history.offered(buyer, tierPick);
  if (!offer) return;
  const response = await call('POST /checkout', { token: buyer.token, body: { tierId: offer.tier.id } });
  if (refusedWhileProcessing(history, buyer, response)) return;
  if (response.status !== 200) {
    throw new Error(
      `POST /checkout ${offer.tier.id} for ${buyer.label} answered ${response.status} ${response.rawBody}`,
    );
  }
  const session = await opened(history, buyer, offer, sessionIdOf((response.body as { url: string }).url));
  if (payment === 'paid-delayed') await payByBankTransfer(history, session, fulfil);
  else if (payment !== 'open') await payAtOnce(history, session, payment === 'paid-withheld', fulfil);
}

/** Several POST /checkout at once for one buyer: each answers 200 or 409, and one session at most stays payable. */
export async function race(history: HistoryState, buyer: Buyer, tierPicks: readonly number[]): Promise<void> {
  const offers = tierPicks.map((tierPick) => history.offered(buyer, tierPick));
  if (offers.some((offer) => offer === null)) return;
  history.transcript.push(`race of ${offers.length} checkouts for ${buyer.label}:`);
  history.reached.add('racing checkouts');
  const responses = await Promise.all(
    offers.map((offer) => call('POST /checkout', { token: buyer.token, body: { tierId: offer?.tier.id } })),
  );
  const started = new Map<string, Offer>();
  responses.forEach((response, index) => {
    const offer = offers[index];
    if (response.status === 200 && offer) started.set(sessionIdOf((response.body as { url: string }).url), offer);
    else if (response.status !== 409) throw new Error(`a racing POST /checkout answered ${response.status}`);
    else refusedWhileProcessing(history, buyer, response);
  });
  history.transcript.push(`  answered ${responses.map((response) => response.status).join(', ')}`);
  history.expectOnePayable(buyer);
  // Each racer was priced from the same ledger; the one left payable is the buyer's open session.
  const [left] = history.payableSessionsOf(buyer);
  const offer = left ? started.get(left.id) : undefined;
  if (left && offer) await opened(history, buyer, offer, left.id);
  else if (!left) history.open.delete(buyer);
}

/** POST /checkout while Stripe fails mid-way: 502 and no second payable session (or 200 when it needed no expiry). */
export async function checkoutFault(
  history: HistoryState,
  buyer: Buyer,
  tierPick: number,
  fault: CheckoutFault,
): Promise<void> {
  const offer = history.offered(buyer, tierPick);
  const { faults } = history;
  if (!faults || !offer) return;
  const standIn = process.env.STRIPE_API_URL;
  process.env.STRIPE_API_URL = faults.url;
  faults.fault = FAULTS[fault];
  let response: Awaited<ReturnType<typeof call>>;
  try {
    response = await call('POST /checkout', { token: buyer.token, body: { tierId: offer.tier.id } });
  } finally {
    faults.fault = null;
    process.env.STRIPE_API_URL = standIn;
  }
  history.transcript.push(`POST /checkout ${offer.tier.id} for ${buyer.label}, ${fault} → ${response.status}`);
  if (refusedWhileProcessing(history, buyer, response)) return;
  history.reached.add('checkout fault');
  await history.collectEvents();
  if (response.status === 200) {
    await opened(history, buyer, offer, sessionIdOf((response.body as { url: string }).url));
    return;
  }
  if (response.status !== 502) throw new Error(`POST /checkout with ${fault} answered ${response.status}`);
  // The earlier session stays the buyer's open one unless Stripe expired it before the failure.
  const earlier = history.open.get(buyer);
  if (earlier && !history.payableSessionsOf(buyer).some((session) => session.id === earlier.sessionId)) {
    history.open.delete(buyer);
  }
  history.expectOnePayable(buyer);
}

/**
 * A 409 while one of the buyer's bank transfers is processing: the payment holds the checkout slot
 * until the bank settles it (the store may not have heard of the settlement yet).
 */
function refusedWhileProcessing(
  history: HistoryState,
  buyer: Buyer,
  response: { status: number; body: unknown },
): boolean {
  const message = (response.body as { message?: string } | null)?.message;
  if (response.status !== 409 || message !== CHECKOUT_MESSAGES.paymentProcessing) return false;
  if (!history.sessions.some((session) => session.buyer === buyer && session.delayed)) {
    throw new Error(`POST /checkout for ${buyer.label} said a payment is processing, but none was made`);
  }
  history.transcript.push(`POST /checkout for ${buyer.label} → 409 (a bank transfer is processing)`);
  history.reached.add('checkout refused while processing');
  return true;
}

/**
 * A session the store opened for the buyer: the one they may pay now (the store expired the one before).
 * A start for what the open session sells answers that session again (payments/checkout-reuse.ts).
 */
async function opened(history: HistoryState, buyer: Buyer, offer: Offer, sessionId: string): Promise<HistorySession> {
  const session =
    history.sessions.find((known) => known.sessionId === sessionId) ?? history.newSession(buyer, sessionId);
  history.open.set(buyer, session);
  const created = await history.harness.stripe.checkout.sessions.retrieve(sessionId);
  history.transcript.push(
    `${session.label} = POST /checkout ${offer.tier.id} → ${sessionId} for ${created.amount_subtotal}`,
  );
  await history.collectEvents();
  if (created.amount_subtotal !== offer.priceCents) {
    throw new Error(
      `${session.label} asks ${created.amount_subtotal} for ${offer.tier.id}, the ledger ${offer.priceCents}`,
    );
  }
  history.expectOnePayable(buyer);
  return session;
}
