import type { PresentedAmount } from '../../money';

/** The checkout area's response bodies. Amounts are integer cents. */

// POST /checkout
export interface CheckoutResponse {
  url: string;
}

// POST /checkout/verify
/**
 * - `granted`: the payment bought the tier.
 * - `overpaid`: it bought the tier, and the part of it beyond the highest tier's price is refunded (`refundCents`).
 * - `duplicate`: the user already owned that tier or a higher one; the payment is refunded.
 * - `refunded`: the payment was refunded (or lost in a dispute), so it grants nothing.
 * - `processing`: paid by a delayed method (a bank transfer) the bank has not settled yet; the tier comes when it does.
 * - `pending` / `failed`: not paid (yet), or the delayed payment failed.
 * - `gift`: a gift paid for someone else (`gift` says who); it is theirs once they claim it.
 */
type VerifyOutcome = 'granted' | 'overpaid' | 'duplicate' | 'refunded' | 'processing' | 'pending' | 'failed' | 'gift';

export interface VerifyResponse {
  success: boolean;
  outcome: VerifyOutcome;
  tierName: string;
  /** What this payment charged, in cents, with the tax Stripe Tax added. */
  tierPrice: number;
  /** The tax in it, in US cents (absent: none was due). */
  taxCents?: number;
  /** What the buyer was shown and paid in their own currency (absent: US dollars). */
  presented?: PresentedAmount;
  /** The creator code the payment was made with (absent: none), for the pixel's Purchase. */
  creatorCode?: string;
  /** `overpaid` only: what of this payment is refunded, in cents (the part beyond the highest tier's price). */
  refundCents?: number;
  /** `gift` only: who the gift was sent to. */
  gift?: { recipientEmail: string };
}
