/**
 * Journey 22: the admin creates the creator code HOOPS10 (10% off); a visitor arrives through the
 * creator's link, signs up and buys Starter with the code; the admin's report shows the use.
 */
import assert from 'node:assert/strict';
import { creatorCodeLabel } from '@shared/creator-codes';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, expectNoSidewaysScroll, MOBILE, screenshot } from '../support/browser';
import {
  payOnStandIn,
  seeHostedCheckout,
  seePaymentSuccess,
  siteApiUrl,
  startCheckout,
} from '../support/checkout-steps';
import { see, seeHeading, seePath, sessionItem } from '../support/person';
import { uniqueLogin } from '../support/store-api';
import type { Journey } from './journey-context';

const CODE = 'HOOPS10';
const LABEL = creatorCodeLabel({ code: CODE, percentOff: 10 });

/** The SPA's sessionStorage key for the creator code a link brought (frontend/src/lib/creator-code/remembered-creator-code.ts). */
const CREATOR_CODE_KEY = 'd1gang.creatorCode';

/** The list item of one code on /admin/creator-codes. */
function codeRow(page: Page, code: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code, exact: true }) });
}

/** The value a code's row shows under one of its labels. */
async function figure(row: Locator, label: string): Promise<string> {
  const value = row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return ((await value.textContent()) ?? '').trim();
}

async function adminCreatesCode(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/creator-codes');
  await page.getByRole('heading', { name: 'Creator Codes' }).waitFor();
  const form = page.getByRole('region', { name: 'New creator code' });
  await form.getByLabel('Code', { exact: true }).fill(CODE);
  await form.getByLabel('Creator’s name').fill('Hoops Daily');
  await form.getByLabel('Percent off').fill('10');
  await form.getByRole('button', { name: 'Save' }).click();
  await see(page, 'Creator code created');
  const row = codeRow(page, CODE);
  await see(row, 'Active');
  assert.equal(await figure(row, 'Uses'), '0, no cap');
}

async function visitorSignsUpFromLink(journey: Journey): Promise<Page> {
  const { page } = await journey.visitor();
  await page.goto(`/?code=${CODE}`);
  await seeHeading(page, 'Join the D1 Gang');
  // The app, which starts after the paint on an address with a query, remembers the link's code for the
  // session. Sign In is a plain link that works before the app: pressed sooner, it would leave first.
  await page.waitForFunction(
    `window.sessionStorage.getItem(${JSON.stringify(CREATOR_CODE_KEY)}) === ${JSON.stringify(CODE)}`,
  );
  // Through the header's Sign In, so the dashboard shows the code's prices before any checkout (a tier's
  // Select would carry that tier through the sign-up and start its checkout right away).
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await seeHeading(page, 'Create Account');
  assert.equal(await sessionItem(page, CREATOR_CODE_KEY), CODE, 'the link’s code is still remembered on /auth');

  const { email, password } = uniqueLogin('creator-fan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await seeHeading(page, 'Confirm Your Email');
  await page.getByLabel('Verification code').fill(await journey.confirmationCode(email));
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await seePath(page, '/dashboard');
  await seeHeading(page, 'Dashboard');
  return page;
}

export async function supporterBuysWithCreatorCode(journey: Journey): Promise<void> {
  const { stack } = journey;
  const apiUrl = siteApiUrl(stack);
  const admin = await journey.signedIn(journey.admin);
  await adminCreatesCode(admin.page);

  const page = await visitorSignsUpFromLink(journey);
  await see(page, LABEL);
  const starter = page.getByRole('article', { name: 'Starter' });
  await see(starter, '$30.00');
  await see(starter, `$27.00 with ${CODE}`);
  await page.setViewportSize(MOBILE);
  await expectNoSidewaysScroll(page, 'the dashboard with a creator code at 390 px');
  await screenshot(page, 'creator-code-dashboard-390');
  await page.setViewportSize(DESKTOP);

  const checkout = page.waitForRequest(
    (request) => request.url() === `${apiUrl}/checkout` && request.method() === 'POST',
  );
  await startCheckout(page, apiUrl, starter.getByRole('button', { name: 'Select' }));
  assert.equal((await checkout).postDataJSON().creatorCode, CODE, 'checkout carries the creator code');
  await seeHostedCheckout(page, stack.stripe.url, 'D1 Gang Starter', '$27.00');
  await payOnStandIn(page, apiUrl, '$27.00');
  await seePaymentSuccess(page, 'Starter', '$27.00');
  await see(
    page,
    'A tier always counts its full price toward an upgrade: your Starter counts $30.00, whatever you paid.',
  );
  await screenshot(page, 'creator-code-payment-success');

  await admin.page.reload();
  const row = codeRow(admin.page, CODE);
  await see(row, 'Active');
  assert.equal(await figure(row, 'Uses'), '1, no cap');
  assert.equal(await figure(row, 'Gross'), '$30.00');
  assert.equal(await figure(row, 'Discounts given'), '$3.00');
  assert.equal(await figure(row, 'Refunds'), '$0.00');
  assert.equal(await figure(row, 'Net revenue'), '$27.00');
  await screenshot(admin.page, 'creator-codes-1280');
  await admin.page.setViewportSize(MOBILE);
  await expectNoSidewaysScroll(admin.page, 'the creator codes page at 390 px');
  await screenshot(admin.page, 'creator-codes-390');
}
