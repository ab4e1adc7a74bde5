/**
 * The currency a buyer's country pays in, for the currencies the store estimates (those Stripe's
 * Adaptive Pricing shows and the local stand-in presents). A small table rather than a package: the
 * store only estimates these few, and a country outside them simply gets no estimate.
 */
const CURRENCY_OF_COUNTRY: Record<string, string> = {
  // The euro area, and the countries that use the euro by agreement.
  ...Object.fromEntries(
    'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK'
      .split(' ')
      .map((country) => [country, 'eur']),
  ),
  GB: 'gbp',
  GG: 'gbp',
  IM: 'gbp',
  JE: 'gbp',
  BR: 'brl',
  JP: 'jpy',
};

/**
 * The currency to estimate in for CloudFront's `CloudFront-Viewer-Country` (ISO 3166-1 alpha-2), or
 * null: no header, one in no country's shape, a US buyer (prices are in dollars) or a currency not estimated.
 */
export function currencyOfCountry(country: string | undefined): string | null {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return null;
  return CURRENCY_OF_COUNTRY[country.toUpperCase()] ?? null;
}
