/**
 * The emails of a gift (docs/payments.md, Gifts): the claim link to the recipient once it is paid, the
 * buyer's receipt naming who it is for, and the recipient's word once they claimed it (what the tier
 * includes and who it is from; never the price). The reminders and cancellations are gift-notices.ts's.
 */
import { giftClaimPath } from '@shared/gifts';
import { formatCents, formatPaid } from '@shared/money';
import { getTier } from '@shared/tiers';
import { button, escapeHtml, page, paragraphs } from './email-html';
import { orderLines, orderParagraph, sellerLine, sellerParagraph } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail } from './rendered-email';

const SIGN_OFF = 'The D1 Gang team';

function link(url: string, text: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}

export function giftReceivedEmail(message: MessageOf<'gift-received'>, links: EmailContext): RenderedEmail {
  const claimUrl = `${links.siteUrl}${giftClaimPath(message.giftId)}`;
  const sender = message.from ?? 'Someone';
  const subject = `${sender} sent you D1 Gang ${message.tierName}`;
  const opening = `${sender} sent you the ${message.tierName} tier of D1 Gang as a gift.`;
  const account = `Sign in, or create your account, with this email address (${message.to}) to claim it. Then the tier is yours: set up your nickname, join the gym wall and link your game.`;
  const text = [
    opening,
    '',
    ...(message.message ? ['Their message:', message.message, ''] : []),
    `Claim your gift: ${claimUrl}`,
    '',
    account,
    '',
    SIGN_OFF,
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      ...(message.message ? ['<p>Their message:</p>', paragraphs(message.message)] : []),
      button(claimUrl, 'Claim your gift'),
      `<p style="color:#A1A1B0">${escapeHtml(account)}</p>`,
      `<p>${SIGN_OFF}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

/** What the buyer paid, as the receipt says it: the price and the tax when there was tax, then the total. */
function amountLines(message: MessageOf<'gift-sent'>): string[] {
  const paid = `Paid ${formatPaid(message.amountCents, message.presented)}`;
  const tax = message.taxCents;
  return tax > 0 ? [`Price ${formatCents(message.amountCents - tax)}`, `Tax ${formatCents(tax)}`, paid] : [paid];
}

export function giftSentEmail(message: MessageOf<'gift-sent'>, links: EmailContext): RenderedEmail {
  const purchasesUrl = `${links.siteUrl}${EMAIL_PATHS.purchases}`;
  const subject = `Your ${message.tierName} gift for ${message.recipientEmail}`;
  const opening = `Thanks for backing D1 Gang. You gave ${message.recipientEmail} the ${message.tierName} tier.`;
  const next = `We emailed ${message.recipientEmail} a link to claim it. Your own tier does not change. If they cannot find the email, write to us and we will send it again.`;
  const amounts = amountLines(message);
  const text = [
    opening,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    ...amounts,
    '',
    next,
    '',
    ...(message.invoiceUrl ? [`Your invoice: ${message.invoiceUrl}`] : []),
    `Your purchases: ${purchasesUrl}`,
    '',
    SIGN_OFF,
    '',
    sellerLine(links.seller),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      orderParagraph(message.sessionId, message.orderedAt),
      `<p>${amounts.map(escapeHtml).join('<br>')}</p>`,
      `<p>${escapeHtml(next)}</p>`,
      `<p>${[
        ...(message.invoiceUrl ? [link(message.invoiceUrl, 'Your invoice')] : []),
        link(purchasesUrl, 'Your purchases'),
      ].join('<br>')}</p>`,
      `<p>${SIGN_OFF}</p>`,
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

export function giftClaimedEmail(message: MessageOf<'gift-claimed'>, links: EmailContext): RenderedEmail {
  const tier = getTier(message.tierId);
  const setupUrl = `${links.siteUrl}${EMAIL_PATHS.tierSubmission}`;
  const subject = `You're ${tier.name} now: set up your tier`;
  const opening = `${message.from ?? 'Someone'} gave you the ${tier.name} tier of D1 Gang. It is yours.`;
  const benefits = tier.benefits.map((benefit) => benefit.name);
  const text = [
    opening,
    '',
    `${tier.name} includes:`,
    ...benefits.map((benefit) => `- ${benefit}`),
    '',
    `Next, set up your tier (your nickname, and your jersey back name for MVP): ${setupUrl}`,
    '',
    'Release dates are estimates; we will tell you by email if plans change.',
    '',
    SIGN_OFF,
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      `<p>${escapeHtml(tier.name)} includes:</p>`,
      `<ul>${benefits.map((benefit) => `<li>${escapeHtml(benefit)}</li>`).join('')}</ul>`,
      '<p>Next, set up your tier: your nickname, and your jersey back name for MVP.</p>',
      button(setupUrl, 'Set up your tier'),
      '<p style="color:#A1A1B0">Release dates are estimates; we will tell you by email if plans change.</p>',
      `<p>${SIGN_OFF}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
