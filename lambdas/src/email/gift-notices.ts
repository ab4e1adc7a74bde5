/**
 * The gift sweep's and the admin's emails about a gift (docs/payments.md, Gift operations): the
 * recipient's reminder while the gift waits, and the buyer's word that it was cancelled and refunded,
 * by the admin or because it was never claimed. The claim email itself is gift-emails.ts's. The
 * admin's reason for a cancellation is never in any of them.
 */
import { GIFT_CLAIM_DAYS, giftClaimPath } from '@shared/gifts';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { formatPaid } from '@shared/money';
import { button, escapeHtml, page } from './email-html';
import { emailDay, orderLines, orderParagraph, sellerLine, sellerParagraph, signOff } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail, sitePage } from './rendered-email';

export function giftReminderEmail(message: MessageOf<'gift-reminder'>, links: EmailContext): RenderedEmail {
  const claimUrl = sitePage(links, giftClaimPath(message.giftId) as `/${string}`);
  const subject = m.email_gift_reminder_subject({ tier: message.tierName });
  const opening = m.email_gift_reminder_opening({
    sender: message.from ?? m.email_gift_someone(),
    tier: message.tierName,
  });
  const deadline = m.email_gift_reminder_deadline({
    date: emailDay(message.claimBy),
    daysLeft: m.email_gift_days_left({ count: message.daysLeft }),
  });
  const account = m.email_gift_reminder_account({ email: message.to });
  const claimLine = m.email_gift_claim_line({ url: claimUrl });
  const text = [opening, '', deadline, '', claimLine, '', account, '', signOff()].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      `<p>${escapeHtml(deadline)}</p>`,
      button(claimUrl, m.email_gift_claim()),
      `<p style="color:#A1A1B0">${escapeHtml(account)}</p>`,
      `<p>${escapeHtml(signOff())}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

type RefundNotice = MessageOf<'gift-cancelled' | 'gift-expired'>;

/** Why the gift ended: the admin cancelled it, or its claim period ran out. */
function noticeWords(message: RefundNotice): { subject: string; opening: string } {
  const words = { tier: message.tierName, recipient: message.recipientEmail };
  if (message.template === 'gift-expired') {
    return {
      subject: m.email_gift_expired_subject(words),
      opening: m.email_gift_expired_opening({ ...words, days: GIFT_CLAIM_DAYS }),
    };
  }
  return { subject: m.email_gift_cancelled_subject(words), opening: m.email_gift_cancelled_opening(words) };
}

/** The buyer's email of a cancelled gift: what was refunded, in the currency paid, naming the order as the receipt does. */
export function giftRefundNoticeEmail(message: RefundNotice, links: EmailContext): RenderedEmail {
  const { subject, opening } = noticeWords(message);
  const contact = sitePage(links, EMAIL_PATHS.contact);
  const contactLead = m.email_questions_quote_order();
  const amountLine = m.email_refunded({ amount: formatPaid(message.amountCents, message.presented) });
  const timing = m.email_refund_timing();
  const text = [
    opening,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    amountLine,
    '',
    timing,
    '',
    m.email_label_value({ label: contactLead, value: contact }),
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
      `<p>${escapeHtml(amountLine)}</p>`,
      `<p style="color:#A1A1B0">${escapeHtml(timing)}</p>`,
      `<p>${escapeHtml(contactLead)}.</p>`,
      button(contact, m.email_write_to_us()),
      `<p>${escapeHtml(signOff())}</p>`,
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
