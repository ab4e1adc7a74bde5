/**
 * What an outbox email says, by template (lambdas/src/data/outbox.ts keeps it; the sender renders it,
 * lambdas/src/email/templates.ts).
 */
import type { Locale } from '@shared/locales';
import type { PresentedAmount } from '@shared/money';
import type { TierId } from '@shared/tiers';
import type { GiftNoticeMessage } from './gift-notice-messages';
import type { GiftEmailMessage } from './gift-paid-emails';

/**
 * What an email about a change to a purchase (a refund, a lost dispute) says of it. The figures are
 * those of the transaction that recorded the change, so the email says what the store recorded. A
 * type, not an interface: the data download takes messages as plain records.
 */
type PaymentChangeMessage = {
  /** The purchase's address (the receipt's). */
  to: string;
  /** The purchase (its Checkout Session), which the email names by its order number. */
  sessionId: string;
  /** When the purchase was stored: its `createdAt`, the admin's "Purchased on". */
  orderedAt: string;
  tierId: TierId;
  tierName: string;
  /** What was given or taken back, in US cents, and in the buyer's own currency when they paid in another. */
  amountCents: number;
  presented?: PresentedAmount;
  /** The tier the supporter owns after the change; null when none. */
  ownedTierId: TierId | null;
  /** A claimed gift's change, told to its buyer: the recipient's address (their tier is not the buyer's to read). */
  giftFor?: string;
};

/** What an email says, by template; the sender renders it (lambdas/src/email/templates.ts). */
export type EmailMessage =
  | {
      template: 'new-contact';
      contactId: string;
      /** True when a signed-in supporter wrote it (a ticket). */
      ticket: boolean;
      name: string;
      email: string;
      subject: string | null;
      message: string;
    }
  | {
      template: 'ticket-response';
      to: string;
      contactId: string;
      name: string;
      subject: string | null;
      response: string;
      /** The language the message was sent in, for a sender with no account (their profile's wins when they have one). */
      locale?: Locale;
    }
  /**
   * The receipt; `orderedAt` (the purchase's `createdAt`), `amountCents` and `presented` are absent on
   * emails queued before they were kept.
   */
  | {
      template: 'tier-granted';
      to: string;
      tierId: TierId;
      tierName: string;
      sessionId: string;
      orderedAt?: string;
      amountCents?: number;
      presented?: PresentedAmount;
      /** The tax in `amountCents` (absent on receipts queued before the store collected tax). */
      taxCents?: number;
      /** Stripe's page of the invoice for the payment, when known at fulfilment. */
      invoiceUrl?: string;
    }
  /**
   * One Stripe refund of the supporter's payment, however it was made: `givenBack` says why (a refund
   * from the panel or Stripe's dashboard, a payment that bought nothing, the part beyond the highest
   * tier); `takenBack` that the payment no longer counts toward tiers after it.
   */
  | ({
      template: 'payment-refunded';
      givenBack: 'refund' | 'duplicate' | 'overpayment';
      takenBack: boolean;
    } & PaymentChangeMessage)
  /** A dispute the supporter's bank closed against the store: the payment is taken back. */
  | ({ template: 'dispute-lost' } & PaymentChangeMessage)
  /**
   * A development update to one supporter who opted in: the update's two renderings. `updateId` is
   * null for a test send to the admin (no progress counted, no consent asked).
   */
  | { template: 'update'; to: string; subject: string; text: string; html: string; updateId: string | null }
  /** The supporter's tier still waits for its setup (24 hours, then 7 days, after the purchase). */
  | { template: 'setup-reminder'; to: string; tierId: TierId; tierName: string }
  /**
   * A code Cognito asked the store to send (sign-up, reset, address change, invitation). The code stays
   * as Cognito gave it, encrypted under the pool's KMS key (an AWS Encryption SDK message, base64): the
   * table and its backups never hold it readable; only the sender may decrypt it, at send time. Once
   * sent the ciphertext stays: it opens only with the pool's key, and the code expires (a day; 3 for a
   * temporary password) long before a backup could matter.
   */
  | {
      template: 'account-code';
      to: string;
      purpose: AccountCodePurpose;
      encryptedCode: string;
      /** The user's `locale` attribute in Cognito (the sign-up page's language): a new sign-up has no profile yet. */
      locale?: Locale;
    }
  /** A gift's reminder to its recipient, and the buyer's word of its cancellation (data/gift-notice-messages.ts). */
  | GiftNoticeMessage
  /** A gift's claim link to its recipient, the buyer's receipt, and the recipient's word once claimed (data/gift-paid-emails.ts). */
  | GiftEmailMessage;

/** What an account code is for: it decides the email's words (lambdas/src/email/account-code-email.ts). */
export type AccountCodePurpose = 'verification' | 'password-reset' | 'invitation';
