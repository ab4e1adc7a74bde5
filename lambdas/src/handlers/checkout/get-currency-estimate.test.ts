/**
 * GET /currency-estimate: the rate the tier cards estimate prices in the buyer's currency with, from
 * Stripe's FX quote (the stand-in's), for the country CloudFront saw the buyer in.
 */
import type { CurrencyEstimateResponse } from '@shared/api/types/currency';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { withoutStripeKey, withPaymentsTestbed } from '../../../test/payments-kit';
import { forgetFxQuotes } from '../../payments/fx-quotes';

const bed = withPaymentsTestbed();
afterEach(() => forgetFxQuotes());

const COUNTRY = 'cloudfront-viewer-country';
const estimateFor = (country?: string) =>
  call('GET /currency-estimate', country === undefined ? {} : { headers: { [COUNTRY]: country } });
const estimateOf = (response: { body: unknown }) => (response.body as CurrencyEstimateResponse).estimate;

/** The stand-in's log of the FX quote requests made from now on. */
function quoteRequestsFromNow() {
  const from = bed.harness.standIn.requests.length;
  return () => bed.harness.standIn.requests.slice(from).filter((request) => request.path === '/v1/fx_quotes');
}

describe('GET /currency-estimate', () => {
  it("answers the euro's rate for a buyer in Germany: euros per dollar, Stripe's FX fee in, until shortly before the quote's lock lapses", async () => {
    const before = Date.now();

    const response = await estimateFor('DE');

    expect(response.status).toBe(200);
    const estimate = estimateOf(response);
    // The stand-in quotes 1 EUR = 1.075386 USD, its 1 % FX fee taken off.
    expect(estimate).toEqual({ currency: 'eur', perUsd: 0.92989866, validUntil: expect.any(String) });
    const validUntil = Date.parse(estimate?.validUntil ?? '');
    expect(validUntil).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 55 * 60_000);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 55 * 60_000);
  });

  it.each([
    ['France', 'FR', 'eur'],
    ['the United Kingdom', 'GB', 'gbp'],
    ['Brazil', 'BR', 'brl'],
    ['Japan', 'JP', 'jpy'],
    ['Spain, in lower case', 'es', 'eur'],
  ])('answers the currency of a buyer in %s', async (_place, country, currency) => {
    expect(estimateOf(await estimateFor(country))).toMatchObject({ currency });
  });

  it.each([
    ['the United States (prices are in dollars already)', 'US'],
    ['a country whose currency the store does not estimate', 'CH'],
    ['an unknown country', 'XX'],
    ['a garbage header', '<script>alert(1)</script>'],
    ['an overlong header', 'DE'.repeat(500)],
    ['an empty header', ''],
  ])('answers no estimate, and asks Stripe nothing, for %s', async (_case, country) => {
    const quotes = quoteRequestsFromNow();

    const response = await estimateFor(country);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ estimate: null });
    expect(quotes()).toEqual([]);
  });

  it('answers no estimate when CloudFront named no country', async () => {
    expect((await estimateFor()).body).toEqual({ estimate: null });
  });

  it('asks Stripe once per currency for a flood of requests, and again only once the quote is about to lapse', async () => {
    const quotes = quoteRequestsFromNow();

    const flood = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => estimateFor(index % 2 === 0 ? 'DE' : 'FR')),
      ...Array.from({ length: 20 }, () => estimateFor('GB')),
    ]);

    expect(flood.map((response) => response.status)).toEqual(Array(40).fill(200));
    expect(new Set(flood.map((response) => estimateOf(response)?.currency))).toEqual(new Set(['eur', 'gbp']));
    expect(quotes().map((request) => request.status)).toEqual([200, 200]);

    await Promise.all(Array.from({ length: 20 }, () => estimateFor('AT')));
    expect(quotes()).toHaveLength(2);

    const later = Date.now() + 56 * 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await Promise.all(Array.from({ length: 20 }, () => estimateFor('DE')));
    expect(quotes()).toHaveLength(3);
  });

  it('answers no estimate, never an error, while Stripe refuses quotes, and does not ask again for every request', async () => {
    await standInControls(bed.harness.standIn.url).rateLimit('POST /v1/fx_quotes', 100);
    const quotes = quoteRequestsFromNow();

    const flood = await Promise.all(Array.from({ length: 20 }, () => estimateFor('JP')));

    expect(flood.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(flood.map((response) => response.body)).toEqual(Array(20).fill({ estimate: null }));
    expect(quotes().map((request) => request.status)).toEqual([429]);
    await standInControls(bed.harness.standIn.url).rateLimit('POST /v1/fx_quotes', 0);
  });

  it('sends the preview API version the FX Quotes API needs (the stand-in refuses a quote without it)', async () => {
    const quotes = quoteRequestsFromNow();

    await estimateFor('BR');

    expect(quotes().map((request) => request.status)).toEqual([200]);
  });
});

describe('GET /currency-estimate before payments are set up', () => {
  withoutStripeKey();

  it('answers no estimate', async () => {
    const response = await estimateFor('DE');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ estimate: null });
  });
});
