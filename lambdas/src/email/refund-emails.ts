/**
 * The emails that tell a supporter what happened to a purchase after it was made: a refund (in part or
 * in full, a duplicate payment given back, the part beyond the highest tier given back) or a dispute
 * their bank won. All their copy is here. Each says what was given or taken back, in the currency the
 * supporter paid (formatPaid, as the receipt), names the order as the receipt does, and says what
 * they own now, so no tier ever drops without a word. In the supporter's language (the sender renders
 * them in it).
 */
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { formatPaid } from '@shared/money';
import { getTier, TIERS, type TierId } from '@shared/tiers';
import { button, escapeHtml, page } from './email-html';
import { orderLines, orderParagraph, sellerLine, sellerParagraph, signOff } from './order-details';
import { EMAIL_PATHS, type EmailContext, type MessageOf, type RenderedEmail, sitePage } from './rendered-email';

/** The tier no payment can go beyond: what an overpayment is measured against. */
const HIGHEST_TIER = TIERS.reduce((highest, tier) => (tier.priceCents > highest.priceCents ? tier : highest));

type RefundMessage = MessageOf<'payment-refunded'>;

function refundSubject(message: RefundMessage): string {
  const tier = message.tierName;
  switch (message.givenBack) {
    case 'duplicate':
      return m.email_refund_duplicate_subject({ tier });
    case 'overpayment':
      return m.email_refund_partial_subject({ tier });
    case 'refund':
      return message.takenBack ? m.email_refund_full_subject({ tier }) : m.email_refund_partial_subject({ tier });
  }
}

/** Why the money came back, and what that did to the purchase. */
function refundOpening(message: RefundMessage): string {
  const tier = message.tierName;
  switch (message.givenBack) {
    case 'duplicate':
      return message.giftFor
        ? m.email_refund_duplicate_gift({ tier, recipient: message.giftFor })
        : m.email_refund_duplicate({ tier });
    case 'overpayment':
      return m.email_refund_overpayment({ tier: HIGHEST_TIER.name });
    case 'refund':
      return message.takenBack ? m.email_refund_full({ tier }) : m.email_refund_partial({ tier });
  }
}

/** What the supporter owns after the change. */
function tierNowLine(ownedTierId: TierId | null): string {
  return ownedTierId ? m.email_tier_now({ tier: getTier(ownedTierId).name }) : m.email_no_tier_now();
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
  const contact = sitePage(links, EMAIL_PATHS.contact);
  // A gift's buyer is told whose gift it was; the recipient's tier is theirs alone.
  const tierNow = message.giftFor
    ? m.email_gift_was_for({ recipient: message.giftFor })
    : tierNowLine(message.ownedTierId);
  const text = [
    parts.opening,
    '',
    ...orderLines(message.sessionId, message.orderedAt),
    parts.amountLine,
    '',
    tierNow,
    '',
    ...(parts.note ? [parts.note, ''] : []),
    m.email_label_value({ label: parts.contactLead, value: contact }),
    '',
    signOff(),
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
      button(contact, m.email_write_to_us()),
      `<p>${escapeHtml(signOff())}</p>`,
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
      amountLine: m.email_refunded({ amount: formatPaid(message.amountCents, message.presented) }),
      note: m.email_refund_timing(),
      contactLead: m.email_questions_quote_order(),
    },
    links,
  );
}

export function disputeLostEmail(message: MessageOf<'dispute-lost'>, links: EmailContext): RenderedEmail {
  return changeEmail(
    message,
    {
      subject: m.email_dispute_subject({ tier: message.tierName }),
      opening: m.email_dispute_opening({ tier: message.tierName }),
      amountLine: m.email_taken_back({ amount: formatPaid(message.amountCents, message.presented) }),
      note: null,
      contactLead: m.email_dispute_contact(),
    },
    links,
  );
}
