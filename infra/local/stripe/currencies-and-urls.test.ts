import Stripe from 'stripe';
import { standInTestbedPerFile } from './stand-in-testbed';

type SessionParams = Stripe.Checkout.SessionCreateParams;

const lineItem = (currency: string) => ({
  price_data: { currency, unit_amount: 2500, product_data: { name: 'Starter' } },
  quantity: 1,
});

const validSession = (): SessionParams => ({
  mode: 'payment',
  line_items: [lineItem('usd')],
  success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:5173/payment-cancel',
});

/** Stripe's words for a currency it does not know: https://docs.stripe.com/currencies */
const UNKNOWN_CURRENCY =
  /^Invalid currency: zzz\. Stripe currently supports these currencies: usd, aed, afn, .*\beur\b.*\bjpy\b/;

describe('Stripe stand-in: currencies and URLs checked as Stripe checks them', () => {
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

  function createWith(change: Partial<SessionParams>) {
    return bed.stripe.checkout.sessions.create({ ...validSession(), ...change });
  }

  it('refuses a line item in zzz, a currency Stripe does not support, naming the ones it does', async () => {
    const refused = await refusal(createWith({ line_items: [lineItem('zzz')] }));

    expect(refused).toMatchObject({
      statusCode: 400,
      code: undefined,
      param: 'line_items[0][price_data][currency]',
    });
    expect(refused.message).toMatch(UNKNOWN_CURRENCY);
  });

  it('refuses an amount_off coupon in zzz', async () => {
    const refused = await refusal(bed.stripe.coupons.create({ amount_off: 500, currency: 'zzz' }));

    expect(refused).toMatchObject({ statusCode: 400, code: undefined, param: 'currency' });
    expect(refused.message).toMatch(UNKNOWN_CURRENCY);
  });

  it('takes a currency Stripe supports other than usd, in either case, and answers it in lower case', async () => {
    const euros = await createWith({ line_items: [lineItem('eur')] });
    const yen = await createWith({ line_items: [lineItem('JPY')] });

    expect([euros.currency, yen.currency]).toEqual(['eur', 'jpy']);
  });

  it('refuses a success_url that is not a URL, as Stripe does (url_invalid)', async () => {
    expect(await refusal(createWith({ success_url: 'not a url' }))).toEqual({
      statusCode: 400,
      code: 'url_invalid',
      param: 'success_url',
      message: 'Not a valid URL',
    });
  });

  it('refuses a cancel_url that is only a path: Stripe needs an absolute URL', async () => {
    expect(await refusal(createWith({ cancel_url: '/payment-cancel' }))).toEqual({
      statusCode: 400,
      code: 'url_invalid',
      param: 'cancel_url',
      message: 'Not a valid URL',
    });
  });

  it('refuses a success_url in a scheme a browser cannot be sent back to', async () => {
    expect(await refusal(createWith({ success_url: 'javascript:alert(1)' }))).toMatchObject({
      statusCode: 400,
      code: 'url_invalid',
      param: 'success_url',
    });
  });
});
