/**
 * Every Stripe write the store retries carries one idempotency key for all its tries, so a try
 * Stripe carried out but whose answer was lost is not carried out twice.
 */
import { standInControls } from '../../../infra/local/stripe/controls';
import { withPaymentsTestbed } from '../../test/payments-kit';
import { createCreatorCodeAtStripe, setPromotionCodeActive } from './creator-code-stripe';

const bed = withPaymentsTestbed({ stripePerTest: true });

describe('a promotion code paused or resumed through 429s', () => {
  it('sends every try of one change with the same key, and each change with its own', async () => {
    const input = { code: 'HOOPS10', creatorName: 'Hoops', percentOff: 10, expiresAt: null, maxUses: null };
    const { promotionCodeId } = await createCreatorCodeAtStripe(bed.harness.stripe, input);
    const from = bed.harness.standIn.requests.length;
    const controls = standInControls(bed.harness.standIn.url);

    await controls.rateLimit('POST /v1/promotion_codes/{id}', 2, 'lock_timeout');
    await setPromotionCodeActive(bed.harness.stripe, promotionCodeId, false);
    await setPromotionCodeActive(bed.harness.stripe, promotionCodeId, true);
    await setPromotionCodeActive(bed.harness.stripe, promotionCodeId, false);

    const updates = bed.harness.standIn.requests.slice(from);
    expect(updates.map((request) => request.status)).toEqual([429, 429, 200, 200, 200]);
    const [pause, , , resume, pauseAgain] = updates.map((request) => request.idempotencyKey);
    expect(updates.slice(0, 3).map((request) => request.idempotencyKey)).toEqual([pause, pause, pause]);
    expect(new Set([pause, resume, pauseAgain]).size).toBe(3);
    expect(bed.harness.standIn.state.promotionCodes[0]?.active).toBe(false);
  });
});
