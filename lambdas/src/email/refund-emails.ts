/**
 * The emails that tell a supporter what happened to a purchase after it was made: a refund (in part or
 * in full, a duplicate payment given back, the part beyond the highest tier given back) or a dispute
 * their bank won. All their copy is here. Each says what was given or taken back, in the currency the
 * supporter paid (formatPaid, as the receipt), names the order as the receipt does, and says what
 * they own now, so no tier ever drops without a word.
 */
import { formatPaid } from '@shared/money';
import { getTier, TIERS, type TierId } from '@shared/tiers';
import { button, escapeHtml, page } from './email-html';
import { orderLines, orderParagraph, sellerLine, sellerParagraph } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail } from './rendered-email';

export const REFUND_TIMING =
  'Refunds go back to the card you paid with, in the currency you paid in. Banks usually take 5 to 10 business days to show them.';
const SIGN_OFF = 'The D1 Gang team';

/** The tier no payment can go beyond: what an overpayment is measured against. */
const HIGHEST_TIER = TIERS.reduce((highest, tier) => (tier.priceCents > highest.priceCents ? tier : highest));

type RefundMessage = MessageOf<'payment-refunded'>;

function refundSubject(message: RefundMessage): string {
  switch (message.givenBack) {
    case 'duplicate':
      return `We refunded your duplicate ${message.tierName} payment`;
    case 'overpayment':
      return `We refunded part of your ${message.tierName} purchase`;
    case 'refund':
      return message.takenBack
        ? `We refunded your ${message.tierName} purchase`
        : `We refunded part of your ${message.tierName} purchase`;
  }
}

/** Why the money came back, and what that did to the purchase. */
function refundOpening(message: RefundMessage): string {
  switch (message.givenBack) {
    case 'duplicate':
      return message.giftFor
        ? `Your ${message.tierName} gift to ${message.giftFor} was claimed by an account that already owned this tier or a higher one, so it bought nothing. We refunded it in full.`
        : `Your ${message.tierName} payment came through when you already owned this tier or a higher one, so it bought nothing. We refunded it in full.`;
    case 'overpayment':
      return `Your payments added up to more than ${HIGHEST_TIER.name}, our highest tier, costs, so we refunded the part beyond its price.`;
    case 'refund':
      return message.takenBack
        ? `We refunded your ${message.tierName} purchase in full, so it no longer counts toward your tier.`
        : `We refunded part of your ${message.tierName} purchase. The rest still counts toward your tier.`;
  }
}

/** What the supporter owns after the change. */
function tierNowLine(ownedTierId: TierId | null): string {
  return ownedTierId ? `Your tier now: ${getTier(ownedTierId).name}.` : 'You have no tier now.';
}

/** The pieces both emails are made of, in order; `note` (refunds only) sits between the tier and the way to write to us. */
interface ChangeEmail {
  subject: string;
  opening: string;
  amountLine: string;
  note: string | null;
  contactLead: string;
}

function changeEmail(
  message: MessageOf<'payment-refunded' | 'dispute-lost'>,
  parts: ChangeEmail,
  links: EmailContext,
): RenderedEmail {
  const contact = `${links.siteUrl}${EMAIL_PATHS.contact}`;
  // A gift's buyer is told whose gift it was; the recipient's tier is theirs alone.
  const tierNow = message.giftFor ? `This was your gift to ${message.giftFor}.` : tierNowLine(message.ownedTierId);
  const text = [
    parts.opening,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    parts.amountLine,
    '',
    tierNow,
    '',
    ...(parts.note ? [parts.note, ''] : []),
    `${parts.contactLead}: ${contact}`,
    '',
    SIGN_OFF,
    '',
    sellerLine(links.seller),
  ].join('\n');
  const html = page(
    parts.subject,
    [
      `<p>${escapeHtml(parts.opening)}</p>`,
      orderParagraph(message.sessionId, message.orderedAt),
      `<p>${escapeHtml(parts.amountLine)}</p>`,
      `<p><strong>${escapeHtml(tierNow)}</strong></p>`,
      ...(parts.note ? [`<p style="color:#A1A1B0">${escapeHtml(parts.note)}</p>`] : []),
      `<p>${escapeHtml(parts.contactLead)}.</p>`,
      button(contact, 'Write to us'),
      `<p>${SIGN_OFF}</p>`,
      sellerParagraph(links.seller),
    ].join('\n'),
  );
  return { to: message.to, subject: parts.subject, text, html };
}

export function paymentRefundedEmail(message: RefundMessage, links: EmailContext): RenderedEmail {
  return changeEmail(
    message,
    {
      subject: refundSubject(message),
      opening: refundOpening(message),
      amountLine: `Refunded ${formatPaid(message.amountCents, message.presented)}`,
      note: REFUND_TIMING,
      contactLead: 'Questions? Write to us and quote your order number',
    },
    links,
  );
}

export function disputeLostEmail(message: MessageOf<'dispute-lost'>, links: EmailContext): RenderedEmail {
  return changeEmail(
    message,
    {
      subject: `Your bank took back your ${message.tierName} payment`,
      opening: `Your bank ruled in your favor on a dispute about your ${message.tierName} purchase and took the payment back, so it no longer counts toward your tier.`,
      amountLine: `Taken back ${formatPaid(message.amountCents, message.presented)}`,
      note: null,
      contactLead: 'If you did not mean to dispute this payment, write to us and quote your order number',
    },
    links,
  );
}
