/** Journeys 10–11: no paid purchase is lost, and signing in brings a buyer back where they were. */
import assert from 'node:assert/strict';
import { standInControls } from '../../infra/local/stripe/controls';
import { checkoutFromLanding, seePaymentSuccess } from '../support/checkout-steps';
import { fillSignIn, see, seePath } from '../support/person';
import type { Journey } from './journey-context';

/**
 * Journey 10: a buyer pays on the hosted page and closes the tab before the return; Stripe's events
 * are lost too. The reconciler's run grants the tier, and the buyer's dashboard shows it next time.
 */
export async function buyerClosesTabAfterPaying(journey: Journey): Promise<void> {
  const { stripe } = journey.stack;
  const buyer = await journey.api.newSupporter('closes-tab');
  const { page, context } = await journey.signedIn(buyer);

  await checkoutFromLanding(page, journey.stack, 'Rookie', '$15.00');
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  assert.match(sessionId, /^cs_/, 'the hosted page is at /pay/<session id>');

  // Paid at Stripe, then the tab is gone before the redirect, and no event reaches the store.
  await standInControls(stripe.url).pay(sessionId, { deliverEvents: false });
  await context.close();
  assert.equal((await journey.api.me(buyer)).purchaseCount, 0, 'nothing is stored before the reconciler runs');

  // A run that nears its deadline stops early and the next resumes; ours is granted by a complete one.
  const corrections = [];
  for (let run = 1; run <= 3; run += 1) {
    const result = await journey.api.reconcile();
    corrections.push(...result.corrections);
    if (result.complete) break;
  }
  assert.ok(
    corrections.some(
      (correction) =>
        correction.kind === 'fulfilment' && correction.sessionId === sessionId && correction.outcome === 'granted',
    ),
    `the reconciler grants the lost payment: ${JSON.stringify(corrections)}`,
  );

  const again = await journey.signedIn(buyer);
  const currentTier = again.page.getByRole('region', { name: 'Rookie' });
  await see(currentTier, 'Your current tier');
  await see(currentTier, 'YOUR TIER');
  const purchases = await journey.api.purchasesOf(journey.admin, buyer.email);
  assert.deepEqual(
    purchases.map((purchase) => [purchase.tierId, purchase.amountCents]),
    [['rookie', 1500]],
    'one Rookie purchase of $15.00 is stored',
  );
}

/**
 * Journey 11: a buyer whose return lands signed out (another browser, an expired session) is sent to
 * sign in, then back to the same /payment-success?session_id=… and sees it verified.
 */
export async function signedOutBuyerReturnsToPaymentSuccess(journey: Journey): Promise<void> {
  const buyer = await journey.api.newSupporter('returns-signed-out');
  const sessionId = await journey.api.paidCheckout(buyer, 'baller');
  const returnPath = `/payment-success?session_id=${encodeURIComponent(sessionId)}`;
  const { page } = await journey.visitor();

  await page.goto(returnPath);
  await seePath(page, `/auth?next=${encodeURIComponent(returnPath)}`);
  await fillSignIn(page, buyer);
  await see(page, 'Signed in successfully!');

  await seePath(page, returnPath);
  await seePaymentSuccess(page, 'Baller', '$50.00');
  assert.equal((await journey.api.me(buyer)).tierId, 'baller');
}
