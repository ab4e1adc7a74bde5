import type { Locale } from '@shared/locales';
import type { TierId } from '@shared/tiers';
import type { GiftPaymentNotice } from './gift-paid-emails';

/**
 * The outbox messages of the gift sweep and the admin's cancellation (copy in
 * lambdas/src/email/gift-notices.ts). Types, not interfaces: the data download takes messages as
 * plain records.
 */
export type GiftNoticeMessage =
  /** The recipient has not claimed the gift yet: how long they have left. */
  | {
      template: 'gift-reminder';
      /** The recipient's address, as the buyer typed it. */
      to: string;
      giftId: string;
      tierId: TierId;
      tierName: string;
      /** The buyer's email when they chose to be named; null for an anonymous gift. */
      from: string | null;
      /** When the claim period ends (the gift's payment time plus GIFT_CLAIM_DAYS). */
      claimBy: string;
      daysLeft: number;
      /** The buyer's language when they bought it: the recipient may have no account to keep one on. */
      locale?: Locale;
    }
  /** The buyer's gift was cancelled before it was claimed (by the admin, or when its claim period ended) and refunded. */
  | ({ template: 'gift-cancelled' | 'gift-expired' } & GiftPaymentNotice);
