import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

type SessionParams = Stripe.Checkout.SessionCreateParams;

/**
 * What Stripe refuses about automatic tax and post-payment invoices on session create, in its words:
 * the stand-in's account has no default tax behavior, so every price must say whether it includes tax.
 */
describe('Stripe stand-in: automatic tax and invoice parameters Stripe refuses', () => {
  const bed = standInTestbedPerFile();

  const line = (priceData: Record<string, unknown> = {}) => ({
    price_data: {
      currency: 'usd',
      unit_amount: 3000,
      tax_behavior: 'exclusive',
      product_data: { name: 'Starter', tax_code: 'txcd_10201000' },
      ...priceData,
    },
    quantity: 1,
  });

  function createWith(params: Record<string, unknown>) {
    return bed.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [line()],
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
      ...params,
    } as SessionParams);
  }

  async function refusal(request: Promise<unknown>) {
    const error = await request.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const { statusCode, code, param, message } = error as Stripe.errors.StripeInvalidRequestError;
    return { statusCode, code, param, message };
  }

  it('takes automatic tax, tax behaviours, tax codes and invoice_creation with its invoice_data', async () => {
    const session = await createWith({
      automatic_tax: { enabled: true },
      line_items: [line(), line({ tax_behavior: 'inclusive' })],
      invoice_creation: {
        enabled: true,
        invoice_data: {
          description: 'D1 Gang Starter',
          footer: 'Thank you',
          metadata: { tierId: 'starter' },
          custom_fields: [{ name: 'Order', value: 'starter' }],
        },
      },
    });

    expect(session).toMatchObject({
      automatic_tax: { enabled: true, status: 'requires_location_inputs' },
      amount_subtotal: 6000,
      invoice: null,
    });
    expect(session.invoice_creation).toEqual({
      enabled: true,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: [{ name: 'Order', value: 'starter' }],
        description: 'D1 Gang Starter',
        footer: 'Thank you',
        issuer: null,
        metadata: { tierId: 'starter' },
        rendering_options: null,
      },
    });
  });

  it.each([
    ['no tax behaviour', { tax_behavior: undefined }],
    ['an unspecified tax behaviour', { tax_behavior: 'unspecified' }],
  ])('refuses automatic tax on a price with %s, naming the price', async (_name, priceData) => {
    const refused = await refusal(
      createWith({ automatic_tax: { enabled: true }, line_items: [line(), line(priceData)] }),
    );

    expect(refused).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'line_items[1][price_data][tax_behavior]',
      message: expect.stringMatching(
        /^The price `price_[A-Za-z0-9]+` does not have a tax behavior set, which is required for automatic tax computation\.$/,
      ),
    });
  });

  it('takes a price with no tax behaviour when automatic tax is off, as before', async () => {
    const session = await createWith({
      automatic_tax: { enabled: false },
      line_items: [line({ tax_behavior: undefined })],
    });

    expect(session.automatic_tax).toEqual({ enabled: false, liability: null, provider: null, status: null });
  });

  it('refuses a tax behaviour Stripe does not know', async () => {
    expect(await refusal(createWith({ line_items: [line({ tax_behavior: 'gross' })] }))).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'line_items[0][price_data][tax_behavior]',
      message: 'Invalid tax_behavior: must be one of exclusive, inclusive or unspecified',
    });
  });

  it('refuses automatic_tax without enabled', async () => {
    expect(await refusal(createWith({ automatic_tax: { liability: { type: 'self' } } }))).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'automatic_tax[enabled]',
    });
  });

  it.each(['subscription', 'setup'])('refuses invoice creation in %s mode, in Stripe’s words', async (mode) => {
    expect(await refusal(createWith({ mode, invoice_creation: { enabled: true } }))).toEqual({
      statusCode: 400,
      code: undefined,
      param: 'invoice_creation',
      message:
        'You can only enable invoice creation when `mode` is set to `payment`. Invoices are created automatically when `mode` is set to `subscription`, and are unsupported when set to `setup`. To learn more visit https://stripe.com/docs/payments/checkout/post-payment-invoices.',
    });
  });

  it('refuses an invoice custom field name over 40 characters', async () => {
    const refused = await refusal(
      createWith({
        invoice_creation: { enabled: true, invoice_data: { custom_fields: [{ name: 'n'.repeat(41), value: 'v' }] } },
      }),
    );

    expect(refused).toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_string_too_long',
      param: 'invoice_creation[invoice_data][custom_fields][0][name]',
    });
  });
});
