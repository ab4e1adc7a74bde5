/**
 * Every email the store sends, in plain text and simple HTML, in the store's voice (second person,
 * short, honest). User text is escaped in the HTML; admin notes are never part of any message.
 */
import { formatPaid } from '@shared/money';
import { getTier } from '@shared/tiers';
import type { EmailMessage } from '../data/outbox';

export interface RenderedEmail {
  /** Null: the support mailbox. */
  to: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface EmailLinks {
  /** The site's URL without a trailing slash, e.g. `https://d1gang.com`. */
  siteUrl: string;
  /** The recipient's unsubscribe page (`/unsubscribe?token=…`), for the emails they may unsubscribe from. */
  unsubscribeUrl?: string;
}

/**
 * What each template is to its recipient: a service email (receipts, ticket answers; no opt-in,
 * skipped only for a hard-bounced address), a reminder (no opt-in, skipped for any suppressed
 * address) or a development update (opt-in, one-click unsubscribe, skipped for any suppressed address).
 */
export const EMAIL_KINDS: Record<EmailMessage['template'], 'service' | 'reminder' | 'update'> = {
  'new-contact': 'service',
  'ticket-response': 'service',
  'tier-granted': 'service',
  'setup-reminder': 'reminder',
  update: 'update',
};

/** The SPA paths the emails link to (frontend/src/config/paths.ts). */
const PATHS = {
  adminContacts: '/admin/contact',
  tickets: '/tickets',
  tierSubmission: '/tier-submission',
  unsubscribe: '/unsubscribe',
};

/** Escapes text for HTML element content and double-quoted attributes. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Header lines and email subjects must stay one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>',
    escapeHtml(title),
    '</title></head>',
    '<body style="margin:0;padding:24px;background:#0A0A0F;color:#F5F5F7;font-family:system-ui,sans-serif;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#15151D;border:1px solid #2A2A38;border-radius:12px;padding:24px">',
    '<p style="margin:0 0 16px;color:#FF6B1A;font-weight:700;letter-spacing:0.05em">D1 GANG</p>',
    body,
    '</div></body></html>',
  ].join('');
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#FF6B1A;color:#0A0A0F;padding:10px 16px;border-radius:8px;font-weight:700;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

/** Renders an outbox message. */
export function renderEmail(message: EmailMessage, links: EmailLinks): RenderedEmail {
  switch (message.template) {
    case 'new-contact': {
      const kind = message.ticket ? 'ticket' : 'contact message';
      const url = `${links.siteUrl}${PATHS.adminContacts}`;
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
    case 'ticket-response': {
      const url = `${links.siteUrl}${PATHS.tickets}`;
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
    case 'tier-granted': {
      const tier = getTier(message.tierId);
      const url = `${links.siteUrl}${PATHS.tierSubmission}`;
      const subject = `You're ${tier.name} now: set up your tier`;
      const benefits = tier.benefits.map((benefit) => benefit.name);
      // Emails queued before receipts kept the amount have no Paid line.
      const paid =
        message.amountCents === undefined ? null : `Paid ${formatPaid(message.amountCents, message.presented)}`;
      const text = [
        `Thanks for backing D1 Gang. Your ${tier.name} tier is yours.`,
        ...(paid ? ['', paid] : []),
        '',
        `${tier.name} includes:`,
        ...benefits.map((benefit) => `- ${benefit}`),
        '',
        `Next, set up your tier (your nickname, and your jersey back name for MVP): ${url}`,
        '',
        'Release dates are estimates; we will tell you by email if plans change.',
        '',
        'The D1 Gang team',
      ].join('\n');
      const html = page(
        subject,
        [
          `<p>Thanks for backing D1 Gang. Your <strong>${escapeHtml(tier.name)}</strong> tier is yours.</p>`,
          ...(paid ? [`<p>${escapeHtml(paid)}</p>`] : []),
          `<p>${escapeHtml(tier.name)} includes:</p>`,
          `<ul>${benefits.map((benefit) => `<li>${escapeHtml(benefit)}</li>`).join('')}</ul>`,
          '<p>Next, set up your tier: your nickname, and your jersey back name for MVP.</p>',
          button(url, 'Set up your tier'),
          '<p style="color:#A1A1B0">Release dates are estimates; we will tell you by email if plans change.</p>',
          '<p>The D1 Gang team</p>',
        ].join('\n'),
      );
      return { to: message.to, subject, text, html };
    }
    case 'update': {
      const subject = oneLine(message.subject);
      const unsubscribe = links.unsubscribeUrl ?? `${links.siteUrl}${PATHS.unsubscribe}`;
      const text = [
        message.text,
        '',
        'The D1 Gang team',
        '',
        `You get development updates because you asked for them. Unsubscribe: ${unsubscribe}`,
      ].join('\n');
      // The update's HTML is its Markdown rendered and sanitized to the safe subset (lambdas/src/updates/render-update.ts).
      const html = page(
        subject,
        [
          `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>`,
          message.html,
          '<p>The D1 Gang team</p>',
          `<p style="color:#A1A1B0;font-size:13px">You get development updates because you asked for them. <a href="${escapeHtml(unsubscribe)}" style="color:#A1A1B0">Unsubscribe</a></p>`,
        ].join('\n'),
      );
      return { to: message.to, subject, text, html };
    }
    case 'setup-reminder': {
      const tier = getTier(message.tierId);
      const url = `${links.siteUrl}${PATHS.tierSubmission}`;
      const subject = 'Set up your D1 Gang rewards';
      const what = tier.id === 'mvp' ? 'your nickname and the name on the back of your jersey' : 'your nickname';
      const text = [
        `Your ${tier.name} tier is waiting for its setup.`,
        '',
        `Tell us ${what}, so your rewards carry your name when the game launches. It takes a minute: ${url}`,
        '',
        'Once saved, your setup is locked; changes go through a support ticket.',
        '',
        'The D1 Gang team',
      ].join('\n');
      const html = page(
        subject,
        [
          `<p>Your <strong>${escapeHtml(tier.name)}</strong> tier is waiting for its setup.</p>`,
          `<p>Tell us ${what}, so your rewards carry your name when the game launches. It takes a minute.</p>`,
          button(url, 'Set up your tier'),
          '<p style="color:#A1A1B0">Once saved, your setup is locked; changes go through a support ticket.</p>',
          '<p>The D1 Gang team</p>',
        ].join('\n'),
      );
      return { to: message.to, subject, text, html };
    }
  }
}
