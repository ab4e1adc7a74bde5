/** Journeys 5 and 8: a supporter's ticket from /contact, and an anonymous contact-form message. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../../infra/local/wait';
import { see, seeHeading, seePath } from '../support/person';
import { uniqueLogin } from '../support/store-api';
import { type Journey, newTicket } from './journey-context';

const SENT = "Message sent successfully! We'll get back to you soon.";

/** Journey 5: a signed-in supporter writes from /contact and finds the ticket on /tickets as NEW. */
export async function supporterOpensTicket(journey: Journey): Promise<void> {
  const supporter = await journey.api.newSupporter('writes');
  const { page } = await journey.signedIn(supporter);
  const ticket = newTicket();

  await page.goto('/contact');
  await seeHeading(page, 'Contact Us');
  // The email comes from the session; wait for it rather than typing over it.
  const email = page.getByLabel('Email', { exact: true });
  await eventually(async () => assert.equal(await email.inputValue(), supporter.email));
  await sendContactForm(page, { name: ticket.name, subject: ticket.subject, message: ticket.message });

  await page.goto('/tickets');
  await seeHeading(page, 'My Tickets');
  const card = page.getByRole('article', { name: ticket.subject });
  await see(card, 'NEW');
  await see(card, ticket.message);
  await see(card, 'Waiting for support team response...');
}

/** Journey 8: a visitor who is not signed in writes; the admin sees a 'Contact Form', not a ticket. */
export async function visitorSendsContactForm(journey: Journey): Promise<void> {
  const visitor = await journey.visitor();
  const { email } = uniqueLogin('walk-in');
  const name = `Walk-in ${email.split('@')[0]}`;

  await visitor.page.goto('/contact');
  await seeHeading(visitor.page, 'Contact Us');
  await visitor.page.getByLabel('Email', { exact: true }).fill(email);
  await sendContactForm(visitor.page, { name, message: 'When does the alpha start?' });

  const { page } = await journey.signedIn(journey.admin);
  await page.goto('/admin/contact');
  await page.getByRole('heading', { name: 'Contact Submissions' }).waitFor();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name }) });
  await see(row, 'Contact Form');
  assert.equal(await row.getByText('Support Ticket', { exact: true }).count(), 0);
  await row.getByRole('button', { name }).click();
  await see(row, 'When does the alpha start?');
  // Only tickets have a user to answer; a contact-form message has no response box.
  assert.equal(await row.getByRole('button', { name: 'Send Response' }).count(), 0);
}

async function sendContactForm(page: Page, values: { name: string; subject?: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.subject) await page.getByLabel('Subject (optional)').fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await see(page, SENT);
  await seePath(page, '/');
}
