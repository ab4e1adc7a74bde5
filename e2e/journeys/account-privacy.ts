/** Journey 14: a supporter buys, downloads their data, deletes the account; the admin sees 'Deleted account'. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type { AccountDataResponse } from '@shared/api/types/account';
import { accessTokenFor } from '../../infra/local/cognito-setup';
import { screenshot } from '../support/browser';
import { checkoutFromLanding, payOnStandIn, seePaymentSuccess, siteApiUrl } from '../support/checkout-steps';
import { see, seeHeading, seePath } from '../support/person';
import type { Journey } from './journey-context';

export async function supporterDeletesAccount(journey: Journey): Promise<void> {
  const { api, admin, stack } = journey;
  const supporter = await api.newSupporter('leaving');
  const userId = (await api.me(supporter)).profile?.userId ?? '';
  const before = await api.overview(admin);
  const { page } = await journey.signedIn(supporter);

  // Buys Rookie from the landing page, as any supporter does.
  await checkoutFromLanding(page, stack, 'Rookie', '$15.00');
  await payOnStandIn(page, siteApiUrl(stack), '$15.00');
  await seePaymentSuccess(page, 'Rookie', '$15.00');

  // Downloads their data from the profile: a JSON file with the profile and the purchase.
  await page.goto('/profile');
  await seeHeading(page, 'Profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'd1-gang-my-data.json');
  const file = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(file) as AccountDataResponse;
  assert.equal(data.profile?.email, supporter.email);
  assert.deepEqual(
    data.purchases.map((purchase) => [purchase.tierId, purchase.amountCents, purchase.status]),
    [['rookie', 1500, 'paid']],
  );
  assert.ok(!file.includes('adminNotes'), 'the download carries no admin notes');

  // Deletes the account through the confirmation dialog, and is signed out on the home page.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Password', { exact: true }).fill(supporter.password);
  await screenshot(page, 'delete-account-dialog');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await see(page, ACCOUNT_MESSAGES.accountDeleted);
  await seePath(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
  await assert.rejects(accessTokenFor(stack.cognito, supporter), 'the deleted account cannot sign in');

  // The admin sees the purchase kept under 'Deleted account': the user still counted, the sale still in revenue.
  const after = await api.overview(admin);
  assert.deepEqual(
    [after.totalUsers, after.totalPurchases, after.totalRevenueCents],
    [before.totalUsers, before.totalPurchases + 1, before.totalRevenueCents + 1500],
  );
  const adminBrowser = await journey.signedIn(admin);
  await adminBrowser.page.goto(`/admin/users/${encodeURIComponent(userId)}`);
  await adminBrowser.page.getByRole('heading', { name: 'User Details' }).waitFor();
  await see(adminBrowser.page, ACCOUNT_MESSAGES.deletedAccount);
  await see(adminBrowser.page.getByRole('region', { name: 'Tier Purchases' }), '$15.00');
  await adminBrowser.page.goto('/admin/purchases');
  const row = adminBrowser.page.getByRole('row').filter({ hasText: ACCOUNT_MESSAGES.deletedAccount });
  await see(row.filter({ hasText: 'Rookie' }).first(), '$15.00');
  assert.equal(await adminBrowser.page.getByText(supporter.email).count(), 0, 'the email is nowhere in the panel');
  await screenshot(adminBrowser.page, 'admin-deleted-account', { fitWindow: true });
}
