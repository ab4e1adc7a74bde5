/** Journeys 2–4: buy Starter, cancel a checkout, upgrade to MVP paying the difference. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { API_CALLS } from '../../infra/config/capacity';
import { countApiCalls } from '../support/api-calls';
import { screenshot } from '../support/browser';
import {
  checkoutFromLanding,
  PENDING_CHECKOUT_KEY,
  payOnStandIn,
  seeHostedCheckout,
  seePaymentSuccess,
  siteApiUrl,
  startCheckout,
} from '../support/checkout-steps';
import { see, seeHeading, seePath, sessionItem } from '../support/person';
import type { Journey } from './journey-context';

/** Journey 2: Starter from the landing page, the tier setup, and a reload that neither buys nor tracks twice. */
export async function supporterBuysStarter(journey: Journey): Promise<void> {
  const supporter = await journey.api.newSupporter('starter-buyer');
  const { page } = await journey.signedIn(supporter);
  const calls = countApiCalls(page, journey.stack.siteUrl);
  const apiUrl = siteApiUrl(journey.stack);

  await checkoutFromLanding(page, journey.stack, 'Starter', '$30.00');
  const { sessionId, verify } = await payOnStandIn(page, apiUrl, '$30.00');
  await seePaymentSuccess(page, 'Starter', '$30.00');

  // The checkout's pixel event id went to the server once, then left session storage.
  assert.equal(typeof verify.postDataJSON().eventId, 'string', 'the first verify carries the checkout event id');
  assert.equal(await sessionItem(page, PENDING_CHECKOUT_KEY), null, 'the checkout event is cleared after verify');

  await page.getByRole('link', { name: 'Complete Tier Setup' }).click();
  await fillTierSetup(page, 'Starter', { nickname: 'Starter Fan' });

  // Reloading the return page: still a success, one purchase stored, nothing left to track.
  const again = page.waitForRequest((request) => request.url() === `${apiUrl}/checkout/verify`);
  await page.goto(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
  await seePaymentSuccess(page, 'Starter', '$30.00');
  assert.equal((await again).postDataJSON().eventId, undefined, 'a reload sends no checkout event id');
  const purchases = await journey.api.purchasesOf(journey.admin, supporter.email);
  assert.deepEqual(
    purchases.map((purchase) => [purchase.tierId, purchase.amountCents]),
    [['starter', 3000]],
    'one Starter purchase of $30.00 is stored',
  );
  assert.equal((await journey.api.me(supporter)).purchaseCount, 1);
  calls.assertAtMost(API_CALLS.buyAndSetUp, 'Buying Starter and setting it up');
}

/** Journey 4: Cancel on the hosted page shows the cancel screen and buys nothing. */
export async function supporterCancelsCheckout(journey: Journey): Promise<void> {
  const { supporter, page } = await starterOwnerAtUpgradeCheckout(journey, 'Baller', '$20.00');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await seePath(page, '/payment-cancel');
  await seeHeading(page, 'Payment Cancelled');
  await see(page, 'Your payment was cancelled. No charges were made.');

  const me = await journey.api.me(supporter);
  assert.equal(me.purchaseCount, 1, 'a cancelled checkout stores no purchase');
  assert.equal(me.tierId, 'starter');
}

/** Journey 3: MVP as an upgrade from Starter costs the $70.00 difference. */
export async function supporterUpgradesToMvp(journey: Journey): Promise<void> {
  const { supporter, page } = await starterOwnerAtUpgradeCheckout(journey, 'MVP', '$70.00', 'Starter Fan');

  await payOnStandIn(page, siteApiUrl(journey.stack), '$70.00');
  await seePaymentSuccess(page, 'MVP', '$70.00');

  await page.getByRole('link', { name: 'Complete Tier Setup' }).click();
  // The nickname of the Starter setup stays: MVP asks only for the jersey back name.
  await fillTierSetup(page, 'MVP', { nickname: 'Starter Fan', jerseyBackName: 'DUNKMACHINE', nicknameKept: true });

  // The dashboard of a supporter at the top tier: the MVP panel, no upgrade left to offer.
  await page.goto('/dashboard');
  await seeHeading(page, 'Dashboard');
  await see(page, 'Nickname & jersey');
  assert.equal(await page.getByRole('heading', { name: 'Upgrade your tier' }).count(), 0);
  await screenshot(page, 'dashboard');

  await page.goto('/');
  const mvp = page.getByRole('article', { name: 'MVP' });
  await see(mvp, 'YOUR TIER');
  assert.equal(await mvp.getByRole('button', { name: 'Current Tier' }).isDisabled(), true);
  const purchases = await journey.api.purchasesOf(journey.admin, supporter.email);
  assert.deepEqual(purchases.map((purchase) => [purchase.tierId, purchase.amountCents]).sort(), [
    ['mvp', 7000],
    ['starter', 3000],
  ]);
}

/**
 * A new supporter who owns Starter (bought through the API, set up with `starterNickname` when given),
 * signed in, who picks an upgrade on the dashboard and arrives at its hosted checkout.
 */
async function starterOwnerAtUpgradeCheckout(
  journey: Journey,
  tierName: string,
  difference: string,
  starterNickname?: string,
) {
  const { stripe } = journey.stack;
  const apiUrl = siteApiUrl(journey.stack);
  const supporter = await journey.api.newSupporter(`upgrades-to-${tierName.toLowerCase()}`);
  await journey.api.buy(supporter, 'starter');
  if (starterNickname) await journey.api.submitTierSetup(supporter, { nickname: starterNickname });
  const { page } = await journey.signedIn(supporter);

  await page.goto('/dashboard');
  await seeHeading(page, 'Dashboard');
  await page.getByRole('heading', { name: 'Upgrade your tier' }).waitFor();
  const upgrade = page
    .getByRole('article', { name: tierName })
    .getByRole('button', { name: `Upgrade for ${difference}` });
  await startCheckout(page, apiUrl, upgrade);
  await seeHostedCheckout(page, stripe.url, `D1 Gang ${tierName} (upgrade from Starter)`, difference);
  return { supporter, page };
}

/**
 * /tier-submission: fill (or, `nicknameKept`, find the nickname of an earlier tier's setup read-only),
 * submit and confirm, land on the dashboard, then find the form locked with the values.
 */
async function fillTierSetup(
  page: Page,
  tierName: string,
  values: { nickname: string; jerseyBackName?: string; nicknameKept?: boolean },
) {
  await seePath(page, '/tier-submission');
  await seeHeading(page, 'Tier Setup');
  await page.getByRole('heading', { level: 2, name: tierName, exact: true }).waitFor();
  const jersey = page.getByLabel('Jersey back name');
  assert.equal(await jersey.count(), values.jerseyBackName === undefined ? 0 : 1, 'jersey back name only for MVP');
  const nicknameField = page.getByLabel('Nickname', { exact: true });
  if (values.nicknameKept) {
    assert.equal(await nicknameField.inputValue(), values.nickname, 'the earlier setup’s nickname is kept');
    assert.equal(await nicknameField.isEditable(), false, 'the kept nickname cannot be changed here');
  } else await nicknameField.fill(values.nickname);
  if (values.jerseyBackName !== undefined) await jersey.fill(values.jerseyBackName);
  await page.getByRole('button', { name: 'Submit Information' }).click();
  // The entries are final: the store asks before it takes them.
  await page
    .getByRole('dialog', { name: 'Submit your tier setup?' })
    .getByRole('button', { name: 'Yes, submit' })
    .click();
  await see(page, 'Information submitted successfully!');
  await seePath(page, '/dashboard');
  await see(page, 'Nickname & jersey');

  await page.goto('/tier-submission');
  await see(page, 'Your information has been submitted and is locked.', { partial: true });
  const nickname = page.getByLabel('Nickname', { exact: true });
  assert.equal(await nickname.inputValue(), values.nickname);
  assert.equal(await nickname.isEditable(), false, 'the submitted nickname is read-only');
  if (values.jerseyBackName !== undefined) assert.equal(await jersey.inputValue(), values.jerseyBackName);
  assert.equal(await page.getByRole('button', { name: 'Submit Information' }).count(), 0);
}
