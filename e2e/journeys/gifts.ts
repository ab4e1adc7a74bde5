/**
 * Journeys 27–28: gifts. A supporter gifts MVP to an address with no account yet; the recipient signs up
 * from the claim email's link, claims it, sets up the jersey name and links a game account. And the
 * admin cancels and refunds a gift that waits to be claimed.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { accessTokenFor } from '../../infra/local/cognito-setup';
import { standInControls } from '../../infra/local/stripe/controls';
import { GAME_MESSAGES } from '../../shared/game-messages';
import { entitlementOf, type TierId } from '../../shared/tiers';
import { expectNoSidewaysScroll, MOBILE, screenshot } from '../support/browser';
import { payOnStandIn, seeHostedCheckout, siteApiUrl } from '../support/checkout-steps';
import { runGameClient } from '../support/game-client';
import { waitForEmail } from '../support/inbox';
import { see, seeHeading, seePath } from '../support/person';
import { type Login, uniqueLogin } from '../support/store-api';
import type { Journey } from './journey-context';

/** Journey 27: MVP as a gift, from the tier card to the recipient's game. */
export async function supporterGiftsMvpToNewAddress(journey: Journey): Promise<void> {
  const { stack } = journey;
  const buyer = await journey.api.newSupporter('gifter');
  const recipient = uniqueLogin('giftee');
  const { page } = await journey.signedIn(buyer);

  // The landing page's MVP card, Gift this package, the form at phone width.
  await page.goto('/');
  await page.getByRole('article', { name: 'MVP' }).getByRole('link', { name: 'Gift this package' }).click();
  await seePath(page, '/gift?tier=mvp');
  await seeHeading(page, 'Gift a Package');
  await see(page, 'You pay $100.00, the full price of D1 Gang MVP.');
  await page.setViewportSize(MOBILE);
  await page.getByLabel('Their email address').fill(recipient.email);
  await page.getByLabel('Message (optional)').fill('See you on court!');
  await expectNoSidewaysScroll(page, '/gift at 390 px');
  await screenshot(page, 'gift-form-390');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await seeHostedCheckout(page, stack.stripe.url, `D1 Gang MVP (gift for ${recipient.email})`, '$100.00');
  await payOnStandIn(page, siteApiUrl(stack), '$100.00');
  await seeHeading(page, 'Your gift is on its way');
  await see(
    page,
    `We emailed ${recipient.email} a link to claim D1 Gang MVP. They have 30 days to claim it; after that it is refunded to you.`,
  );

  // The recipient opens the email's link, creates their account with that address, and is brought back.
  const email = await waitForEmail(stack.email.url, recipient.email, `${buyer.email} sent you D1 Gang MVP`);
  const claimUrl = /Claim your gift: (\S+)/.exec(email.body.text ?? '')?.[1];
  assert.ok(claimUrl, 'the email holds the claim link');
  const giftee = (await journey.visitor()).page;
  await giftee.goto(claimUrl);
  await seeHeading(giftee, 'You have a gift');
  await giftee.getByRole('link', { name: 'Create account' }).click();
  await signUpAndConfirm(giftee, journey, recipient);
  await seePath(giftee, new URL(claimUrl).pathname);
  await see(giftee, `From ${buyer.email}`);
  await see(giftee, 'See you on court!');
  await giftee.getByRole('button', { name: 'Claim gift' }).click();
  await seeHeading(giftee, 'D1 Gang MVP is yours');
  assert.equal((await journey.api.me(recipient)).tierId, 'mvp', 'the claim makes MVP theirs');

  // Their tier setup, with the jersey back name MVP asks for.
  await giftee.getByRole('link', { name: 'Complete Tier Setup' }).click();
  await seeHeading(giftee, 'Tier Setup');
  await giftee.getByLabel('Nickname', { exact: true }).fill('Gifted Hooper');
  await giftee.getByLabel('Jersey back name').fill('GIFTED');
  await giftee.getByRole('button', { name: 'Submit Information' }).click();
  await giftee
    .getByRole('dialog', { name: 'Submit your tier setup?' })
    .getByRole('button', { name: 'Yes, submit' })
    .click();
  await see(giftee, 'Information submitted successfully!');

  await linkGame(giftee, journey, 'mvp');

  // My purchases: the recipient sees who sent it; the buyer sees it claimed.
  await giftee.goto('/purchases');
  await see(giftee, `Gift from ${buyer.email}`);
  await page.goto('/purchases');
  const sent = page.getByRole('region', { name: 'Gifts you sent' });
  await see(sent, recipient.email);
  await see(sent, 'Claimed');
}

