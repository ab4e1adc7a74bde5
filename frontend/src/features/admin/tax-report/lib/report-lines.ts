import type { TaxReportRow } from '@shared/api/types/admin';
import { countryLabel } from '../../lib/country-name';

type Figures = Pick<TaxReportRow, 'sales' | 'chargedCents' | 'givenBackCents' | 'netCents' | 'taxCents'>;

/** A line of the report as the page shows it: its month and country in words, then its figures. */
export interface ReportLine extends Figures {
  key: string;
  month: string;
  country: string;
}

// The month a row counts is a UTC month: named in UTC, whatever the viewer's time zone.
const monthNames = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `yyyy-mm` as "November 2026"; anything else as it came. */
function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthNames.format(Date.UTC(year, monthNumber - 1, 1));
}

/** The report's rows as lines, in the API's order (oldest month first, countries A–Z, no country last). */
export function reportLines(rows: readonly TaxReportRow[]): ReportLine[] {
  return rows.map((row) => ({
    ...row,
    key: `${row.month}#${row.country ?? ''}`,
    month: monthLabel(row.month),
    country: row.country === null ? 'No country' : countryLabel(row.country),
  }));
}

/** Every row added up: the year's total line. */
export function yearTotalLine(rows: readonly TaxReportRow[]): ReportLine {
  const total: ReportLine = {
    key: 'year-total',
    month: 'Year total',
    country: 'All countries',
    sales: 0,
    chargedCents: 0,
    givenBackCents: 0,
    netCents: 0,
    taxCents: 0,
  };
  for (const row of rows) {
    total.sales += row.sales;
    total.chargedCents += row.chargedCents;
    total.givenBackCents += row.givenBackCents;
    total.netCents += row.netCents;
    total.taxCents += row.taxCents;
  }
  return total;
}
