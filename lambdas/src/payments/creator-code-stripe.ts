import { createHash, randomUUID } from 'node:crypto';
import type { CreatorCodeCreateInput } from '@shared/schemas/creator-codes';
import type Stripe from 'stripe';
import type { CreatorCodeStripeIds } from '../data/creator-codes';
import { logger } from '../lib/logger';
import { CreatorCodeStripeUnavailableError } from './errors';
import { callStripe } from './stripe-client';

/**
 * The idempotency keys of a code's Stripe objects: the code and its terms, so a retry of the same
 * create (after a lost answer, or twenty at once) gets the objects Stripe made the first time.
 */
function creationKey(kind: 'coupon' | 'promotion-code', input: CreatorCodeCreateInput): string {
  const terms = createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 16);
  return `creator-code-${kind}-${input.code}-${terms}`;
}

/** The coupon (`percent_off`, once) and the promotion code of the same name behind a creator code. */
export async function createCreatorCodeAtStripe(
  stripe: Stripe,
  input: CreatorCodeCreateInput,
): Promise<CreatorCodeStripeIds> {
  try {
    const coupon = await callStripe((options) =>
      stripe.coupons.create(
        { percent_off: input.percentOff, duration: 'once', metadata: { creatorCode: input.code } },
        { ...options, idempotencyKey: creationKey('coupon', input) },
      ),
    );
    const promotionCode = await callStripe((options) =>
      stripe.promotionCodes.create(
        {
          promotion: { type: 'coupon', coupon: coupon.id },
          code: input.code,
          ...(input.maxUses !== null ? { max_redemptions: input.maxUses } : {}),
          ...(input.expiresAt !== null ? { expires_at: Math.floor(Date.parse(input.expiresAt) / 1000) } : {}),
          metadata: { creatorCode: input.code },
        },
        { ...options, idempotencyKey: creationKey('promotion-code', input) },
      ),
    );
    return { couponId: coupon.id, promotionCodeId: promotionCode.id };
  } catch (error) {
    logger.error('Creating a creator code at Stripe failed', { code: input.code, error: error as Error });
    throw new CreatorCodeStripeUnavailableError({ cause: error });
  }
}

/** Pauses or resumes the promotion code at Stripe, so a paused code is refused there too. */
export async function setPromotionCodeActive(stripe: Stripe, promotionCodeId: string, active: boolean): Promise<void> {
  try {
    // One key for the tries of this change, a new one for the next: a pause after a resume is asked again.
    const idempotencyKey = `promotion-code-${promotionCodeId}-${active ? 'resume' : 'pause'}-${randomUUID()}`;
    await callStripe((options) =>
      stripe.promotionCodes.update(promotionCodeId, { active }, { ...options, idempotencyKey }),
    );
  } catch (error) {
    logger.error('Pausing or resuming a promotion code at Stripe failed', { promotionCodeId, error: error as Error });
    throw new CreatorCodeStripeUnavailableError({ cause: error });
  }
}
