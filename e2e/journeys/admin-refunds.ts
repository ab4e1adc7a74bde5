/** Journey 16: an admin refunds a supporter's upgrade from the panel; the supporter is back at Starter. */
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { MOBILE, screenshot } from '../support/browser';
import { see, seeHeading } from '../support/person';
import type { Journey } from './journey-context';

export async function adminRefundsUpgrade(journey: Journey): Promise<void> {
  const { api, admin } = journey;
  const supporter = await api.newSupporter('refunded');
  await api.buy(supporter, 'starter');
  await api.buy(supporter, 'mvp');
  assert.equal((await api.me(supporter)).tierId, 'mvp');

  const { page } = await journey.signedIn(admin);
  await page.goto('/admin/users');
  await page.getByLabel('Search users by email').fill(supporter.email);
  // The search has answered: the list holds only their row (before that, the whole list may show it).
  await see(page, 'All Users (1)');
  await page.getByRole('row').filter({ hasText: supporter.email }).getByRole('link', { name: supporter.email }).click();
  await page.getByRole('heading', { name: 'User Details' }).waitFor();
  const purchases = page.getByRole('region', { name: 'Tier Purchases' });
  const ledger = purchases.getByLabel('Ledger');
  await see(ledger, '$100.00');

  const mvpRow = purchases.getByRole('listitem').filter({ hasText: 'MVP' });
  await mvpRow.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund MVP payment' });
  await dialog.getByLabel('Reason').fill('Asked within the 30-day guarantee');
  await see(dialog, "Refunds $70.00 to the supporter's card. Their tier goes from MVP to Starter.");
  await screenshot(page, 'admin-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund $70.00' }).click();
  await see(page, ADMIN_MESSAGES.refundIssued);
  await see(mvpRow, 'Refunded');
  await see(ledger, '$30.00');
  const actions = page.getByRole('region', { name: 'Admin Actions' });
  await see(actions, 'Payment refunded · MVP');
  await see(actions, 'Reason: Asked within the 30-day guarantee');
  assert.equal(await mvpRow.getByRole('button', { name: 'Refund' }).count(), 0, 'nothing is left to refund');

  // The supporter's dashboard: back at Starter, MVP offered again for the $70.00 difference.
  const user = (await journey.signedIn(supporter)).page;
  await user.goto('/dashboard');
  await seeHeading(user, 'Dashboard');
  await user.getByRole('article', { name: 'MVP' }).getByRole('button', { name: 'Upgrade for $70.00' }).waitFor();
  assert.equal((await api.me(supporter)).tierId, 'starter');

  // The audit log lists the refund; at phone width it reads as stacked cards.
  await page.setViewportSize(MOBILE);
  await page.goto('/admin/audit');
  await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
  await see(page.getByRole('listitem').filter({ hasText: 'Payment refunded' }).first(), 'Owned tier:', {
    partial: true,
  });
  await screenshot(page, 'admin-audit-390', { fitWindow: true });

  // The overview's charts at phone width, with the refund taken off today's revenue.
  await page.goto('/admin');
  await page.getByRole('region', { name: 'Purchases by Tier' }).waitFor();
  await screenshot(page, 'admin-overview-charts-390', { fitWindow: true });
}
