/**
 * Journey 1: a visitor reads the landing page, is asked to sign up to buy Starter, and creates an account
 * with 'Email me development updates' ticked; confirmed on a later visit, the account goes on to Starter's
 * checkout, and the profile shows the choice.
 */
import assert from 'node:assert/strict';
import { API_CALLS, COGNITO_CALLS_TO_SIGN_UP, COGNITO_CATEGORY } from '../../infra/config/capacity';
import { countApiCalls, countCognitoCalls } from '../support/api-calls';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { seeHostedCheckout } from '../support/checkout-steps';
import { see, seeHeading, seePath } from '../support/person';
import { uniqueLogin } from '../support/store-api';
import type { Journey } from './journey-context';

export async function visitorSignsUp(journey: Journey): Promise<void> {
  const { page } = await journey.visitor();
  const api = countApiCalls(page, journey.stack.siteUrl);
  const cognito = countCognitoCalls(page, journey.stack.cognito.endpoint);

  await page.goto('/');
  await seeHeading(page, 'Join the D1 Gang');
  await screenshot(page, 'landing-1280');
  await page.setViewportSize(MOBILE);
  await screenshot(page, 'landing-390');
  await page.setViewportSize(DESKTOP);

  // FAQ: ten questions, and opening one closes the one that was open.
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.scrollIntoViewIfNeeded();
  const questions = faq.getByRole('button');
  await questions.nth(9).waitFor();
  assert.equal(await questions.count(), 10, 'the FAQ has 10 items');
  const first = questions.nth(0);
  const second = questions.nth(1);
  const open = faq.locator('[aria-expanded="true"]');
  await first.click();
  await first.and(open).waitFor();
  await second.click();
  await second.and(open).waitFor();
  assert.equal(await first.getAttribute('aria-expanded'), 'false', 'opening the second FAQ item closes the first');
  assert.equal(await open.count(), 1, 'one FAQ item open at a time');

  // Select while signed out: the sign-up screen, with the spec's message, carrying the chosen tier.
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Select' }).click();
  await see(page, 'Please sign in to purchase a D1 Gang package');
  await seePath(page, '/auth?mode=signup&tier=starter');
  await seeHeading(page, 'Create Account');
  assert.equal(await page.title(), 'Create Account | D1 Gang');

  const { email, password } = uniqueLogin('fan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const updates = page.getByRole('checkbox', { name: 'Email me development updates' });
  assert.equal(await updates.isChecked(), false, 'the updates choice is off by default');
  await updates.check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await see(page, 'Account created! Please check your email to confirm.');
  await seeHeading(page, 'Confirm Your Email');

  // The visitor comes back later to confirm: a reload, then Sign in, which asks for the emailed code. The
  // choice made at sign-up and the chosen tier are still there. The code is read from the email in the local inbox.
  await page.reload();
  await seeHeading(page, 'Create Account');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await seeHeading(page, 'Welcome Back');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await seeHeading(page, 'Confirm Your Email');
  await page.getByLabel('Verification code').fill(await journey.confirmationCode(email));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await see(page, 'Account created! Redirecting to dashboard...');

  // The dashboard starts the checkout of the tier chosen before signing up.
  await seeHostedCheckout(page, journey.stack.stripe.url, 'D1 Gang Starter', '$30.00');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await seePath(page, '/payment-cancel');

  await page.goto('/profile');
  await seeHeading(page, 'Profile');
  const chosen = page.getByRole('checkbox', { name: 'Email me development updates' });
  await chosen.waitFor();
  assert.equal(await chosen.isChecked(), true, 'the profile shows the choice made at sign-up');
  // Each of Cognito's quota categories is met no more often than docs/capacity.md counts.
  for (const [category, budget] of Object.entries(COGNITO_CALLS_TO_SIGN_UP)) {
    const calls = cognito.calls().filter((operation) => COGNITO_CATEGORY[operation] === category);
    assert.ok(
      calls.length <= budget,
      `${category}: ${calls.length} calls, over ${budget} (${cognito.calls().join(', ')})`,
    );
  }
  assert.deepEqual(
    cognito.calls().filter((operation) => !COGNITO_CATEGORY[operation]),
    [],
    'every Cognito operation the visitor calls is in the capacity model',
  );
  api.assertAtMost(API_CALLS.signUpToCheckout, 'Signing up and going to checkout');
}
