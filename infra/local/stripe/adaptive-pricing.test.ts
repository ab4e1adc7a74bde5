import { responseErrors } from './request-schemas';
import { standInTestbedPerFile } from './stand-in-testbed';

/**
 * Adaptive Pricing as Stripe shapes it: the session stays in the integration's currency (USD), and
 * when the buyer was shown their own currency, `presentment_details` says which and how much.
 */
describe('Stripe stand-in: Adaptive Pricing', () => {
  const bed = standInTestbedPerFile();

  function session(params: { adaptive?: boolean; couponId?: string } = {}) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
      ],
      ...(params.adaptive === undefined ? {} : { adaptive_pricing: { enabled: params.adaptive } }),
      ...(params.couponId ? { discounts: [{ coupon: params.couponId }] } : {}),
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  }

  async function payIn(sessionId: string, presentIn: string): Promise<Response> {
    return bed.control(`sessions/${sessionId}/pay`, { presentIn });
  }

  it('answers adaptive_pricing as asked, and no presentment_details before the buyer is shown a price', async () => {
    const adaptive = await session({ adaptive: true });
    const plain = await session();

    expect(adaptive.adaptive_pricing).toEqual({ enabled: true });
    expect(adaptive).not.toHaveProperty('presentment_details');
    expect(plain.adaptive_pricing).toEqual({ enabled: false });
  });

  it('presents EUR at its fixed rate: amounts stay in USD cents, presentment_details in euro cents', async () => {
    const created = await session({ adaptive: true });

    const response = await payIn(created.id, 'eur');

    expect(response.status).toBe(200);
    const retrieved = await bed.stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toMatchObject({
      currency: 'usd',
      amount_subtotal: 3000,
      amount_total: 3000,
      payment_status: 'paid',
      adaptive_pricing: { enabled: true },
      presentment_details: { presentment_amount: 2762, presentment_currency: 'eur' },
    });
    const [completed] = await bed.delivered();
    expect(completed?.data.object).toMatchObject({
      presentment_details: { presentment_amount: 2762, presentment_currency: 'eur' },
    });
  });

  it('answers a presented session and its event in the shape the SDK types', async () => {
    const created = await session({ adaptive: true });
    await payIn(created.id, 'gbp');

    const retrieved = await bed.stripe.checkout.sessions.retrieve(created.id);

    expect(retrieved.presentment_details).toEqual({ presentment_amount: 2362, presentment_currency: 'gbp' });
    expect(responseErrors('session', retrieved)).toEqual([]);
    const [completed] = await bed.delivered();
    expect(responseErrors('event', completed)).toEqual([]);
  });

  it('presents a zero-decimal currency (JPY) in whole yen, rounded to the nearest', async () => {
    const created = await session({ adaptive: true });

    await payIn(created.id, 'jpy');

    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).presentment_details).toEqual({
      presentment_amount: 4604,
      presentment_currency: 'jpy',
    });
  });

  it('converts what is charged after a discount, not the subtotal', async () => {
    const coupon = await bed.stripe.coupons.create({ percent_off: 10 });
    const created = await session({ adaptive: true, couponId: coupon.id });

    await payIn(created.id, 'eur');

    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      amount_total: 2700,
      presentment_details: { presentment_amount: 2486, presentment_currency: 'eur' },
    });
  });

  it('shows the buyer USD when the session did not enable Adaptive Pricing, or when they are in USD', async () => {
    const plain = await session();
    const inDollars = await session({ adaptive: true });

    await payIn(plain.id, 'eur');
    await payIn(inDollars.id, 'usd');

    expect(await bed.stripe.checkout.sessions.retrieve(plain.id)).not.toHaveProperty('presentment_details');
    expect(await bed.stripe.checkout.sessions.retrieve(inDollars.id)).not.toHaveProperty('presentment_details');
  });

  it('lets the buyer on the hosted page choose the currency they are shown when Adaptive Pricing is on', async () => {
    const created = await session({ adaptive: true });
    const plain = await session();
    const page = await (await fetch(`${bed.standIn.url}/pay/${created.id}`)).text();
    expect(page).toContain(
      '<label>Pay in <select name="presentIn"><option value="usd">USD</option><option value="eur">EUR</option><option value="gbp">GBP</option><option value="brl">BRL</option><option value="jpy">JPY</option></select></label>',
    );
    expect(await (await fetch(`${bed.standIn.url}/pay/${plain.id}`)).text()).not.toContain('presentIn');

    const response = await fetch(`${bed.standIn.url}/pay/${created.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&presentIn=eur',
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).presentment_details).toEqual({
      presentment_amount: 2762,
      presentment_currency: 'eur',
    });
  });

  it('refuses a currency it has no rate for, and leaves the session open', async () => {
    const created = await session({ adaptive: true });

    const response = await payIn(created.id, 'xyz');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: 'The stand-in presents usd, eur, gbp, brl or jpy, not xyz.',
        param: 'presentIn',
      },
    });
    expect((await bed.stripe.checkout.sessions.retrieve(created.id)).status).toBe('open');
  });
});
