import { standInTestbedPerFile } from './stand-in-testbed';
import { missingFields } from './stripe-fields';

/**
 * Every object the stand-in answers with carries every field the pinned SDK types as always sent
 * (the generated file's `objects`), so code that reads a field Stripe sends meets it locally too.
 */
describe('Stripe stand-in: whole objects', () => {
  const bed = standInTestbedPerFile();
  let codes = 0;

  async function promotionCodeSession() {
    codes += 1;
    const coupon = await bed.stripe.coupons.create({ percent_off: 10, name: 'Ten off' });
    const promotionCode = await bed.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: `WHOLE${codes}`,
    });
    const session = await bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      discounts: [{ promotion_code: promotionCode.id }],
      adaptive_pricing: { enabled: true },
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
    return { coupon, promotionCode, session };
  }

  it('answers sessions, line items and prices with every field Stripe always sends', async () => {
    // Prepare
    const { session: created } = await promotionCodeSession();
    const paymentIntent = await bed.paidPayment();
    const expired = await bed.createSession();

    // Act
    const answers = {
      created,
      retrieved: await bed.stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] }),
      lineItems: await bed.stripe.checkout.sessions.listLineItems(created.id),
      listed: await bed.stripe.checkout.sessions.list({ payment_intent: paymentIntent }),
      expired: await bed.stripe.checkout.sessions.expire(expired.id),
    };

    // Assess
    expect(Object.values(answers).flatMap(missingFields)).toEqual([]);
  });

  it('answers payment intents, charges, refunds and disputes with every field Stripe always sends', async () => {
    // Prepare
    const disputed = await bed.paidPayment();
    const refunded = await bed.paidPayment();
    await bed.control('disputes', { paymentIntent: disputed, status: 'won', amount: 1000 });

    // Act
    const refund = await bed.stripe.refunds.create({ payment_intent: refunded, amount: 500 });
    const answers = {
      paymentIntent: await bed.stripe.paymentIntents.retrieve(refunded),
      charge: await bed.stripe.charges.retrieve(bed.chargeIdOf(refunded)),
      refund,
      refundRetrieved: await bed.stripe.refunds.retrieve(refund.id),
      refunds: await bed.stripe.refunds.list({ payment_intent: refunded }),
      disputes: await bed.stripe.disputes.list({ payment_intent: disputed }),
    };
    const dispute = answers.disputes.data[0];

    // Assess
    expect(dispute).toBeDefined();
    expect(missingFields(await bed.stripe.disputes.retrieve(dispute?.id ?? ''))).toEqual([]);
    expect(Object.values(answers).flatMap(missingFields)).toEqual([]);
  });

  it('answers coupons and promotion codes with every field Stripe always sends', async () => {
    // Prepare
    const { coupon, promotionCode } = await promotionCodeSession();

    // Act
    const answers = {
      coupon,
      promotionCode,
      updated: await bed.stripe.promotionCodes.update(promotionCode.id, { active: false }),
      retrieved: await bed.stripe.promotionCodes.retrieve(promotionCode.id),
    };

    // Assess
    expect(Object.values(answers).flatMap(missingFields)).toEqual([]);
  });

  it('sends events, and the objects in them, with every field Stripe always sends', async () => {
    // Prepare
    const paymentIntent = await bed.paidPayment();
    await bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    await bed.control('disputes', { paymentIntent, status: 'lost', amount: 1000 });
    await bed.stripe.checkout.sessions.expire((await bed.createSession()).id);

    // Act
    const events = await bed.delivered();

    // Assess
    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.dispute.closed',
      'charge.refunded',
      'checkout.session.completed',
      'checkout.session.expired',
    ]);
    expect(events.flatMap(missingFields)).toEqual([]);
  });

  it('names a field left out, at any depth', () => {
    expect(missingFields({ object: 'list', data: [{ object: 'coupon', id: 'c1' }], has_more: false })).toContain(
      'list.data[0]: coupon.times_redeemed',
    );
    expect(missingFields({ object: 'list', data: [], has_more: false })).toEqual(['list.url']);
  });
});
