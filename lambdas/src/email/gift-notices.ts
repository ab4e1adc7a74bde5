/**
 * The gift sweep's and the admin's emails about a gift (docs/payments.md, Gift operations): the
 * recipient's reminder while the gift waits, and the buyer's word that it was cancelled and refunded,
 * by the admin or because it was never claimed. The claim email itself is gift-emails.ts's. The
 * admin's reason for a cancellation is never in any of them.
 */
import { GIFT_CLAIM_DAYS, giftClaimPath } from '@shared/gifts';
import { formatPaid } from '@shared/money';
import { longUtcDate } from '@shared/utc-date';
import { button, escapeHtml, page } from './email-html';
import { orderLines, orderParagraph, sellerLine, sellerParagraph } from './order-details';
import { REFUND_TIMING } from './refund-emails';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail } from './rendered-email';

const SIGN_OFF = 'The D1 Gang team';

function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

export function giftReminderEmail(message: MessageOf<'gift-reminder'>, links: EmailContext): RenderedEmail {
  const claimUrl = `${links.siteUrl}${giftClaimPath(message.giftId)}`;
  const subject = `Your ${message.tierName} gift is waiting for you`;
  const opening = `${message.from ?? 'Someone'} sent you the ${message.tierName} tier of D1 Gang as a gift, and it is still waiting for you.`;
  const deadline = `Claim it by ${longUtcDate(message.claimBy)} (${daysLeftText(message.daysLeft)}). After that the gift is cancelled and the payment goes back to the sender.`;
  const account = `Sign in, or create your account, with this email address (${message.to}) to claim it.`;
  const text = [opening, '', deadline, '', `Claim your gift: ${claimUrl}`, '', account, '', SIGN_OFF].join('\n');
  const html = page(
    subject,
    [
      `<p>${escapeHtml(opening)}</p>`,
      `<p>${escapeHtml(deadline)}</p>`,
      button(claimUrl, 'Claim your gift'),
      `<p style="color:#A1A1B0">${escapeHtml(account)}</p>`,
      `<p>${SIGN_OFF}</p>`,
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}

type RefundNotice = MessageOf<'gift-cancelled' | 'gift-expired'>;

/** Why the gift ended: the admin cancelled it, or its claim period ran out. */
function noticeWords(message: RefundNotice): { subject: string; opening: string } {
  if (message.template === 'gift-expired') {
    return {
      subject: `Your ${message.tierName} gift was not claimed, so we refunded you`,
      opening: `The ${message.tierName} gift you sent to ${message.recipientEmail} was not claimed within ${GIFT_CLAIM_DAYS} days, so we cancelled it and refunded your payment in full. It can no longer be claimed.`,
    };
  }
  return {
    subject: `We cancelled your ${message.tierName} gift and refunded you`,
    opening: `We cancelled the ${message.tierName} gift you sent to ${message.recipientEmail} before it was claimed, and refunded your payment in full. ${message.recipientEmail} can no longer claim it.`,
  };
}

/** The buyer's email of a cancelled gift: what was refunded, in the currency paid, naming the order as the receipt does. */
export function giftRefundNoticeEmail(message: RefundNotice, links: EmailContext): RenderedEmail {
  const { subject, opening } = noticeWords(message);
  const contact = `${links.siteUrl}${EMAIL_PATHS.contact}`;
  const contactLead = 'Questions? Write to us and quote your order number';
  const amountLine = `Refunded ${formatPaid(message.amountCents, message.presented)}`;
  const text = [
    opening,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    amountLine,
    '',
    REFUND_TIMING,
    '',
    `${contactLead}: ${contact}`,
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
      `<p>${escapeHtml(amountLine)}</p>`,
      `<p style="color:#A1A1B0">${escapeHtml(REFUND_TIMING)}</p>`,
      `<p>${escapeHtml(contactLead)}.</p>`,
      button(contact, 'Write to us'),
      `<p>${SIGN_OFF}</p>`,
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject, text, html };
}
