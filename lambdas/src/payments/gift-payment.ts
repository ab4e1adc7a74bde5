/**
 * A gift's payment, as fulfilment meets it (docs/payments.md, Gifts): a paid session whose metadata
 * names a gift is kept on the gift (data/gifts.ts recordGiftPayment), never in the buyer's ledger, and
 * the verify call answers the buyer with who it is for. A session already recorded is answered from
 * its pointer without asking Stripe, and the buyer alone may read it.
 */
import type { PaidCheckout } from '../data/fulfilment-plan';
import type { GiftRecord } from '../data/gift-item';
import { getGift, getSessionGiftId, recordGiftPayment } from '../data/gifts';
import { logger } from '../lib/logger';
import type { FulfilExtras, Fulfilment } from './fulfil';

type GiftFulfilment = Extract<Fulfilment, { kind: 'gift' | 'not-found' }>;

/**
 * Records the gift's payment once (racing calls answer from the stored gift), running `onRecorded` only
 * in the call that recorded it; only its buyer is answered.
 */
export async function fulfilGift(
  giftId: string,
  paid: PaidCheckout,
  extras: FulfilExtras,
  onRecorded: (gift: GiftRecord) => Promise<void>,
): Promise<GiftFulfilment> {
  const { outcome, gift } = await recordGiftPayment(giftId, paid);
  if (outcome === 'recorded') {
    logger.info('Gift paid', { sessionId: paid.sessionId, giftId, tierId: gift.tierId });
    await onRecorded(gift);
  }
  if (extras.callerId !== undefined && extras.callerId !== gift.buyerId) return { kind: 'not-found' };
  return { kind: 'gift', gift, recorded: outcome === 'recorded' };
}

/** The answer for a session whose gift payment is recorded already (its pointer), or null for any other session. */
export async function knownGiftPayment(sessionId: string, extras: FulfilExtras): Promise<GiftFulfilment | null> {
  const giftId = await getSessionGiftId(sessionId);
  if (!giftId) return null;
  const gift = await getGift(giftId);
  if (!gift) throw new Error(`Session ${sessionId} names gift ${giftId}, which is not stored`);
  if (extras.callerId !== undefined && extras.callerId !== gift.buyerId) return { kind: 'not-found' };
  return { kind: 'gift', gift, recorded: false };
}
