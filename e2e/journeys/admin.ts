/** Journeys 6 and 7: the admin works the panel and answers the ticket; the demo user is kept out. */
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { see, seeHeading, seePath } from '../support/person';
import { type JourneyContext, seededActor, supporterActor } from './journey-context';

/** The admin chunk's file name (DESIGN: the panel is its own lazy chunk). */
const ADMIN_CHUNK = /\/assets\/admin-app[^/]*\.js/;

/** Journey 6: overview, users, user detail, purchases, then status, note and response on the ticket. */
export async function adminAnswersTicket(context: JourneyContext): Promise<void> {
  const { page } = await seededActor(context, 'admin');
  const { supporter, ticket } = context;

  await page.goto('/admin');
  await seeHeading(page, 'Admin Panel');
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  assert.deepEqual(
    {
      users: await stat(page, 'Total Users'),
      revenue: await stat(page, 'Total Revenue'),
      purchases: await stat(page, 'Total Purchases'),
      pending: await stat(page, 'Pending Contacts'),
    },
    // Admin, demo and the new supporter; Starter $30.00 + the $70.00 MVP upgrade; the one new ticket.
    { users: '3', revenue: '$100.00', purchases: '2', pending: '1' },
  );
  const recent = page.getByRole('table', { name: 'Recent Purchases' });
  assert.equal(await recent.getByRole('row').filter({ hasText: supporter.email }).count(), 2);
  await screenshot(page, 'admin-overview', { fitWindow: true });

  await adminLink(page, 'Users').click();
  await see(page, 'Manage all registered users');
  await see(page, 'All Users (3)');
  const userRow = page.getByRole('row').filter({ hasText: supporter.email });
  await see(userRow, 'MVP');
  await screenshot(page, 'admin-users', { fitWindow: true });
  await userRow.getByRole('link', { name: supporter.email }).click();
  await page.getByRole('heading', { name: 'User Details' }).waitFor();
  const purchases = page.getByRole('region', { name: 'Tier Purchases' });
  await see(purchases, '$70.00');
  await see(purchases, '$30.00');
  const submissions = page.getByRole('region', { name: 'Tier Submissions' });
  await see(submissions, 'Dunk Machine', { partial: true });
  await see(submissions, 'DUNKMACHINE', { partial: true });
  await see(submissions, 'Starter Fan', { partial: true });
  await screenshot(page, 'admin-user-detail', { fitWindow: true });

  await adminLink(page, 'Purchases').click();
  await see(page, 'All Purchases (2)');
  await see(page, 'Total Revenue: $100.00');
  await screenshot(page, 'admin-purchases', { fitWindow: true });

  await adminLink(page, 'Contact Submissions').click();
  await see(page, 'All Submissions (1)');
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
  const user = supporterActor(context).page;
  await user.goto('/tickets');
  await seeHeading(user, 'My Tickets');
  const card = user.getByRole('article', { name: ticket.subject });
  await see(card, ticket.response);
  await see(card, 'IN PROGRESS');
  assert.equal(await card.getByText('Waiting for support team response...').count(), 0);
  assert.ok(!(await user.content()).includes(ticket.note), 'the admin note is not on the user page');
  const tickets = await context.api.getText(supporter, '/me/tickets');
  assert.ok(tickets.includes(ticket.response), 'GET /me/tickets carries the response');
  assert.ok(!tickets.includes(ticket.note), 'GET /me/tickets never carries the admin note');
}

/** Journey 7: the demo user is turned away from /admin without ever downloading the admin panel. */
export async function demoUserIsDeniedAdmin(context: JourneyContext): Promise<void> {
  const demo = await seededActor(context, 'demo');
  const { page } = demo;

  await page.goto('/admin');
  await see(page, ADMIN_MESSAGES.accessDenied);
  await seePath(page, '/dashboard');
  await seeHeading(page, 'Dashboard');
  const adminChunks = demo.requests.filter((url) => ADMIN_CHUNK.test(url));
  assert.deepEqual(adminChunks, [], 'a non-admin browser never requests the admin chunk');
}

function adminLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });
}

/** The value under a stat card's heading on the overview. */
async function stat(page: Page, label: string): Promise<string> {
  const value = page.getByRole('heading', { name: label, exact: true }).locator('xpath=../following-sibling::p');
  return ((await value.textContent()) ?? '').trim();
}
