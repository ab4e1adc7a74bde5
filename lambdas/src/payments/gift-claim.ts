/**
 * A gift's claim page and claim (docs/payments.md, Gifts). The caller's address is their live
 * profile's, never one the client sends. The claim IS a fulfilment: the gift's payment is stored in
 * the claimant's ledger and judged there (a duplicate given back in full, an overpayment in part), in
 * the transaction that marks the gift claimed; racing claims write once and answer from what is stored.
 */
import type { GiftClaimResponse, GiftView } from '@shared/api/types/gifts';
import { GIFT_ID_PATTERN, type GiftStatus } from '@shared/gifts';
import { overpaymentRefundCents } from '@shared/ledger';
import { getTier } from '@shared/tiers';
import type Stripe from 'stripe';
import { type CheckoutRecord, getCheckoutRecord } from '../data/checkout';
import { recordFulfilment } from '../data/fulfilment';
import type { PaidCheckout } from '../data/fulfilment-plan';
import type { GiftRecord } from '../data/gift-item';
import { giftSenderOf } from '../data/gift-paid-emails';
import { GiftNotClaimableError, getGift, giftPaymentMarker, giftStatusOf } from '../data/gifts';
import { getAccountEmail } from '../data/profile';
import { countPurchaseFulfilled } from '../lib/business-metrics';
import { logger } from '../lib/logger';
import { giveBackOwed } from './duplicate-refund';
import { GiftAlreadyClaimedError, GiftCancelledError, GiftForOtherEmailError, GiftNotFoundError } from './gift-errors';

type PaidGift = GiftRecord & { payment: NonNullable<GiftRecord['payment']>; paidAt: string };

/** A paid gift the caller may see: their live address is its recipient's (ignoring case). */
interface CallersGift {
  gift: PaidGift;
  status: Exclude<GiftStatus, 'awaiting_payment'>;
  email: string;
}

/**
 * The gift as the caller may read it, in the order of answers: an id in no gift's shape, no gift, or
 * one not paid is 404; sent to another address is 403, before anything of the gift is told.
 */
async function giftForCaller(giftId: string, callerId: string): Promise<CallersGift> {
  if (!GIFT_ID_PATTERN.test(giftId)) throw new GiftNotFoundError();
  const gift = await getGift(giftId);
  if (!gift || gift.status === 'awaiting_payment' || !gift.payment || !gift.paidAt) throw new GiftNotFoundError();
  const email = await getAccountEmail(callerId);
  if (!email || email.toLowerCase() !== gift.recipientEmail.toLowerCase()) throw new GiftForOtherEmailError();
  const status = giftStatusOf(gift, await giftPaymentMarker(gift));
  return { gift: gift as PaidGift, status: status === 'awaiting_payment' ? 'unclaimed' : status, email };
}

/**
 * GET /gifts/{giftId}: what the claim page shows, answered in the claim's order: claimed by another
 * account is 409, cancelled or refunded 410; waiting, or claimed by the caller, is the gift.
 */
export async function viewGift(giftId: string, callerId: string): Promise<GiftView> {
  const { gift, status } = await giftForCaller(giftId, callerId);
  if (status === 'claimed' && gift.claimedBy !== callerId) throw new GiftAlreadyClaimedError();
  if (status !== 'claimed' && status !== 'unclaimed') throw new GiftCancelledError();
  return {
    giftId: gift.giftId,
    tierId: gift.tierId,
    tierName: getTier(gift.tierId).name,
    from: giftSenderOf(gift),
    message: gift.message,
    status,
    claimedByYou: status === 'claimed' && gift.claimedBy === callerId,
  };
}

/**
 * POST /gifts/{giftId}/claim: claimed by the caller before answers the same again (nothing written);
 * claimed by another is 409; cancelled, or its payment refunded, is 410. Otherwise the payment is
 * stored in the caller's ledger, and what it buys nothing of is given back to the payer's card.
 */
export async function claimGift(giftId: string, callerId: string, stripe: Stripe | null): Promise<GiftClaimResponse> {
  const { gift, status, email } = await giftForCaller(giftId, callerId);
  if (status === 'claimed') return answerClaimed(gift, callerId);
  if (status !== 'unclaimed') throw new GiftCancelledError();
  let record: CheckoutRecord;
  try {
    ({ record } = await recordFulfilment(claimCheckoutOf(gift, callerId, email)));
  } catch (error) {
    if (!(error instanceof GiftNotClaimableError)) throw error;
    // Claimed, cancelled or refunded since it was read: answered as it is now.
    const now = await getGift(giftId);
    if (now?.status === 'claimed') return answerClaimed(now as PaidGift, callerId);
    throw new GiftCancelledError({ cause: error });
  }
  if (record.userId !== callerId) throw new GiftAlreadyClaimedError();
  await followUpClaim(record, stripe);
  return answerFrom(record);
}

/** The gift's payment as fulfilment stores it, in the claimant's ledger, with the gift it claims. */
function claimCheckoutOf(gift: PaidGift, userId: string, email: string): PaidCheckout {
  return {
    ...gift.payment,
    userId,
    tier: getTier(gift.tierId),
    email,
    gift: {
      giftId: gift.giftId,
      buyerId: gift.buyerId,
      buyerEmail: gift.buyerEmail,
      showSender: gift.showSender,
      message: gift.message,
      version: gift.version,
    },
  };
}

/** A duplicate or an overpayment is given back to the card that paid (once per payment; the reconciler asks again). */
async function followUpClaim(record: CheckoutRecord, stripe: Stripe | null): Promise<void> {
  if (record.verdict === 'grant' && record.refundedAt === null) countPurchaseFulfilled(record.tierId);
  if (record.verdict === 'duplicate' || record.overpaidCents > 0) {
    logger.warn('A claimed gift bought nothing or went beyond the highest tier: giving it back', {
      sessionId: record.sessionId,
      verdict: record.verdict,
    });
    if (stripe) await giveBackOwed(stripe, record);
  }
}

async function answerClaimed(gift: PaidGift, callerId: string): Promise<GiftClaimResponse> {
  if (gift.claimedBy !== callerId) throw new GiftAlreadyClaimedError();
  const record = await getCheckoutRecord(gift.payment.sessionId);
  if (!record) throw new Error(`Gift ${gift.giftId} is claimed but its payment has no checkout record`);
  return answerFrom(record);
}

/** The claim's answer, from the checkout record the claim wrote: the same for every repeat. */
function answerFrom(record: CheckoutRecord): GiftClaimResponse {
  if (record.verdict === 'duplicate') return { outcome: 'already_owned', tierName: record.tierName };
  const refundCents = overpaymentRefundCents({
    overpaidCents: record.overpaidCents,
    paidCents: record.amountCents,
    taxCents: record.taxCents,
  });
  return refundCents > 0
    ? { outcome: 'overpaid', tierName: record.tierName, refundCents }
    : { outcome: 'claimed', tierName: record.tierName };
}
