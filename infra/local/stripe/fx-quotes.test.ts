import { ESTIMATE_MARGIN, estimatedAmount } from '@shared/currency-estimate';
import { TIERS } from '@shared/tiers';
import Stripe from 'stripe';
import { PRESENTED_CURRENCIES } from './presentment';
import { standInTestbedPerFile } from './stand-in-testbed';

/** The FX Quotes API is a preview: Stripe serves it only under a preview API version. */
const PREVIEW_VERSION = '2025-07-30.preview';

interface FxQuote {
  id: string;
  object: 'fx_quote';
  created: number;
  lock_duration: string;
  lock_expires_at: number | null;
  lock_status: string;
  rates: Record<string, { exchange_rate: number; rate_details: Record<string, unknown> }>;
  to_currency: string;
  usage: { type: string };
}

/**
 * The stand-in's FX quotes (POST /v1/fx_quotes): what 1 unit of the buyer's currency buys in US dollars,
 * Stripe's FX fee in, from the same fixed rates its Adaptive Pricing charges at.
 */
describe('Stripe stand-in: FX quotes', () => {
  const bed = standInTestbedPerFile();

  function quote(params: Record<string, unknown>, apiVersion: string = PREVIEW_VERSION): Promise<FxQuote> {
    return bed.stripe.rawRequest('POST', '/v1/fx_quotes', params, { apiVersion });
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

  it('quotes a currency into US dollars, locked for the hour asked, in the shape Stripe answers', async () => {
    const answer = await quote({ to_currency: 'usd', from_currencies: ['eur'], lock_duration: 'hour' });

    expect(answer).toMatchObject({
      id: expect.stringMatching(/^fxq_/),
      object: 'fx_quote',
      created: bed.clock.now,
      lock_duration: 'hour',
      lock_expires_at: bed.clock.now + 3600,
      lock_status: 'active',
      to_currency: 'usd',
      usage: { type: 'payment' },
    });
    const eur = answer.rates.eur;
    expect(eur?.rate_details).toEqual({
      base_rate: 1.086248,
      fx_fee_rate: 0.01,
      reference_rate: 1.086248,
      reference_rate_provider: 'ecb',
    });
    // 1 EUR buys the base rate less the fee in dollars.
    expect(eur?.exchange_rate).toBe(1.075386);
  });

  it('quotes several currencies at once, and none locked when asked for none', async () => {
    const answer = await quote({ to_currency: 'usd', from_currencies: ['gbp', 'JPY'], lock_duration: 'none' });

    expect(Object.keys(answer.rates).sort()).toEqual(['gbp', 'jpy']);
    expect(answer).toMatchObject({ lock_duration: 'none', lock_expires_at: null, lock_status: 'none' });
  });

  it("keeps the estimate within the stated margin of Adaptive Pricing's charge: every presented currency, every tier price and upgrade difference", async () => {
    const prices = TIERS.map((tier) => tier.priceCents);
    const differences = prices.flatMap((high) => prices.filter((low) => low < high).map((low) => high - low));
    const amounts = [...new Set([...prices, ...differences])].sort((a, b) => a - b);
    const foreign = PRESENTED_CURRENCIES.filter((currency) => currency !== 'usd');
    const answer = await quote({ to_currency: 'usd', from_currencies: foreign, lock_duration: 'hour' });

    const misses: string[] = [];
    for (const currency of foreign) {
      const rate = answer.rates[currency];
      if (!rate) throw new Error(`no rate for ${currency}`);
      const estimate = { currency, perUsd: 1 / rate.exchange_rate, validUntil: '' };
      for (const usdCents of amounts) {
        const charged = await chargedIn(currency, usdCents);
        const shown = estimatedAmount(usdCents, estimate);
        if (Math.abs(shown - charged) > ESTIMATE_MARGIN * charged) misses.push(`${usdCents} ${currency}`);
      }
    }

    // Six prices and their upgrade differences ($5 to $95), in four currencies.
    expect(amounts).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3500, 4500, 5000, 6000, 7000, 7500, 8500, 9500, 10000]);
    expect(misses).toEqual([]);
  });

  /** What the stand-in's Adaptive Pricing charges for a session of `usdCents` paid in `currency`. */
  async function chargedIn(currency: string, usdCents: number): Promise<number> {
    const created = await bed.stripe.checkout.sessions.create({
      mode: 'payment',
      adaptive_pricing: { enabled: true },
      line_items: [
        { price_data: { currency: 'usd', unit_amount: usdCents, product_data: { name: 'Tier' } }, quantity: 1 },
      ],
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
    const paid = await bed.control(`sessions/${created.id}/pay`, { presentIn: currency });
    if (!paid.ok) throw new Error(`paying in ${currency} answered ${paid.status}`);
    const session = await bed.stripe.checkout.sessions.retrieve(created.id);
    if (!session.presentment_details) throw new Error(`no presentment_details in ${currency}`);
    return session.presentment_details.presentment_amount;
  }

  it('refuses a request without a preview API version', async () => {
    expect(await refusal(quote({ to_currency: 'usd', from_currencies: ['eur'] }, '2025-09-30.clover'))).toEqual({
      statusCode: 400,
      code: undefined,
      param: undefined,
      message: 'The FX Quotes API is in preview: send a preview API version (Stripe-Version: 2025-07-30.preview).',
    });
  });

  it('refuses bad parameters as Stripe does', async () => {
    expect(await refusal(quote({ from_currencies: ['eur'] }))).toMatchObject({
      code: 'parameter_missing',
      param: 'to_currency',
      message: 'Missing required param: to_currency.',
    });
    expect(await refusal(quote({ to_currency: 'usd' }))).toMatchObject({
      code: 'parameter_missing',
      param: 'from_currencies',
    });
    expect(await refusal(quote({ to_currency: 'usd', from_currencies: ['eur'], lock_duration: 'week' }))).toMatchObject(
      { param: 'lock_duration', message: 'Invalid lock_duration: must be one of none, five_minutes, hour or day' },
    );
    expect(await refusal(quote({ to_currency: 'usd', from_currencies: ['eur'], colour: 'red' }))).toMatchObject({
      code: 'parameter_unknown',
      param: 'colour',
      message: 'Received unknown parameter: colour',
    });
    expect(await refusal(quote({ to_currency: 'usd', from_currencies: ['zzz'] }))).toMatchObject({
      param: 'from_currencies[0]',
      message: expect.stringMatching(/^Invalid currency: zzz\. Stripe currently supports these currencies: /),
    });
    expect(await refusal(quote({ to_currency: 'usd', from_currencies: ['chf'] }))).toMatchObject({
      param: 'from_currencies[0]',
      message: 'The stand-in quotes eur, gbp, brl or jpy into usd, not chf.',
    });
    expect(await refusal(quote({ to_currency: 'eur', from_currencies: ['gbp'] }))).toMatchObject({
      param: 'to_currency',
      message: 'The stand-in quotes into usd, the store’s settlement currency, not eur.',
    });
  });
});
