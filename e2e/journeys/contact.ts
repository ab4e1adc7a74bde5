/** Journeys 5 and 8: a supporter's ticket from /contact, and an anonymous contact-form message. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../../infra/local/wait';
import { see, seeHeading, seePath } from '../support/person';
import { type JourneyContext, seededActor, supporterActor } from './journey-context';

const SENT = "Message sent successfully! We'll get back to you soon.";

/** Journey 5: the signed-in supporter writes from /contact and finds the ticket on /tickets as NEW. */
export async function supporterOpensTicket(context: JourneyContext): Promise<void> {
  const { page } = supporterActor(context);
  const { ticket, supporter } = context;

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
export async function visitorSendsContactForm(context: JourneyContext): Promise<void> {
  const visitor = context.actors.visitor ?? (await context.browser.newActor());
  context.actors.visitor = visitor;
  const name = `Walk-in ${context.runId}`;

  await visitor.page.goto('/contact');
  await seeHeading(visitor.page, 'Contact Us');
  await visitor.page.getByLabel('Email', { exact: true }).fill('walk-in@example.com');
  await sendContactForm(visitor.page, { name, message: 'When does the alpha start?' });

  const { page } = await seededActor(context, 'admin');
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
