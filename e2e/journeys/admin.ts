/** Journeys 6 and 7: the admin works the panel and answers a ticket; the demo user is kept out. */
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { formatCents } from '@shared/money';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { see, seeHeading, seePath } from '../support/person';
import { chunkHolding } from '../support/site-chunks';
import { type Journey, newTicket } from './journey-context';

/** The chunk of the admin panel (DESIGN: the panel is its own lazy chunk). */
const adminChunk = () => chunkHolding('features/admin/admin-panel.tsx');
const requested = (requests: string[], chunk: string) => requests.filter((url) => new URL(url).pathname === chunk);

/** Journey 6: overview, users, user detail, purchases, then status, note and response on a ticket. */
export async function adminAnswersTicket(journey: Journey): Promise<void> {
  const { api, admin } = journey;
  // The store's totals before this journey adds its supporter, two purchases and a ticket.
  const before = await api.overview(admin);
  const contactsBefore = await api.contactCount(admin);
  const supporter = await api.newSupporter('answered');
  await api.buy(supporter, 'starter');
  await api.submitTierSetup(supporter, { nickname: 'Starter Fan' });
  await api.buy(supporter, 'mvp');
  // The upgrade keeps the Starter nickname: MVP's setup adds the jersey back name.
  await api.submitTierSetup(supporter, { jerseyBackName: 'DUNKMACHINE' });
  const ticket = newTicket();
  await api.openTicket(supporter, ticket);
  const revenue = formatCents(before.totalRevenueCents + 10_000);

  const adminBrowser = await journey.signedIn(admin);
  const { page } = adminBrowser;
  await page.goto('/admin');
  await seeHeading(page, 'Admin Panel');
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  assert.ok(requested(adminBrowser.requests, adminChunk()).length > 0, "the admin's browser loads the admin chunk");
  assert.deepEqual(
    {
      users: await stat(page, 'Total Users'),
      revenue: await stat(page, 'Total Revenue'),
      purchases: await stat(page, 'Total Purchases'),
      pending: await stat(page, 'Pending Contacts'),
    },
    // One more user; Starter $30.00 + the $70.00 MVP upgrade; the one new ticket.
    {
      users: String(before.totalUsers + 1),
      revenue,
      purchases: String(before.totalPurchases + 2),
      pending: String(before.pendingContacts + 1),
    },
  );
  const recent = page.getByRole('table', { name: 'Recent Purchases' });
  assert.equal(await recent.getByRole('row').filter({ hasText: supporter.email }).count(), 2);
  await screenshot(page, 'admin-overview', { fitWindow: true });

  await adminLink(page, 'Users').click();
  await see(page, 'Manage all registered users');
  await see(page, `All Users (${before.totalUsers + 1})`);
  await page.getByLabel('Search users by email').fill(supporter.email);
  // The search has answered: the list holds only their row (before that, the whole list may show it).
  await see(page, 'All Users (1)');
  const userRow = page.getByRole('row').filter({ hasText: supporter.email });
  await see(userRow, 'MVP');
  await screenshot(page, 'admin-users', { fitWindow: true });
  await userRow.getByRole('link', { name: supporter.email }).click();
  await page.getByRole('heading', { name: 'User Details' }).waitFor();
  const purchases = page.getByRole('region', { name: 'Tier Purchases' });
  await see(purchases, '$70.00');
  await see(purchases, '$30.00');
  const submissions = page.getByRole('region', { name: 'Tier Submissions' });
  await see(submissions, 'DUNKMACHINE', { partial: true });
  await see(submissions, 'Starter Fan', { partial: true });
  await screenshot(page, 'admin-user-detail', { fitWindow: true });

  await adminLink(page, 'Purchases').click();
  await see(page, `All Purchases (${before.totalPurchases + 2})`);
  await see(page, `Total Revenue: ${revenue}`);
  await screenshot(page, 'admin-purchases', { fitWindow: true });

  await adminLink(page, 'Contact Submissions').click();
  await see(page, `All Submissions (${contactsBefore + 1})`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: ticket.name }) });
  await see(row, 'Support Ticket');
  await row.getByRole('button', { name: ticket.name }).click();
  await see(row, ticket.subject);
  await row.getByLabel('Status').selectOption({ label: 'In Progress' });
  await see(page, 'Status updated successfully');
  await see(row, 'in progress');
  await row.getByLabel('Admin Notes').fill(ticket.note);
  await row.getByRole('button', { name: 'Save Notes' }).click();
  await see(page, 'Notes saved successfully');
  await row.getByLabel('Response to User').fill(ticket.response);
  await row.getByRole('button', { name: 'Send Response' }).click();
  await see(page, 'Response sent to user');
  await screenshot(page, 'admin-contact', { fitWindow: true });

  // The supporter reads the answer and the new status, never the internal note.
  const user = (await journey.signedIn(supporter)).page;
  await user.goto('/tickets');
  await seeHeading(user, 'My Tickets');
  const card = user.getByRole('article', { name: ticket.subject });
  await see(card, ticket.response);
  await see(card, 'IN PROGRESS');
  assert.equal(await card.getByText('Waiting for support team response...').count(), 0);
  assert.ok(!(await user.content()).includes(ticket.note), 'the admin note is not on the user page');
  const tickets = await api.getText(supporter, '/me/tickets');
  assert.ok(tickets.includes(ticket.response), 'GET /me/tickets carries the response');
  assert.ok(!tickets.includes(ticket.note), 'GET /me/tickets never carries the admin note');
}

/** Journey 7: the demo user is turned away from /admin without ever downloading the admin panel. */
export async function demoUserIsDeniedAdmin(journey: Journey): Promise<void> {
  const demo = await journey.signedIn(journey.demo);
  const { page } = demo;

  await page.goto('/admin');
  await see(page, ADMIN_MESSAGES.accessDenied);
  await seePath(page, '/dashboard');
  await seeHeading(page, 'Dashboard');
  assert.deepEqual(requested(demo.requests, adminChunk()), [], 'a non-admin browser never requests the admin chunk');
}

function adminLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });
}

/** The value under a stat card's heading on the overview. */
async function stat(page: Page, label: string): Promise<string> {
  const value = page.getByRole('heading', { name: label, exact: true }).locator('xpath=../following-sibling::p');
  return ((await value.textContent()) ?? '').trim();
}
