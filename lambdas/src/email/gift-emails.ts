/**
 * The emails of a gift (docs/payments.md, Gifts): the claim link to the recipient once it is paid, the
 * buyer's receipt naming who it is for, and the recipient's word once they claimed it (what the tier
 * includes and who it is from; never the price). The reminders and cancellations are gift-notices.ts's.
 */
import { giftClaimPath } from '@shared/gifts';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { getTier } from '@shared/tiers';
import { button, escapeHtml, page, paragraphs } from './email-html';
import { amountLines, link, orderLines, orderParagraph, sellerLine, sellerParagraph, signOff } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail, sitePage } from './rendered-email';

export function giftReceivedEmail(message: MessageOf<'gift-received'>, links: EmailContext): RenderedEmail {
  const claimUrl = sitePage(links, giftClaimPath(message.giftId) as `/${string}`);
  const words = { sender: message.from ?? m.email_gift_someone(), tier: message.tierName };
  const subject = m.email_gift_received_subject(words);
  const opening = m.email_gift_received_opening(words);
  const account = m.email_gift_received_account({ email: message.to });
  const text = [
    opening,
    '',
    ...(message.message ? [m.email_gift_their_message(), message.message, ''] : []),
    m.email_gift_claim_line({ url: claimUrl }),
    '',
    account,
    '',
    signOff(),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      ...(message.message ? [`<p>${escapeHtml(m.email_gift_their_message())}</p>`, paragraphs(message.message)] : []),
      button(claimUrl, m.email_gift_claim()),
      `<p style="color:#A1A1B0">${escapeHtml(account)}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

export function giftSentEmail(message: MessageOf<'gift-sent'>, links: EmailContext): RenderedEmail {
  const purchasesUrl = sitePage(links, EMAIL_PATHS.purchases);
  const words = { recipient: message.recipientEmail, tier: message.tierName };
  const subject = m.email_gift_sent_subject(words);
  const opening = m.email_gift_sent_opening(words);
  const next = m.email_gift_sent_next(words);
  const amounts = amountLines(message.amountCents, message.taxCents, message.presented);
  const text = [
    opening,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    ...amounts,
    '',
    next,
    '',
    ...(message.invoiceUrl ? [m.email_your_invoice_line({ url: message.invoiceUrl })] : []),
    m.email_your_purchases_line({ url: purchasesUrl }),
    '',
    signOff(),
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
        ...(message.invoiceUrl ? [link(message.invoiceUrl, m.email_your_invoice())] : []),
        link(purchasesUrl, m.email_your_purchases()),
      ].join('<br>')}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

export function giftClaimedEmail(message: MessageOf<'gift-claimed'>, links: EmailContext): RenderedEmail {
  const tier = getTier(message.tierId);
  const setupUrl = sitePage(links, EMAIL_PATHS.tierSubmission);
  const subject = m.email_tier_granted_subject({ tier: tier.name });
  const opening = m.email_gift_claimed_opening({ sender: message.from ?? m.email_gift_someone(), tier: tier.name });
  const benefits = tier.benefits.map((benefit) => benefit.name);
  const text = [
    opening,
    '',
    m.email_tier_includes({ tier: tier.name }),
    ...benefits.map((benefit) => `- ${benefit}`),
    '',
    m.email_next_setup_line({ url: setupUrl }),
    '',
    m.email_release_estimates(),
    '',
    signOff(),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      `<p>${escapeHtml(m.email_tier_includes({ tier: tier.name }))}</p>`,
      `<ul>${benefits.map((benefit) => `<li>${escapeHtml(benefit)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(m.email_next_setup())}</p>`,
      button(setupUrl, m.email_set_up_tier()),
      `<p style="color:#A1A1B0">${escapeHtml(m.email_release_estimates())}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
