/**
 * Journey 25: a supporter in Germany pays Starter and the MVP upgrade with 19 % VAT on top, finds the
 * tax on Stripe's page, the success page, the receipt and My Purchases, gets part of the upgrade back,
 * and the admin's tax report shows the VAT kept.
 */
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { SELLER } from '@shared/seller';
import type { Page } from 'playwright-core';
import {
  checkoutFromLanding,
  chooseBillingAddress,
  payOnStandIn,
  seeHostedCheckout,
  seePaymentSuccess,
  siteApiUrl,
  startCheckout,
} from '../support/checkout-steps';
import { waitForEmail } from '../support/inbox';
import { see, seeHeading } from '../support/person';
import type { Journey } from './journey-context';

export async function germanSupporterPaysVat(journey: Journey): Promise<void> {
  const { stack, api, admin } = journey;
  const supporter = await api.newSupporter('pays-vat');
  const { page } = await journey.signedIn(supporter);
  const apiUrl = siteApiUrl(stack);

  // Starter at its $30.00 price; Stripe's page adds Germany's VAT once the billing country is chosen.
  await checkoutFromLanding(page, stack, 'Starter', '$30.00');
  await payWithGermanVat(page, apiUrl, '$5.70', '$35.70');
  await seePaymentSuccess(page, 'Starter', '$35.70');
  await see(page, 'Paid $35.70, including $5.70 tax');

  const receipt = await waitForEmail(stack.email.url, supporter.email, "You're Starter now: set up your tier");
  assert.match(receipt.body.text ?? '', /\nPrice \$30\.00\nTax \$5\.70\nPaid \$35\.70\n/);
  assert.match(receipt.body.text ?? '', /\nYour invoice: http/);
  assert.ok(
    receipt.body.text?.endsWith(`\n\nSold by ${SELLER.name}, ${SELLER.address}`),
    'the receipt names the seller',
  );

  // The upgrade: MVP's $70.00 difference, plus the VAT on it.
  await page.goto('/dashboard');
  await seeHeading(page, 'Dashboard');
  const upgrade = page.getByRole('article', { name: 'MVP' }).getByRole('button', { name: 'Upgrade for $70.00' });
  await startCheckout(page, apiUrl, upgrade);
  await seeHostedCheckout(page, stack.stripe.url, 'D1 Gang MVP (upgrade from Starter)', '$70.00');
  await payWithGermanVat(page, apiUrl, '$13.30', '$83.30');
  await seePaymentSuccess(page, 'MVP', '$83.30');
  await see(page, 'Paid $83.30, including $13.30 tax');
  assert.equal((await api.me(supporter)).tierId, 'mvp');

  // My Purchases: both payments with their tax and Stripe's invoices.
  await page.goto('/purchases');
  await seeHeading(page, 'My Purchases');
  const mvpPurchase = page.getByRole('article', { name: 'MVP' });
  await see(mvpPurchase, '$83.30');
  await see(mvpPurchase, 'Tax $13.30');
  await mvpPurchase.getByRole('link', { name: /^Invoice/ }).waitFor();
  await see(page.getByRole('article', { name: 'Starter' }), 'Tax $5.70');

  // The admin gives back $41.65 of the upgrade, half of it: the tier stays, half the VAT goes back.
  const { page: panel } = await journey.signedIn(admin);
  await refundPartOfMvp(panel, supporter.email, '41.65');
  const refund = await waitForEmail(stack.email.url, supporter.email, 'We refunded part of your MVP purchase');
  assert.match(refund.body.text ?? '', /\nRefunded \$41\.65\n/);
  assert.equal((await api.me(supporter)).tierId, 'mvp');

  // The tax report: Germany this month, $5.70 + $13.30 collected, $6.65 of it given back.
  await panel.goto('/admin/tax-report');
  await panel.getByRole('heading', { name: 'Tax report' }).waitFor();
  const germany = panel.getByRole('row').filter({ hasText: 'DE (Germany)' }).first();
  await see(germany, '$12.35', { partial: true });
  await see(germany, '$65.00', { partial: true });
}

/** On Stripe's page: Germany as the billing country, the VAT line and the total with it, then Pay. */
async function payWithGermanVat(page: Page, apiUrl: string, vat: string, total: string): Promise<void> {
  await chooseBillingAddress(page, { country: 'DE' });
  await see(page.getByRole('row', { name: 'VAT (19%)' }), vat, { partial: true });
  await see(page.getByRole('row', { name: 'Total due' }), total, { partial: true });
  await payOnStandIn(page, apiUrl, total);
}

/** The admin finds the supporter and refunds `dollars` of their MVP payment from the panel. */
async function refundPartOfMvp(page: Page, email: string, dollars: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByLabel('Search users by email').fill(email);
  await see(page, 'All Users (1)');
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: email }).click();
  await page.getByRole('heading', { name: 'User Details' }).waitFor();
  const mvpRow = page.getByRole('region', { name: 'Tier Purchases' }).getByRole('listitem').filter({ hasText: 'MVP' });
  await mvpRow.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund MVP payment' });
  await dialog.getByRole('radio', { name: 'Part of it' }).check();
  await dialog.getByLabel('Refund amount (USD)').fill(dollars);
  await dialog.getByLabel('Reason').fill('Goodwill after a delay');
  await dialog.getByRole('button', { name: `Refund $${dollars}` }).click();
  await see(page, ADMIN_MESSAGES.refundIssued);
}
