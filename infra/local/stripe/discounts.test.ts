import { standInTestbedPerFile } from './stand-in-testbed';

/** Coupons and a session's `discounts`, as Stripe prices them: the subtotal stays, the total drops. */
describe('Stripe stand-in: discounts', () => {
  const bed = standInTestbedPerFile();

  function discountedSession(coupon: string, unitAmount = 3000) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      discounts: [{ coupon }],
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  }

  it('creates a percent_off coupon with the id given', async () => {
    const coupon = await bed.stripe.coupons.create({ id: 'HALF', percent_off: 50, duration: 'once' });

    expect(coupon).toMatchObject({ id: 'HALF', object: 'coupon', percent_off: 50, amount_off: null, valid: true });
  });

  it('lowers amount_total by a percent_off coupon, keeps amount_subtotal, and reports total_details', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 25 });

    const session = await discountedSession(coupon.id);

    expect(coupon.id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(session).toMatchObject({
      amount_subtotal: 3000,
      amount_total: 2250,
      total_details: { amount_discount: 750, amount_shipping: 0, amount_tax: 0 },
    });
  });

  it('lowers amount_total by an amount_off coupon; the payment charges the total', async () => {
    const coupon = await bed.stripe.coupons.create({ amount_off: 1000, currency: 'usd' });
    const session = await discountedSession(coupon.id);

    const response = await bed.control(`sessions/${session.id}/pay`);

    const paid = (await response.json()) as { payment_intent: string; amount_total: number; payment_status: string };
    expect(paid).toMatchObject({ amount_total: 2000, payment_status: 'paid' });
    expect(await bed.stripe.charges.retrieve(bed.chargeIdOf(paid.payment_intent))).toMatchObject({ amount: 2000 });
  });

  it('a 100% coupon: amount_total 0, paying is no_payment_required with no payment intent and no charge', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 100 });
    const session = await discountedSession(coupon.id);

    const response = await bed.control(`sessions/${session.id}/pay`);

    expect(session.amount_total).toBe(0);
    expect(await response.json()).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      payment_intent: null,
    });
    expect((await bed.delivered()).map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(bed.standIn.state.get(session.id).chargeId).toBeNull();
  });

  it('refuses an unknown coupon (resource_missing) and a coupon with no amount', async () => {
    await expect(discountedSession('NOPE')).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'discounts[0][coupon]',
      message: "No such coupon: 'NOPE'",
    });
    await expect(bed.stripe.coupons.create({ duration: 'once' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Must provide either `amount_off` or `percent_off`.',
    });
    await expect(bed.stripe.coupons.create({ amount_off: 100 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'currency',
    });
  });

  it('refuses discounts together with allow_promotion_codes, as Stripe does', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10 });

    await expect(
      bed.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
        ],
        discounts: [{ coupon: coupon.id }],
        allow_promotion_codes: true,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'You may only specify one of these parameters: allow_promotion_codes, discounts.',
    });
  });
});
