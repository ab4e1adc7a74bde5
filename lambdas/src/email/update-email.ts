/**
 * A development update as an email, with its one-click way out. The update's own words are the
 * operator's, as written; the frame around them (sign-off, why it came, the way out) speaks the
 * recipient's language.
 */
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { escapeHtml, oneLine, page } from './email-html';
import { signOff } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail, sitePage } from './rendered-email';

export function updateEmail(message: MessageOf<'update'>, links: EmailContext): RenderedEmail {
  const subject = oneLine(message.subject);
  const unsubscribe = links.unsubscribeUrl ?? sitePage(links, EMAIL_PATHS.unsubscribe);
  const why = m.email_update_why();
  const text = [
    message.text,
    '',
    signOff(),
    '',
    m.email_label_value({ label: `${why} ${m.email_unsubscribe()}`, value: unsubscribe }),
  ].join('\n');
  // The update's HTML is its Markdown rendered and sanitized to the safe subset (lambdas/src/updates/render-update.ts).
  const html = page(
    subject,
    [
      `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>`,
      message.html,
      `<p>${escapeHtml(signOff())}</p>`,
      `<p style="color:#A1A1B0;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#A1A1B0">${escapeHtml(m.email_unsubscribe())}</a></p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