/** Journey 28: the admin cancels an unclaimed gift with a reason; the buyer's gift shows refunded. */
export async function adminCancelsUnclaimedGift(journey: Journey): Promise<void> {
  const buyer = await journey.api.newSupporter('gift-cancelled');
  const recipient = uniqueLogin('never-claims');
  await paidGift(journey, buyer, 'starter', recipient.email);

  const { page } = await journey.signedIn(journey.admin);
  await page.goto('/admin/gifts');
  await page.getByRole('heading', { name: 'Gifts', exact: true }).waitFor();
  // A table row, or a card where the table does not fit the width.
  const row = page.locator('tr, li').filter({ hasText: recipient.email });
  await see(row, 'Waiting to be claimed');
  await row.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel and refund this gift?' });
  await dialog.getByLabel('Reason').fill('Sent to the wrong address');
  await dialog.getByRole('button', { name: 'Cancel and refund $30.00' }).click();
  await see(page, 'Gift cancelled and $30.00 refunded');
  await see(row, 'Cancelled and refunded');

  await page.goto('/admin/audit');
  await see(
    page.getByRole('listitem').filter({ hasText: 'Gift cancelled and refunded' }).first(),
    'Reason: Sent to the wrong address',
  );

  const buyerPage = (await journey.signedIn(buyer)).page;
  await buyerPage.goto('/purchases');
  const sent = buyerPage.getByRole('region', { name: 'Gifts you sent' });
  await see(sent, recipient.email);
  await see(sent, 'Cancelled and refunded');
}

/** /auth's sign-up form, then its emailed code, for a new address; where it leads is the caller's to check. */
async function signUpAndConfirm(page: Page, journey: Journey, login: Login): Promise<void> {
  await seeHeading(page, 'Create Account');
  await page.getByLabel('Email', { exact: true }).fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await seeHeading(page, 'Confirm Your Email');
  await page.getByLabel('Verification code').fill(await journey.confirmationCode(login.email));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
}

/** The game client asks for a code; the supporter links it on /link, and the game gets the tier. */
async function linkGame(page: Page, journey: Journey, tierId: TierId): Promise<void> {
  const client = runGameClient(journey.stack, [
    'link',
    '--platform',
    'dev',
    '--player',
    `gift-${Date.now()}`,
    '--name',
    'Gift Vision',
  ]);
  const userCode = (await client.waitForLine(/^User code: /)).replace('User code: ', '');
  await page.goto('/link');
  await page.getByLabel('Code').fill(userCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await see(page, 'Gift Vision');
  await page.getByRole('button', { name: 'Link' }).click();
  await see(page, GAME_MESSAGES.linked);
  assert.equal(await client.waitForLine(/^Linked: /), `Linked: ${tierId} (${entitlementOf(tierId).join(', ')})`);
  assert.equal(await client.exited, 0, 'the client ends once linked');
}

/** A gift paid as the site pays one (POST /checkout with the gift, paid at the stand-in, verified), not claimed. */
async function paidGift(journey: Journey, buyer: Login, tierId: TierId, recipientEmail: string): Promise<void> {
  const { stack } = journey;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessTokenFor(stack.cognito, buyer)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { url?: string; outcome?: string };
  };
  const { url } = await post('/checkout', { tierId, gift: { email: recipientEmail, showSender: true } });
  const sessionId = new URL(url ?? '').pathname.split('/').pop() ?? '';
  await standInControls(stack.stripe.url).pay(sessionId);
  const verified = await post('/checkout/verify', { sessionId });
  assert.equal(verified.outcome, 'gift', 'the payment is a gift waiting to be claimed');
}
