/** The emails about a supporter's tier: the receipt when it is granted, and the reminder to set it up. */
import { formatCents, formatPaid } from '@shared/money';
import { getTier } from '@shared/tiers';
import { button, escapeHtml, page } from './email-html';
import { orderLines, orderParagraph, sellerLine, sellerParagraph } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail } from './rendered-email';

export function tierGrantedEmail(message: MessageOf<'tier-granted'>, links: EmailContext): RenderedEmail {
  const tier = getTier(message.tierId);
  const url = `${links.siteUrl}${EMAIL_PATHS.tierSubmission}`;
  const subject = `You're ${tier.name} now: set up your tier`;
  const benefits = tier.benefits.map((benefit) => benefit.name);
  const amounts = amountLines(message);
  const purchasesUrl = `${links.siteUrl}${EMAIL_PATHS.purchases}`;
  const text = [
    `Thanks for backing D1 Gang. Your ${tier.name} tier is yours.`,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    ...amounts,
    '',
    ...(message.invoiceUrl ? [`Your invoice: ${message.invoiceUrl}`] : []),
    `Your purchases: ${purchasesUrl}`,
    '',
    `${tier.name} includes:`,
    ...benefits.map((benefit) => `- ${benefit}`),
    '',
    `Next, set up your tier (your nickname, and your jersey back name for MVP): ${url}`,
    '',
    'Release dates are estimates; we will tell you by email if plans change.',
    '',
    'The D1 Gang team',
    '',
    sellerLine(links.seller),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>Thanks for backing D1 Gang. Your <strong>${escapeHtml(tier.name)}</strong> tier is yours.</p>`,
      orderParagraph(message.sessionId, message.orderedAt),
      ...(amounts.length ? [`<p>${amounts.map(escapeHtml).join('<br>')}</p>`] : []),
      `<p>${[
        ...(message.invoiceUrl ? [link(message.invoiceUrl, 'Your invoice')] : []),
        link(purchasesUrl, 'Your purchases'),
      ].join('<br>')}</p>`,
      `<p>${escapeHtml(tier.name)} includes:</p>`,
      `<ul>${benefits.map((benefit) => `<li>${escapeHtml(benefit)}</li>`).join('')}</ul>`,
      '<p>Next, set up your tier: your nickname, and your jersey back name for MVP.</p>',
      button(url, 'Set up your tier'),
      '<p style="color:#A1A1B0">Release dates are estimates; we will tell you by email if plans change.</p>',
      '<p>The D1 Gang team</p>',
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

/**
 * What the buyer paid: the price and the tax Stripe added when there was tax, then the total (in the
 * currency paid as well, with Adaptive Pricing). Receipts queued before they kept the amount have none.
 */
function amountLines(message: MessageOf<'tier-granted'>): string[] {
  if (message.amountCents === undefined) return [];
  const tax = message.taxCents ?? 0;
  const paid = `Paid ${formatPaid(message.amountCents, message.presented)}`;
  return tax > 0 ? [`Price ${formatCents(message.amountCents - tax)}`, `Tax ${formatCents(tax)}`, paid] : [paid];
}

function link(url: string, text: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}

/**
 * The reminder to set up a tier: a service email about the purchase, so it says only that, with a
 * footer link that stops the reminders (and nothing else).
 */
export function setupReminderEmail(message: MessageOf<'setup-reminder'>, links: EmailContext): RenderedEmail {
  const tier = getTier(message.tierId);
  const url = `${links.siteUrl}${EMAIL_PATHS.tierSubmission}`;
  const unsubscribe = links.unsubscribeUrl ?? `${links.siteUrl}${EMAIL_PATHS.unsubscribe}`;
  const subject = 'Set up your D1 Gang rewards';
  const what = tier.id === 'mvp' ? 'your nickname and the name on the back of your jersey' : 'your nickname';
  const why = `You get this reminder because your ${tier.name} tier is not set up yet.`;
  const text = [
    `Your ${tier.name} tier is waiting for its setup.`,
    '',
    `Tell us ${what}, so your rewards carry your name when the game launches. It takes a minute: ${url}`,
    '',
    'Once saved, your setup is locked; changes go through a support ticket.',
    '',
    'The D1 Gang team',
    '',
    `${why} Stop setup reminders: ${unsubscribe}`,
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>Your <strong>${escapeHtml(tier.name)}</strong> tier is waiting for its setup.</p>`,
      `<p>Tell us ${what}, so your rewards carry your name when the game launches. It takes a minute.</p>`,
      button(url, 'Set up your tier'),
      '<p style="color:#A1A1B0">Once saved, your setup is locked; changes go through a support ticket.</p>',
      '<p>The D1 Gang team</p>',
      `<p style="color:#A1A1B0;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#A1A1B0">Stop setup reminders</a></p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
