/** A development update as an email, with its one-click way out. */
import { escapeHtml, oneLine, page } from './email-html';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail } from './rendered-email';

export function updateEmail(message: MessageOf<'update'>, links: EmailContext): RenderedEmail {
  const subject = oneLine(message.subject);
  const unsubscribe = links.unsubscribeUrl ?? `${links.siteUrl}${EMAIL_PATHS.unsubscribe}`;
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
