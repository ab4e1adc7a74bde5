import type Stripe from 'stripe';
import { responseErrors } from './request-schemas';
import { standInTestbedPerFile } from './stand-in-testbed';

type SessionParams = Stripe.Checkout.SessionCreateParams;
type TaxBehavior = 'exclusive' | 'inclusive';

/**
 * Stripe Tax on Checkout Sessions as the stand-in computes it, the seller registered in Germany,
 * France, the United Kingdom and the US states of Washington and California: until the buyer gives
 * an address the session asks for one and adds no tax; paid, it carries the tax for that address in
 * its total, its line items, its payment intent and its charge.
 */
describe('Stripe stand-in: automatic tax on Checkout Sessions', () => {
  const bed = standInTestbedPerFile();
  let codes = 0;

  function taxedSession(
    options: { behavior?: TaxBehavior; discounts?: SessionParams['discounts']; adaptive?: boolean } = {},
  ) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 3000,
            tax_behavior: options.behavior ?? 'exclusive',
            product_data: { name: 'Starter', tax_code: 'txcd_10201000' },
          },
          quantity: 1,
        },
      ],
      automatic_tax: { enabled: true },
      customer_email: 'fan@d1gang.local',
      ...(options.discounts ? { discounts: options.discounts } : {}),
      ...(options.adaptive ? { adaptive_pricing: { enabled: true } } : {}),
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  }

  /** Pays through the control as a buyer at this address (`null`: none given). */
  async function payAt(sessionId: string, billingAddress: unknown, extra: Record<string, unknown> = {}) {
    return bed.control(`sessions/${sessionId}/pay`, { billingAddress, ...extra });
  }

  async function paidAt(billingAddress: unknown, options: Parameters<typeof taxedSession>[0] = {}) {
    const created = await taxedSession(options);
    const response = await payAt(created.id, billingAddress);
    expect(response.status).toBe(200);
    return bed.stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
  }

  const address = (country: string, state: string | null = null) => ({
    city: null,
    country,
    line1: null,
    line2: null,
    postal_code: null,
    state,
  });

  it('asks for the location before any tax: requires_location_inputs, no tax, the total without it', async () => {
    const created = await taxedSession();

    expect(created.automatic_tax).toEqual({
      enabled: true,
      liability: { type: 'self' },
      provider: 'stripe',
      status: 'requires_location_inputs',
    });
    expect(created).toMatchObject({ amount_subtotal: 3000, amount_total: 3000, customer_details: null });
    expect(created.total_details).toEqual({ amount_discount: 0, amount_shipping: 0, amount_tax: 0 });
    expect(responseErrors('session', created)).toEqual([]);
  });

  it.each([
    ['Germany, 19 %', { country: 'DE' }, 570, address('DE')],
    ['France, 20 %', { country: 'FR' }, 600, address('FR')],
    ['the United Kingdom, 20 %', { country: 'GB' }, 600, address('GB')],
    ['Washington, 6.5 % (it taxes digital goods)', { country: 'US', state: 'WA' }, 195, address('US', 'WA')],
    ['California, none (it does not tax digital goods)', { country: 'US', state: 'CA' }, 0, address('US', 'CA')],
    ['Canada, none (the seller collects none there)', { country: 'CA' }, 0, address('CA')],
    ['Japan, none (the seller collects none there)', { country: 'JP' }, 0, address('JP')],
  ])('adds the tax of %s on top of an exclusive price', async (_place, billingAddress, tax, answered) => {
    const paid = await paidAt(billingAddress);

    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_subtotal: 3000,
      amount_total: 3000 + tax,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      automatic_tax: { enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'complete' },
    });
    expect(paid.customer_details?.address).toEqual(answered);
    expect(paid.line_items?.data[0]).toMatchObject({
      amount_subtotal: 3000,
      amount_discount: 0,
      amount_tax: tax,
      amount_total: 3000 + tax,
    });
    const paymentIntent = await bed.stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(paymentIntent).toMatchObject({ amount: 3000 + tax, amount_received: 3000 + tax });
    expect(await bed.stripe.charges.retrieve(bed.chargeIdOf(paymentIntent.id))).toMatchObject({ amount: 3000 + tax });
  });

  it.each([
    ['Germany', { country: 'DE' }, 479],
    ['the United Kingdom', { country: 'GB' }, 500],
    ['California', { country: 'US', state: 'CA' }, 0],
  ])(
    'keeps the tax of %s inside an inclusive price: the total stays the price',
    async (_place, billingAddress, tax) => {
      const paid = await paidAt(billingAddress, { behavior: 'inclusive' });

      expect(paid).toMatchObject({
        amount_subtotal: 3000,
        amount_total: 3000,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      });
      expect(paid.line_items?.data[0]).toMatchObject({ amount_tax: tax, amount_total: 3000 });
    },
  );

  it('taxes what is left after a promotion code: 19 % of 22.50 on top', async () => {
    codes += 1;
    const coupon = await bed.stripe.coupons.create({ percent_off: 25 });
    const promotionCode = await bed.stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: `TAXED${codes}`,
    });

    const paid = await paidAt({ country: 'DE' }, { discounts: [{ promotion_code: promotionCode.id }] });

    expect(paid).toMatchObject({
      amount_subtotal: 3000,
      amount_total: 2678,
      total_details: { amount_discount: 750, amount_shipping: 0, amount_tax: 428 },
    });
    expect(paid.line_items?.data[0]).toMatchObject({
      amount_subtotal: 3000,
      amount_discount: 750,
      amount_tax: 428,
      amount_total: 2678,
    });
  });

  it('presents the total with its tax in the buyer’s currency (Adaptive Pricing)', async () => {
    const created = await taxedSession({ adaptive: true });

    const response = await payAt(created.id, { country: 'DE' }, { presentIn: 'eur' });

    expect(response.status).toBe(200);
    expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
      currency: 'usd',
      amount_total: 3570,
      presentment_details: { presentment_amount: 3287, presentment_currency: 'eur' },
    });
  });

  it('refunds up to the total with its tax, and no further; the refunds carry no tax fields', async () => {
    const paid = await paidAt({ country: 'DE' });
    const paymentIntent = paid.payment_intent as string;

    const tooMuch = bed.stripe.refunds.create({ payment_intent: paymentIntent, amount: 3571 });
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
      message: 'Refund amount ($35.71) is greater than unrefunded amount on charge ($35.70)',
    });
    const refund = await bed.stripe.refunds.create({ payment_intent: paymentIntent });

    expect(refund.amount).toBe(3570);
    expect(Object.keys(refund).filter((key) => key.includes('tax'))).toEqual([]);
    expect(await bed.stripe.charges.retrieve(bed.chargeIdOf(paymentIntent))).toMatchObject({
      amount: 3570,
      amount_refunded: 3570,
      refunded: true,
    });
  });

  it('answers a taxed session, before and after payment, and its event in the shape the SDK types', async () => {
    const open = await taxedSession();
    const paid = await paidAt({ country: 'US', state: 'WA' });

    expect(responseErrors('session', await bed.stripe.checkout.sessions.retrieve(open.id))).toEqual([]);
    expect(responseErrors('session', paid)).toEqual([]);
    const completed = (await bed.delivered()).find((event) => event.data.object.id === paid.id);
    expect(completed?.data.object).toMatchObject({ total_details: { amount_tax: 195 }, amount_total: 3195 });
    expect(responseErrors('event', completed)).toEqual([]);
  });

  it('pays at the address the hosted page pre-selects (California, no tax) when the control is given none', async () => {
    const created = await taxedSession();

    const response = await bed.control(`sessions/${created.id}/pay`);

    expect(response.status).toBe(200);
    const paid = (await response.json()) as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ amount_total: 3000, automatic_tax: { status: 'complete' } });
    expect(paid.customer_details?.address).toEqual(address('US', 'CA'));
  });

  it('keeps a ZIP or postal code the buyer gave', async () => {
    const paid = await paidAt({ country: 'US', state: 'WA', postal_code: '98101' });

    expect(paid.customer_details?.address).toEqual({ ...address('US', 'WA'), postal_code: '98101' });
  });

  it.each([
    [
      'no address at all',
      null,
      'This Checkout Session calculates tax automatically: it cannot be paid until the customer gives a billing address (a country or region, and a state in the United States).',
    ],
    [
      'a country the hosted page does not offer',
      { country: 'XX' },
      'The hosted page offers no country or region XX: use one of US, CA, GB, DE, FR, ES, IT, NL, IE, AU, BR, JP, MX.',
    ],
    [
      'the United States without a state',
      { country: 'US' },
      'This Checkout Session calculates tax automatically: it cannot be paid until the customer gives a billing address (a country or region, and a state in the United States).',
    ],
    [
      'a state the United States does not have',
      { country: 'US', state: 'ZZ' },
      'The hosted page offers no US state ZZ: use its two-letter code, as WA.',
    ],
  ])(
    'will not pay with %s: 400, the session stays open and asks for the location, no event',
    async (_name, billingAddress, message) => {
      const created = await taxedSession();

      const response = await payAt(created.id, billingAddress);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { type: 'invalid_request_error', message, param: 'billingAddress' },
      });
      expect(await bed.delivered()).toEqual([]);
      expect(await bed.stripe.checkout.sessions.retrieve(created.id)).toMatchObject({
        status: 'open',
        amount_total: 3000,
        automatic_tax: { status: 'requires_location_inputs' },
      });
    },
  );

  describe('a session without automatic tax, exactly as before', () => {
    function plainSession() {
      return bed.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'Starter' } }, quantity: 1 },
        ],
        customer_email: 'fan@d1gang.local',
        success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      });
    }

    const untaxed = {
      amount_subtotal: 3000,
      amount_total: 3000,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      invoice: null,
      invoice_creation: null,
      customer: null,
    };

    it('answers no tax, no invoice and no customer when created', async () => {
      const created = await plainSession();

      expect(created).toMatchObject({ ...untaxed, customer_details: null });
    });

    it('ignores a billing address given to the pay control, and answers customer_details with the email only', async () => {
      const created = await plainSession();

      const response = await payAt(created.id, { country: 'DE' });

      expect(response.status).toBe(200);
      const paid = await bed.stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
      expect(paid).toMatchObject(untaxed);
      expect(paid.customer_details).toEqual({
        address: null,
        business_name: null,
        email: 'fan@d1gang.local',
        individual_name: null,
        name: null,
        phone: null,
        tax_exempt: null,
        tax_ids: null,
      });
      expect(paid.line_items?.data[0]).toMatchObject({ amount_tax: 0, amount_total: 3000 });
    });
  });
});
