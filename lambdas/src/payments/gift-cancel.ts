import type { GiftCancelResponse } from '@shared/api/types/gifts';
import type { GiftCancelRequestInput } from '@shared/schemas/gift-admin';
import type Stripe from 'stripe';
import type { AuditActor } from '../data/audit';
import { cancelUnclaimedGift, type GiftCancellation, readPaidGift, recordGiftRefund } from '../data/gift-changes';
import type { GiftRecord } from '../data/gift-item';
import { GiftClaimedError, GiftNotUnclaimedError } from '../data/gift-operation-errors';
import { adminGiftOf } from '../data/gift-operations';
import { giftStatusOf } from '../data/gifts';
import { type RefundAuthor, recordPaymentNews } from '../data/refund';
import { logger } from '../lib/logger';
import { RefundUnavailableError } from './errors';
import { refundRefusalCode } from './refund-refusals';
import { callStripe } from './stripe-client';
import { refundNewsOf, stripeRefundsOf } from './stripe-refunds';

/**
 * Cancelling a gift before it is claimed (docs/payments.md, Gift operations): the admin's
 * cancellation and the claim period's end both cancel it first (gift-changes.ts), then refund its
 * whole payment. The refund is keyed by the gift, not by who asked: a retry, the sweep and the admin
 * all find or make the same one refund.
 */

/** The idempotency key of a gift's refund: one per gift, whoever asks and however often. */
function giftRefundKey(giftId: string): string {
  return `gift-cancel-${giftId}`;
}

/**
 * POST /admin/gifts/{giftId}/cancel: cancels an unclaimed gift and refunds its payment in full. A
 * retry of the same request (its answer lost, or Stripe down the first time) answers the same figures
 * and refunds once; a claimed gift is refunded from the recipient's purchases instead.
 */
export async function cancelGiftFromPanel(
  stripe: Stripe,
  giftId: string,
  request: GiftCancelRequestInput,
  actor: AuditActor,
): Promise<GiftCancelResponse> {
  const how: GiftCancellation = {
    actor,
    cancelledBy: actor.actor === 'admin' ? actor.adminId : 'admin',
    reason: request.reason,
    requestId: request.requestId,
  };
  const cancelled = await cancelOnce(giftId, how);
  const refunded = cancelled.cancelRefundId ? cancelled : await refundCancelledGift(stripe, cancelled, how);
  return { gift: adminGiftOf(refunded, null), refundedCents: refunded.cancelRefundCents ?? 0 };
}

/** Reads before a cancellation is tried again: the second read finds what moved the gift, and judges it. */
const CANCEL_TRIES = 3;

/** The gift cancelled by this request (now, or by an earlier try of it); refused for any other state. */
async function cancelOnce(giftId: string, how: GiftCancellation): Promise<GiftRecord> {
  for (let tries = 0; tries < CANCEL_TRIES; tries++) {
    const { gift, cancelRequestId, marker } = await readPaidGift(giftId);
    if (gift.status === 'cancelled' && cancelRequestId === how.requestId) return gift;
    if (gift.status === 'claimed') throw new GiftClaimedError();
    if (giftStatusOf(gift, marker) !== 'unclaimed') throw new GiftNotUnclaimedError();
    const cancelled = await cancelUnclaimedGift(gift, how, new Date());
    if (cancelled) return cancelled;
  }
  throw new Error(`Gift ${giftId} kept moving while it was being cancelled`);
}

/**
 * Refunds a cancelled gift's whole payment, once: a refund Stripe already made for the gift (an earlier
 * try whose answer was lost, past the idempotency key's day) is found among the payment's refunds
 * first. The refund lands on the payment's unlinked marker as early news (no ledger holds an unclaimed
 * gift's payment, so revenue does not move), then the gift stores it and the buyer is emailed.
 * Stripe unreachable: RefundUnavailableError, the gift stays cancelled with its refund due.
 */
export async function refundCancelledGift(
  stripe: Stripe,
  gift: GiftRecord,
  author?: RefundAuthor,
): Promise<GiftRecord> {
  const paymentIntentId = gift.payment?.paymentIntentId;
  if (!paymentIntentId) throw new Error(`Gift ${gift.giftId} has no payment to refund`);
  const refund = await giftRefundAtStripe(stripe, gift, paymentIntentId);
  await recordPaymentNews(paymentIntentId, { refund: refundNewsOf(refund) }, author);
  await recordGiftRefund(gift, { id: refund.id, amountCents: refund.amount }, new Date());
  logger.info('Cancelled gift refunded', { giftId: gift.giftId, refundId: refund.id, amountCents: refund.amount });
  return { ...gift, cancelRefundId: refund.id, cancelRefundCents: refund.amount };
}

async function giftRefundAtStripe(stripe: Stripe, gift: GiftRecord, paymentIntentId: string): Promise<Stripe.Refund> {
  try {
    const atStripe = await stripeRefundsOf(stripe, paymentIntentId);
    const earlier = atStripe.find((refund) => refund.metadata?.giftId === gift.giftId);
    if (earlier) return earlier;
    // No amount: Stripe refunds what is left of the payment, so a refund support made before (goodwill
    // from the dashboard) neither blocks this one nor is paid twice.
    return await callStripe((options) =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          reason: 'requested_by_customer',
          metadata: { giftId: gift.giftId, givenBack: 'gift-cancelled' },
        },
        { ...options, idempotencyKey: giftRefundKey(gift.giftId) },
      ),
    );
  } catch (error) {
    logger.error('Stripe refused or did not answer a cancelled gift’s refund', {
      giftId: gift.giftId,
      paymentIntentId,
      code: refundRefusalCode(error),
      error: error as Error,
    });
    throw new RefundUnavailableError({ cause: error });
  }
}
