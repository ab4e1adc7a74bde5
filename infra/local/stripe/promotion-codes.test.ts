import { standInTestbedPerFile } from './stand-in-testbed';

/** Promotion codes on a coupon, and sessions that name one in `discounts`, refused once it cannot be redeemed. */
describe('Stripe stand-in: promotion codes', () => {
  const bed = standInTestbedPerFile();

  function sessionWith(promotionCode: string, unitAmount = 3000) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      discounts: [{ promotion_code: promotionCode }],
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  }

  async function promotionCode(code: string, extra: { max_redemptions?: number; expires_at?: number } = {}) {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10, duration: 'once' });
    return bed.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code, ...extra });
  }

  it('creates a promotion code on a coupon, active, with its code, cap and expiry', async () => {
    const expiresAt = bed.clock.now + 3600;

    const created = await promotionCode('HOOPS10', { max_redemptions: 5, expires_at: expiresAt });

    expect(created).toMatchObject({
      object: 'promotion_code',
      code: 'HOOPS10',
      active: true,
      max_redemptions: 5,
      expires_at: expiresAt,
      times_redeemed: 0,
      promotion: { type: 'coupon' },
    });
    expect(created.id).toMatch(/^promo_/);
  });

  it('refuses a second active promotion code with the same code, in any case', async () => {
    await promotionCode('DUPE10');

    await expect(promotionCode('dupe10')).rejects.toMatchObject({
      statusCode: 400,
      message: 'An active promotion code with `code: dupe10` already exists.',
      param: 'code',
    });
  });

  it('prices a session by the promotion code’s coupon and names both in its discounts', async () => {
    const created = await promotionCode('PRICE10');

    const session = await sessionWith(created.id);

    expect(session).toMatchObject({
      amount_subtotal: 3000,
      amount_total: 2700,
      total_details: { amount_discount: 300, amount_shipping: 0, amount_tax: 0 },
    });
    expect(bed.standIn.state.get(session.id).session.discounts).toEqual([
      { coupon: created.promotion.coupon, promotion_code: created.id },
    ]);
  });

  it('refuses a session with a promotion code that is inactive, expired or used up', async () => {
    const paused = await promotionCode('PAUSED10');
    const updated = await bed.stripe.promotionCodes.update(paused.id, { active: false });
    const expiring = await promotionCode('EXPIRE10', { expires_at: bed.clock.now + 60 });
    const once = await promotionCode('ONCE10', { max_redemptions: 1 });
    const used = await sessionWith(once.id);
    await bed.control(`sessions/${used.id}/pay`);
    bed.clock.now += 61;

    expect(updated.active).toBe(false);
    for (const id of [paused.id, expiring.id, once.id]) {
      await expect(sessionWith(id)).rejects.toMatchObject({
        statusCode: 400,
        message: 'This promotion code cannot be redeemed.',
        param: 'discounts[0][promotion_code]',
      });
    }
    expect((await bed.stripe.promotionCodes.retrieve(once.id)).times_redeemed).toBe(1);
  });

  it('takes a paused promotion code again once it is active', async () => {
    const code = await promotionCode('RESUME10');
    await bed.stripe.promotionCodes.update(code.id, { active: false });

    await bed.stripe.promotionCodes.update(code.id, { active: true });

    expect((await sessionWith(code.id)).amount_total).toBe(2700);
  });

  it('refuses an unknown promotion code (resource_missing)', async () => {
    await expect(sessionWith('promo_nope')).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      message: "No such promotion code: 'promo_nope'",
      param: 'discounts[0][promotion_code]',
    });
  });
});
