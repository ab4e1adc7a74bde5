/**
 * Journey 30: a visitor whose browser speaks Spanish buys Starter on a phone, in Spanish from the first
 * page to the last: the landing, sign-up and its emailed code, Stripe Checkout opened in Spanish, the
 * success page, the receipt email and My Purchases. Amounts are written as Spanish writes US dollars;
 * a buyer in Spain also sees the price in euros on the cards, as an estimate.
 */
import assert from 'node:assert/strict';
import * as m from '../../shared/i18n/paraglide/messages/_index.js';
import { expectNoSidewaysScroll, MOBILE } from '../support/browser';
import { seeHostedCheckout } from '../support/checkout-steps';
import { emailedCode, waitForEmail } from '../support/inbox';
import { see, seeHeading, seePath } from '../support/person';
import { uniqueLogin } from '../support/store-api';
import type { Journey } from './journey-context';

const es = { locale: 'es' } as const;

/** Starter's $30.00 in euros at the stand-in's quote (0.92989866 euros to the dollar), as Spanish writes it. */
const STARTER_IN_EUROS = new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(27.9);

/** Any test secret key opens the stand-in's API; the journey reads the session as the store's Lambdas do. */
const STAND_IN_KEY = 'sk_test_local';

/** Starter's price as Spanish writes it: "30,00 US$", with the no-break space Intl puts before the sign. */
const STARTER_IN_SPANISH = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(30);

export async function spanishSupporterBuysStarter(journey: Journey): Promise<void> {
  const { stack } = journey;
  const { page, context } = await journey.visitor();
  await page.setViewportSize(MOBILE);
  // CloudFront names the buyer's country; locally the browser sends the header itself.
  await context.setExtraHTTPHeaders({ 'CloudFront-Viewer-Country': 'ES' });

  // The Spanish landing, then Starter's Select while signed out: the sign-up screen in Spanish.
  await page.goto('/es/');
  await seeHeading(page, m.landing_hero_title({}, es));
  await see(page.getByRole('article', { name: 'Starter' }), STARTER_IN_SPANISH, { partial: true });
  await expectNoSidewaysScroll(page, 'the Spanish landing at 390 px');
  // Once the landing is used its app starts, and the cards add the price in euros, as an estimate.
  await page.mouse.move(10, 400);
  await see(page.getByRole('article', { name: 'Starter' }), `≈ ${STARTER_IN_EUROS}`, { partial: true });
  await page
    .getByRole('article', { name: 'Starter' })
    .getByRole('button', { name: m.landing_tier_select({}, es) })
    .click();
  await see(page, m.account_checkout_sign_in_to_buy({}, es));
  await seePath(page, '/es/auth?mode=signup&tier=starter');
  await seeHeading(page, m.auth_title_sign_up({}, es));

  const { email, password } = uniqueLogin('hincha');
  await page.getByLabel(m.auth_email({}, es), { exact: true }).fill(email);
  await page.getByLabel(m.auth_password({}, es), { exact: true }).fill(password);
  await page.getByRole('button', { name: m.auth_sign_up_button({}, es), exact: true }).click();
  await see(page, m.auth_signed_up_confirm_email({}, es));
  await seeHeading(page, m.auth_title_confirm({}, es));

  // The code comes in a Spanish email: the language chosen at sign-up reaches Cognito's email.
  const code = await emailedCode(stack.email.url, email, m.email_code_verification_subject({}, es), / es (\d+)/);
  await page.getByLabel(m.auth_verification_code({}, es)).fill(code);
  await page.getByRole('button', { name: m.auth_confirm_account({}, es) }).click();

  // The dashboard starts the checkout of the tier chosen before signing up; Stripe opens in Spanish.
  await seeHostedCheckout(page, stack.stripe.url, 'D1 Gang Starter', '$30.00');
  const sessionId = /\/pay\/(cs_[^/?#]+)/.exec(page.url())?.[1];
  assert.ok(sessionId, `the hosted page's address names its session: ${page.url()}`);
  const read = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${STAND_IN_KEY}` },
  });
  const session = (await read.json()) as { locale?: string; success_url?: string };
  assert.equal(session.locale, 'es', 'Stripe Checkout is asked to speak Spanish');
  assert.match(session.success_url ?? '', /\/es\/payment-success\?/);

  // The terms box speaks Spanish too (the store's custom text; the stand-in's own words stay English).
  await page.getByRole('checkbox', { name: /^Acepto los Términos del servicio/ }).check();
  await page.getByRole('button', { name: 'Pay $30.00' }).click();
  await page.waitForURL((url) => url.pathname === '/es/payment-success');
  await seeHeading(page, m.checkout_success_title({}, es));
  await see(page, m.account_checkout_verified({}, es));
  await see(page, STARTER_IN_SPANISH, { partial: true });
  await expectNoSidewaysScroll(page, 'the Spanish success page at 390 px');

  // The receipt, in Spanish, with the price as Spanish writes it.
  const receipt = await waitForEmail(stack.email.url, email, m.email_tier_granted_subject({ tier: 'Starter' }, es));
  const text = receipt.body.text ?? '';
  assert.ok(
    text.includes(`\n${m.email_paid({ amount: STARTER_IN_SPANISH }, es)}\n`),
    `the receipt's paid line:\n${text}`,
  );
  assert.ok(text.includes('/es/purchases'), 'the receipt links My Purchases in Spanish');
  assert.ok(!text.includes('Paid $30.00'), 'no English paid line');
  assert.match(receipt.body.html ?? '', /<html lang="es">/);

  // My Purchases lists it, in Spanish.
  await page.goto('/es/purchases');
  await seeHeading(page, m.account_purchases_title({}, es));
  const starter = page.getByRole('article', { name: 'Starter' });
  await see(starter, STARTER_IN_SPANISH, { partial: true });
  await see(starter, m.checkout_purchase_order_number({}, es), { partial: true });
  await expectNoSidewaysScroll(page, 'My Purchases in Spanish at 390 px');
}
