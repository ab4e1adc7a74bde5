import { BASE_LOCALE, type Locale } from '@shared/locales';
import type { PresentedAmount } from '@shared/money';
import { getTier, type TierId } from '@shared/tiers';
import type { PaidCheckout } from './fulfilment-plan';
import { GIFT_EMAIL_ID } from './gift-email-ids';
import type { GiftRecord } from './gift-item';
import { newOutboxEmail, outboxPut } from './outbox';
import type { TransactItem } from './transactions';

/**
 * What every email to a gift's buyer about its payment says of it: the receipt (what was charged, with
 * the tax) and the cancellation's (what was refunded). A type, not an interface: the data download
 * takes messages as plain records.
 */
export type GiftPaymentNotice = {
  /** The buyer's address. */
  to: string;
  giftId: string;
  /** The payment's Checkout Session, which the email names by its order number. */
  sessionId: string;
  /** When the gift was paid. */
  orderedAt: string;
  tierId: TierId;
  tierName: string;
  recipientEmail: string;
  /** In US cents, and in the buyer's own currency when they paid in another. */
  amountCents: number;
  presented?: PresentedAmount;
};

/**
 * The outbox messages of a gift's payment and claim (copy in lambdas/src/email/gift-emails.ts). Types,
 * not interfaces: the data download takes messages as plain records. The claim link is built when the
 * email is rendered, from the site URL the stage's emails link to, as every other link in them.
 */
export type GiftEmailMessage =
  /** To the recipient: a gift waits for them, with its claim link. */
  | {
      template: 'gift-received';
      /** The recipient's address, as the buyer typed it. */
      to: string;
      giftId: string;
      tierId: TierId;
      tierName: string;
      /** The buyer's email when they chose to be named; null for an anonymous gift. */
      from: string | null;
      message: string | null;
      /** The buyer's language when they bought it: the recipient may have no account to keep one on. */
      locale?: Locale;
    }
  /** To the buyer: the receipt of the gift, naming who it is for. */
  | ({ template: 'gift-sent'; taxCents: number; invoiceUrl?: string } & GiftPaymentNotice)
  /** To the recipient, when they claim it: what the tier includes and who it is from (no price: they paid nothing). */
  | {
      template: 'gift-claimed';
      to: string;
      giftId: string;
      tierId: TierId;
      tierName: string;
      from: string | null;
    };

/** The buyer's email as the recipient may see it: only when the buyer chose to be named. */
export function giftSenderOf(gift: Pick<GiftRecord, 'showSender' | 'buyerEmail'>): string | null {
  return gift.showSender ? gift.buyerEmail : null;
}

/**
 * The language the gift's emails to its recipient speak, on their outbox message: the buying page's.
 * English, the sender's default, is left unsaid, as on gifts bought before the language was kept.
 */
export function giftLocaleOf(gift: Pick<GiftRecord, 'locale'>): { locale?: Locale } {
  return gift.locale && gift.locale !== BASE_LOCALE ? { locale: gift.locale } : {};
}

/**
 * The claim email to the recipient. Its outbox id is given (`gift-received-<giftId>` at payment) so
 * it is queued once however often the payment is recorded; a resend names its own. Not filed under
 * the buyer: deleting their account does not take back a gift already paid.
 */
export function giftReceivedEmailPut(
  gift: GiftRecord,
  now: Date,
  id = GIFT_EMAIL_ID.received(gift.giftId),
): TransactItem {
  return outboxPut(
    newOutboxEmail(
      {
        template: 'gift-received',
        to: gift.recipientEmail,
        giftId: gift.giftId,
        tierId: gift.tierId,
        tierName: getTier(gift.tierId).name,
        from: giftSenderOf(gift),
        message: gift.message,
        ...giftLocaleOf(gift),
      },
      now,
      null,
      id,
    ),
  );
}

/** The emails a gift's payment sends: the claim link to the recipient and the receipt to the buyer. */
export function giftPaidEmailItems(gift: GiftRecord, paid: PaidCheckout, now: Date): TransactItem[] {
  const receipt = outboxPut(
    newOutboxEmail(
      {
        template: 'gift-sent',
        to: gift.buyerEmail,
        giftId: gift.giftId,
        sessionId: paid.sessionId,
        orderedAt: now.toISOString(),
        tierId: paid.tier.id,
        tierName: paid.tier.name,
        recipientEmail: gift.recipientEmail,
        amountCents: paid.amountCents,
        ...(paid.presented ? { presented: paid.presented } : {}),
        taxCents: paid.taxCents,
        ...(paid.invoice ? { invoiceUrl: paid.invoice.url } : {}),
      },
      now,
      gift.buyerId,
      `gift-sent-${gift.giftId}`,
    ),
  );
  return [giftReceivedEmailPut(gift, now), receipt];
}

/** The recipient's receipt at the claim: what the tier includes, and who it is from when the buyer chose to be named. */
export function giftClaimedEmailPut(
  claim: { giftId: string; from: string | null },
  paid: Pick<PaidCheckout, 'tier' | 'userId'>,
  to: string,
  now: Date,
): TransactItem {
  return outboxPut(
    newOutboxEmail(
      {
        template: 'gift-claimed',
        to,
        giftId: claim.giftId,
        tierId: paid.tier.id,
        tierName: paid.tier.name,
        from: claim.from,
      },
      now,
      paid.userId,
      GIFT_EMAIL_ID.claimed(claim.giftId),
    ),
  );
}
