import { noTaxReportRows, TAX_MESSAGES } from '@shared/tax-messages';
import { useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { ApiError } from '@/lib/api-client';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useTaxReport } from '../api/get-tax-report';
import { currentUtcYear, reportYears } from '../lib/report-years';
import { ReportYearPicker } from './report-year-picker';
import { TaxReportDownload } from './tax-report-download';
import { TaxReportTable } from './tax-report-table';

/** A year the API refused (400) says why in its own words; any other failure gets the panel's. */
const refusal = (error: unknown) => (error instanceof ApiError && error.status === 400 ? error.message : undefined);

/**
 * /admin/tax-report: one calendar year's sales, refunds and tax by month (UTC) and billing country, the
 * current UTC year unless the address names another (?year=), with its total and a CSV of its rows.
 */
export function TaxReportPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = currentUtcYear();
  const year = params.get('year') || String(thisYear);
  const report = useTaxReport(year);
  useLogLoadError(report.error, 'tax report');
  const rows = report.data?.rows ?? [];

  return (
    <>
      <PageHeader title="Tax report" subtitle="Sales, refunds and tax by month and billing country">
        {report.data && rows.length > 0 && <TaxReportDownload report={report.data} />}
      </PageHeader>
      <Card>
        <CardHeader row>
          <SectionTitle>Sales and tax in {year}</SectionTitle>
          <ReportYearPicker
            years={reportYears(thisYear, year)}
            value={year}
            onChange={(chosen) => setParams({ year: chosen }, { replace: true })}
          />
        </CardHeader>
        <CardContent aria-busy={report.isFetching} className="flex flex-col gap-4">
          <p className="text-sm text-text-muted">{TAX_MESSAGES.taxReportBasis}</p>
          {report.isPending && <Loading text="Loading..." />}
          {report.isError && (
            <AdminLoadError onRetry={report.refetch} retrying={report.isFetching} message={refusal(report.error)} />
          )}
          {report.isSuccess && rows.length === 0 && <EmptyState>{noTaxReportRows(year)}</EmptyState>}
          {rows.length > 0 && <TaxReportTable rows={rows} />}
        </CardContent>
      </Card>
    </>
  );
}
