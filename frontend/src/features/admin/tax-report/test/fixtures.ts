import type { TaxReportRow } from '@shared/api/types/admin';

/** One month and country of the tax report: a German Starter sold in November 2026, 19 % VAT on top. */
export function aTaxReportRow(overrides: Partial<TaxReportRow> = {}): TaxReportRow {
  return {
    month: '2026-11',
    country: 'DE',
    sales: 1,
    chargedCents: 3570,
    givenBackCents: 0,
    netCents: 3000,
    taxCents: 570,
    ...overrides,
  };
}

/**
 * A year as the API sends it, oldest month first, countries A–Z, no country last: November's sales in
 * Germany, the US and without a country, then December's refund of a German sale, which lowers December.
 */
export const YEAR_2026: TaxReportRow[] = [
  aTaxReportRow({ sales: 2, chargedCents: 7140, netCents: 6000, taxCents: 1140 }),
  aTaxReportRow({ country: 'US', chargedCents: 3000, netCents: 3000, taxCents: 0 }),
  aTaxReportRow({ country: null, chargedCents: 1500, netCents: 1500, taxCents: 0 }),
  aTaxReportRow({ month: '2026-12', sales: 0, chargedCents: 0, givenBackCents: 3570, netCents: -3000, taxCents: -570 }),
];
