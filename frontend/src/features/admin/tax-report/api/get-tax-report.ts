import type { TaxReportResponse } from '@shared/api/types/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

/** The year as the address spells it: the API judges it, and answers 400 with its message when it is not a year. */
function getTaxReport(year: string): Promise<TaxReportResponse> {
  return api('GET /admin/tax-report', { query: { year } });
}

const taxReportQueryOptions = (year: string) =>
  queryOptions({ queryKey: adminKeys.taxReport(year), queryFn: () => getTaxReport(year) });

/** One calendar year's sales, refunds and tax, by month (UTC) and billing country. */
export function useTaxReport(year: string) {
  return useQuery(taxReportQueryOptions(year));
}
