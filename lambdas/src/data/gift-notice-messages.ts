import type { PresentedAmount } from '@shared/money';
import type { TierId } from '@shared/tiers';

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
    }
  /** The buyer's gift was cancelled before it was claimed (by the admin, or when its claim period ended) and refunded. */
  | ({ template: 'gift-cancelled' | 'gift-expired' } & GiftRefundNotice);

type GiftRefundNotice = {
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
  /** What was refunded, in US cents, and in the buyer's own currency when they paid in another. */
  amountCents: number;
  presented?: PresentedAmount;
};
