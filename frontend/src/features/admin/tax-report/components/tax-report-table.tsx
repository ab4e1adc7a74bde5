import type { TaxReportRow } from '@shared/api/types/admin';
import { formatCount } from '@shared/counts';
import { formatCents } from '@shared/money';
import { type RecordColumn, RecordList } from '../../components/record-list';
import { type ReportLine, reportLines, yearTotalLine } from '../lib/report-lines';

const COLUMNS: RecordColumn<ReportLine>[] = [
  { header: 'Month', cell: (line) => line.month, className: 'whitespace-nowrap' },
  { header: 'Country', cell: (line) => line.country },
  { header: 'Sales', cell: (line) => formatCount(line.sales), className: 'tabular' },
  { header: 'Charged', cell: (line) => formatCents(line.chargedCents), className: 'tabular' },
  { header: 'Given back', cell: (line) => formatCents(line.givenBackCents), className: 'tabular' },
  { header: 'Net of tax', cell: (line) => formatCents(line.netCents), className: 'tabular' },
  { header: 'Tax', cell: (line) => formatCents(line.taxCents), className: 'tabular' },
];

/** A year's report: a line per month and billing country, then the year's total (cards on a phone). */
export function TaxReportTable({ rows }: { rows: readonly TaxReportRow[] }) {
  return (
    <RecordList
      label="Tax report"
      columns={COLUMNS}
      records={reportLines(rows)}
      recordKey={(line) => line.key}
      total={yearTotalLine(rows)}
    />
  );
}
