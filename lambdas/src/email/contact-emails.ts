/**
 * The emails about contact messages: the support mailbox hears of a new one (in English, the
 * operators' language), a supporter of our answer (in theirs).
 */
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { button, escapeHtml, oneLine, page, paragraphs } from './email-html';
import { signOff } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail, sitePage } from './rendered-email';

export function newContactEmail(message: MessageOf<'new-contact'>, links: EmailContext): RenderedEmail {
  const kind = message.ticket ? 'ticket' : 'contact message';
  const url = `${links.siteUrl}${EMAIL_PATHS.adminContacts}`;
  const subjectLine = message.subject ? oneLine(message.subject) : '(no subject)';
  const subject = `New ${kind} from ${oneLine(message.name)}: ${subjectLine}`;
  const text = [
    `A new ${kind} came in.`,
    '',
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Subject: ${subjectLine}`,
    '',
    message.message,
    '',
    `Answer it in the admin panel: ${url}`,
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>A new ${kind} came in.</p>`,
      '<table style="border-collapse:collapse">',
      `<tr><td style="padding-right:12px;color:#A1A1B0">Name</td><td>${escapeHtml(message.name)}</td></tr>`,
      `<tr><td style="padding-right:12px;color:#A1A1B0">Email</td><td>${escapeHtml(message.email)}</td></tr>`,
      `<tr><td style="padding-right:12px;color:#A1A1B0">Subject</td><td>${escapeHtml(subjectLine)}</td></tr>`,
      '</table>',
      paragraphs(message.message),
      button(url, 'Open contacts in the admin panel'),
    ].join('\n'),
  );
  return { to: null, subject, text, html };
}

export function ticketResponseEmail(message: MessageOf<'ticket-response'>, links: EmailContext): RenderedEmail {
  const url = sitePage(links, EMAIL_PATHS.tickets);
  const subject = message.subject
    ? m.email_ticket_subject_about({ about: oneLine(message.subject) })
    : m.email_ticket_subject();
  const text = [
    m.email_ticket_greeting({ name: message.name }),
    '',
    m.email_ticket_answered(),
    '',
    message.response,
    '',
    m.email_ticket_read_all({ url }),
    '',
    signOff(),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(m.email_ticket_greeting({ name: message.name }))}</p>`,
      `<p>${escapeHtml(m.email_ticket_answered())}</p>`,
      `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #2DD4BF">${paragraphs(message.response)}</blockquote>`,
      button(url, m.email_ticket_open()),
      `<p>${escapeHtml(signOff())}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
