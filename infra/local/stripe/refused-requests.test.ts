import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

const MINUTE = 60;

type SessionParams = Stripe.Checkout.SessionCreateParams;

const validSession = (now: number): SessionParams => ({
  mode: 'payment',
  line_items: [{ price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Starter' } }, quantity: 1 }],
  client_reference_id: 'user-sub-1',
  metadata: { tierId: 'starter' },
  expires_at: now + 31 * MINUTE,
  success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:5173/payment-cancel',
});

describe('Stripe stand-in: requests Stripe refuses', () => {
  const bed = standInTestbedPerFile();

  async function refusal(request: Promise<unknown>) {
    const error = await request.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const { statusCode, code, param, message } = error as Stripe.errors.StripeInvalidRequestError;
    return { statusCode, code, param, message };
  }

  /** A session create with `change` applied to valid parameters, sent through the real SDK. */
  function createWith(change: (params: SessionParams) => Record<string, unknown>) {
    return bed.stripe.checkout.sessions.create(change(validSession(bed.clock.now)) as SessionParams);
  }

  it('creates a session from valid parameters (the baseline the refusals change)', async () => {
    const session = await createWith((params) => ({ ...params }));

    expect(session.status).toBe('open');
  });

  it('refuses an unknown parameter on session create', async () => {
    expect(await refusal(createWith((params) => ({ ...params, bogus_param: 'x' })))).toEqual({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'bogus_param',
      message: 'Received unknown parameter: bogus_param',
    });
  });

  it('refuses payment_method_types, which this API version no longer takes on session create', async () => {
    expect(await refusal(createWith((params) => ({ ...params, payment_method_types: ['card'] })))).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'payment_method_types',
    });
  });

  it('refuses a mode outside payment, setup and subscription', async () => {
    expect(await refusal(createWith((params) => ({ ...params, mode: 'bogus' })))).toMatchObject({
      statusCode: 400,
      param: 'mode',
      message: 'Invalid mode: must be one of payment, setup or subscription',
    });
  });

  it('refuses a refund reason Stripe does not know, naming the reasons it does', async () => {
    const paymentIntent = await bed.paidPayment();

    const refused = await refusal(
      bed.stripe.refunds.create({ payment_intent: paymentIntent, reason: 'changed_mind' as 'duplicate' }),
    );

    expect(refused).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'reason',
      message: 'Invalid reason: must be one of duplicate, fraudulent or requested_by_customer',
    });
  });

  it('refuses a value other than the one a single-valued parameter takes', async () => {
    const paymentIntent = await bed.paidPayment();

    const refused = await refusal(
      bed.stripe.refunds.create({ payment_intent: paymentIntent, origin: 'bank' as 'customer_balance' }),
    );

    expect(refused).toMatchObject({
      statusCode: 400,
      param: 'origin',
      message: 'Invalid origin: must be one of customer_balance',
    });
  });

  it('refuses a client_reference_id of 201 characters', async () => {
    expect(await refusal(createWith((params) => ({ ...params, client_reference_id: 'u'.repeat(201) })))).toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_string_too_long',
      param: 'client_reference_id',
    });
  });

  it('refuses a metadata key of 41 characters and a value of 501', async () => {
    const longKey = await refusal(createWith((params) => ({ ...params, metadata: { ['k'.repeat(41)]: 'v' } })));
    const longValue = await refusal(createWith((params) => ({ ...params, metadata: { tierId: 'v'.repeat(501) } })));

    expect(longKey).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'metadata',
      message: `Invalid key: ${'k'.repeat(41)} must be a string under 40 characters`,
    });
    expect(longValue).toMatchObject({ statusCode: 400, code: undefined, param: 'metadata' });
    expect(longValue.message).toMatch(/^Invalid val: v+ must be a string under 500 characters$/);
  });

  it('refuses more than 50 metadata keys', async () => {
    const metadata = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`key${index}`, 'v']));

    expect(await refusal(createWith((params) => ({ ...params, metadata })))).toMatchObject({
      statusCode: 400,
      param: 'metadata',
    });
  });

  it('refuses a unit_amount under the 50-cent minimum for usd', async () => {
    const tooSmall = await refusal(
      createWith((params) => ({
        ...params,
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 10, product_data: { name: 'Starter' } }, quantity: 1 },
        ],
      })),
    );

    expect(tooSmall).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'line_items' });
  });

  it('refuses line items in more than one currency', async () => {
    const mixed = await refusal(
      createWith((params) => ({
        ...params,
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Starter' } }, quantity: 1 },
          { price_data: { currency: 'eur', unit_amount: 2500, product_data: { name: 'MVP' } }, quantity: 1 },
        ],
      })),
    );

    expect(mixed).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'line_items[1][price_data][currency]',
      message: 'All line items must be in the same currency: line_items[1] is in eur, line_items[0] in usd.',
    });
  });

  it('refuses an expires_at 29 minutes 30 seconds ahead: Stripe forgives no second of the 30 minutes', async () => {
    const early = await refusal(createWith((params) => ({ ...params, expires_at: bed.clock.now + 29 * MINUTE + 30 })));

    expect(early).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
  });

  it('refuses a unit_amount that is not an integer', async () => {
    const notInteger = await refusal(
      createWith((params) => ({
        ...params,
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 'ten', product_data: { name: 'Starter' } }, quantity: 1 },
        ],
      })),
    );

    expect(notInteger).toEqual({
      statusCode: 400,
      code: 'parameter_invalid_integer',
      param: 'line_items[0][price_data][unit_amount]',
      message: 'Invalid integer: ten',
    });
  });

  it('refuses an empty string for a parameter that cannot be unset', async () => {
    expect(await refusal(createWith((params) => ({ ...params, success_url: '' })))).toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_empty',
      param: 'success_url',
    });
  });

  it('refuses a line item without its required currency', async () => {
    const missing = await refusal(
      createWith((params) => ({
        ...params,
        line_items: [{ price_data: { unit_amount: 2500, product_data: { name: 'Starter' } }, quantity: 1 }],
      })),
    );

    expect(missing).toEqual({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items[0][price_data][currency]',
      message: 'Missing required param: line_items[0][price_data][currency].',
    });
  });

  it('refuses unknown list filters', async () => {
    const response = await fetch(`${bed.standIn.url}/v1/checkout/sessions?bogus=1`, {
      headers: { authorization: 'Bearer sk_test_local' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'bogus',
        message: 'Received unknown parameter: bogus',
      },
    });
  });

  it('refuses an unknown parameter on a refund, and on a refund list', async () => {
    const paymentIntent = await bed.paidPayment();

    const create = await refusal(
      bed.stripe.refunds.create({ payment_intent: paymentIntent, bogus: 1 } as Stripe.RefundCreateParams),
    );
    const listing = await refusal(bed.stripe.refunds.list({ bogus: 1 } as Stripe.RefundListParams));

    expect(create).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'bogus' });
    expect(listing).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'bogus' });
  });

  it('does not remember a refused request under its idempotency key: fixed, it goes through', async () => {
    const key = `refused-${bed.clock.now}`;

    const refused = await refusal(
      bed.stripe.checkout.sessions.create({ ...validSession(bed.clock.now), bogus: 1 } as SessionParams, {
        idempotencyKey: key,
      }),
    );
    const session = await bed.stripe.checkout.sessions.create(validSession(bed.clock.now), { idempotencyKey: key });

    expect(refused.code).toBe('parameter_unknown');
    expect(session.status).toBe('open');
  });

  it('accepts payment_intent_data, as Stripe does (the store sends none)', async () => {
    const session = await createWith((params) => ({
      ...params,
      payment_intent_data: { metadata: { orderRef: 'r-1' } },
    }));

    expect(session.status).toBe('open');
  });
});
