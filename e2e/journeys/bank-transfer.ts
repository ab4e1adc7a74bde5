/** Journey 19: a supporter pays by bank transfer; the tier comes when the bank confirms it. */
import assert from 'node:assert/strict';
import { standInControls } from '../../infra/local/stripe/controls';
import { DESKTOP, expectNoSidewaysScroll, MOBILE, screenshot } from '../support/browser';
import { acceptTermsOnStandIn, checkoutFromLanding } from '../support/checkout-steps';
import { see, seeHeading } from '../support/person';
import type { Journey } from './journey-context';

const PROCESSING = 'Payment processing: your tier will appear when your bank confirms it.';

/**
 * Pay later (bank transfer) on the hosted page: the success page and the dashboard say the payment
 * is processing and grant nothing; once the bank settles it (Stripe's async_payment_succeeded), the
 * dashboard shows the tier and the line is gone.
 */
export async function supporterPaysByBankTransfer(journey: Journey): Promise<void> {
  const { stripe } = journey.stack;
  const supporter = await journey.api.newSupporter('bank-transfer');
  const { page } = await journey.signedIn(supporter);

  await checkoutFromLanding(page, journey.stack, 'Rookie', '$15.00');
  await acceptTermsOnStandIn(page);
  await page.getByRole('button', { name: 'Pay later (bank transfer)' }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';

  await page.setViewportSize(MOBILE);
  await seeHeading(page, 'Payment Processing');
  await see(page, PROCESSING);
  assert.equal(await page.getByText('Payment verified and tier activated!').count(), 0);
  await expectNoSidewaysScroll(page, 'payment processing at 390 px');
  await screenshot(page, 'payment-processing-390');

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await seeHeading(page, 'Dashboard');
  await see(page, PROCESSING);
  await expectNoSidewaysScroll(page, 'dashboard with a payment processing at 390 px');
  await screenshot(page, 'dashboard-payment-processing-390');
  await page.setViewportSize(DESKTOP);
  const me = await journey.api.me(supporter);
  assert.deepEqual([me.tierId, me.purchaseCount], [null, 0], 'nothing is granted while the bank has the payment');

  // The control answers once Stripe's async_payment_succeeded has reached the store.
  await standInControls(stripe.url).settle(sessionId, 'succeeded');
  await page.reload();
  const currentTier = page.getByRole('region', { name: 'Rookie' });
  await see(currentTier, 'Your current tier');
  assert.equal(await page.getByText(PROCESSING).count(), 0, 'the processing line is gone once the tier is granted');
  const purchases = await journey.api.purchasesOf(journey.admin, supporter.email);
  assert.deepEqual(
    purchases.map((purchase) => [purchase.tierId, purchase.amountCents]),
    [['rookie', 1500]],
    'one Rookie purchase of $15.00 is stored',
  );
}
