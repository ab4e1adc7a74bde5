/**
 * Every email the store sends, in plain text and simple HTML, in the store's voice (second person,
 * short, honest). User text is escaped in the HTML; admin notes are never part of any message.
 */
import type { UnsubscribePurpose } from '@shared/unsubscribe-links';
import type { EmailMessage } from '../data/outbox-messages';
import { accountCodeEmail } from './account-code-email';
import { newContactEmail, ticketResponseEmail } from './contact-emails';
import { giftClaimedEmail, giftReceivedEmail, giftSentEmail } from './gift-emails';
import { giftRefundNoticeEmail, giftReminderEmail } from './gift-notices';
import { disputeLostEmail, paymentRefundedEmail } from './refund-emails';
import type { EmailContext, RenderedEmail } from './rendered-email';
import { setupReminderEmail, tierGrantedEmail } from './tier-emails';
import { updateEmail } from './update-email';

type EmailKind = 'service' | 'reminder' | 'update';

/**
 * What each template is to its recipient: a service email (receipts, refunds, ticket answers; no opt-in,
 * skipped only for a hard-bounced address), a reminder (a service email about a purchase, so no
 * opt-in, but it may be stopped by its own unsubscribe link; skipped for any suppressed address) or a
 * development update (opt-in, one-click unsubscribe, skipped for any suppressed address).
 */
export const EMAIL_KINDS: Record<EmailMessage['template'], EmailKind> = {
  'new-contact': 'service',
  'ticket-response': 'service',
  'tier-granted': 'service',
  'payment-refunded': 'service',
  'dispute-lost': 'service',
  // Sign-up, reset and address codes: asked for by the person, so never held back by their choices.
  'account-code': 'service',
  'setup-reminder': 'reminder',
  // About a gift bought for them or by them: the recipient may have no account to set choices on.
  'gift-reminder': 'service',
  'gift-cancelled': 'service',
  'gift-expired': 'service',
  'gift-received': 'service',
  'gift-sent': 'service',
  'gift-claimed': 'service',
  update: 'update',
};

/** The unsubscribe link each kind carries (its footer link and List-Unsubscribe): none for receipts and answers. */
export const UNSUBSCRIBE_PURPOSE_OF_KIND: Record<EmailKind, UnsubscribePurpose | null> = {
  service: null,
  reminder: 'reminders',
  update: 'updates',
};

/** Renders an outbox message. */
export function renderEmail(message: EmailMessage, links: EmailContext): RenderedEmail {
  switch (message.template) {
    case 'new-contact':
      return newContactEmail(message, links);
    case 'ticket-response':
      return ticketResponseEmail(message, links);
    case 'tier-granted':
      return tierGrantedEmail(message, links);
    case 'payment-refunded':
      return paymentRefundedEmail(message, links);
    case 'dispute-lost':
      return disputeLostEmail(message, links);
    case 'update':
      return updateEmail(message, links);
    case 'setup-reminder':
      return setupReminderEmail(message, links);
    case 'account-code':
      return accountCodeEmail(message, links);
    case 'gift-reminder':
      return giftReminderEmail(message, links);
    case 'gift-cancelled':
    case 'gift-expired':
      return giftRefundNoticeEmail(message, links);
    case 'gift-received':
      return giftReceivedEmail(message, links);
    case 'gift-sent':
      return giftSentEmail(message, links);
    case 'gift-claimed':
      return giftClaimedEmail(message, links);
  }
}
