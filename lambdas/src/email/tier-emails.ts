/** The emails about a supporter's tier: the receipt when it is granted, and the reminder to set it up. */
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { getTier } from '@shared/tiers';
import { button, escapeHtml, page, withStrong } from './email-html';
import { amountLines, link, orderLines, orderParagraph, sellerLine, sellerParagraph, signOff } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail, sitePage } from './rendered-email';

export function tierGrantedEmail(message: MessageOf<'tier-granted'>, links: EmailContext): RenderedEmail {
  const tier = getTier(message.tierId);
  const url = sitePage(links, EMAIL_PATHS.tierSubmission);
  const subject = m.email_tier_granted_subject({ tier: tier.name });
  const benefits = tier.benefits.map((benefit) => benefit.name);
  // Receipts queued before they kept the amount have none.
  const amounts =
    message.amountCents === undefined ? [] : amountLines(message.amountCents, message.taxCents ?? 0, message.presented);
  const purchasesUrl = sitePage(links, EMAIL_PATHS.purchases);
  const text = [
    m.email_tier_granted_thanks({ tier: tier.name }),
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    ...amounts,
    '',
    ...(message.invoiceUrl ? [m.email_your_invoice_line({ url: message.invoiceUrl })] : []),
    m.email_your_purchases_line({ url: purchasesUrl }),
    '',
    m.email_tier_includes({ tier: tier.name }),
    ...benefits.map((benefit) => `- ${benefit}`),
    '',
    m.email_next_setup_line({ url }),
    '',
    m.email_release_estimates(),
    '',
    signOff(),
    '',
    sellerLine(links.seller),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${withStrong((value) => m.email_tier_granted_thanks({ tier: value }), tier.name)}</p>`,
      orderParagraph(message.sessionId, message.orderedAt),
      ...(amounts.length ? [`<p>${amounts.map(escapeHtml).join('<br>')}</p>`] : []),
      `<p>${[
        ...(message.invoiceUrl ? [link(message.invoiceUrl, m.email_your_invoice())] : []),
        link(purchasesUrl, m.email_your_purchases()),
      ].join('<br>')}</p>`,
      `<p>${escapeHtml(m.email_tier_includes({ tier: tier.name }))}</p>`,
      `<ul>${benefits.map((benefit) => `<li>${escapeHtml(benefit)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(m.email_next_setup())}</p>`,
      button(url, m.email_set_up_tier()),
      `<p style="color:#A1A1B0">${escapeHtml(m.email_release_estimates())}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

/**
 * The reminder to set up a tier: a service email about the purchase, so it says only that, with a
 * footer link that stops the reminders (and nothing else).
 */
export function setupReminderEmail(message: MessageOf<'setup-reminder'>, links: EmailContext): RenderedEmail {
  const tier = getTier(message.tierId);
  const url = sitePage(links, EMAIL_PATHS.tierSubmission);
  const unsubscribe = links.unsubscribeUrl ?? sitePage(links, EMAIL_PATHS.unsubscribe);
  const subject = m.email_setup_reminder_subject();
  // MVP's setup also asks for the name on the back of the jersey.
  const tell = tier.id === 'mvp' ? m.email_setup_reminder_tell_mvp() : m.email_setup_reminder_tell();
  const why = m.email_setup_reminder_why({ tier: tier.name });
  const stop = m.email_setup_reminder_stop();
  const text = [
    m.email_setup_reminder_waiting({ tier: tier.name }),
    '',
    m.email_label_value({ label: tell, value: url }),
    '',
    m.email_setup_reminder_locked(),
    '',
    signOff(),
    '',
    m.email_label_value({ label: `${why} ${stop}`, value: unsubscribe }),
  ].join('\n');
  const html = page(
    subject,
    [
      `<p>${withStrong((value) => m.email_setup_reminder_waiting({ tier: value }), tier.name)}</p>`,
      `<p>${escapeHtml(tell)}.</p>`,
      button(url, m.email_set_up_tier()),
      `<p style="color:#A1A1B0">${escapeHtml(m.email_setup_reminder_locked())}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
      `<p style="color:#A1A1B0;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#A1A1B0">${escapeHtml(stop)}</a></p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
