import type { TaxReportResponse } from '@shared/api/types/admin';
import { csvText } from '../../lib/csv-text';

const COLUMNS = ['month', 'country', 'sales', 'charged_cents', 'given_back_cents', 'net_cents', 'tax_cents'];

/**
 * The report's rows as a CSV file, built in the browser from what the page shows: one line per month and
 * country, amounts in US cents, no total line (a spreadsheet adds the columns up itself).
 */
export function taxReportCsv({ rows }: TaxReportResponse): Blob {
  const lines = rows.map((row) => [
    row.month,
    row.country ?? '',
    row.sales,
    row.chargedCents,
    row.givenBackCents,
    row.netCents,
    row.taxCents,
  ]);
  return new Blob([csvText([COLUMNS, ...lines])], { type: 'text/csv;charset=utf-8' });
}

export const taxReportFileName = ({ year }: TaxReportResponse) => `tax-report-${year}.csv`;
