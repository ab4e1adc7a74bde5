/** The emails about contact messages: the support mailbox hears of a new one, a supporter of our answer. */
import { button, escapeHtml, oneLine, page, paragraphs } from './email-html';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail } from './rendered-email';

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
  const url = `${links.siteUrl}${EMAIL_PATHS.tickets}`;
  const about = message.subject ? `: ${oneLine(message.subject)}` : '';
  const subject = `We answered your message${about}`;
  const text = [
    `Hi ${message.name},`,
    '',
    'The D1 Gang team answered your message:',
    '',
    message.response,
    '',
    `You can read all your tickets on My Tickets: ${url}`,
    '',
    'The D1 Gang team',
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>Hi ${escapeHtml(message.name)},</p>`,
      '<p>The D1 Gang team answered your message:</p>',
      `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #2DD4BF">${paragraphs(message.response)}</blockquote>`,
      button(url, 'Open My Tickets'),
      '<p>The D1 Gang team</p>',
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
