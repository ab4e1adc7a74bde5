import type { TaxReportResponse } from '@shared/api/types/admin';
import { taxReportQuerySchema } from '@shared/schemas/api';
import { getTaxReport } from '../../data/tax-report';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/tax-report: a year's sales, refunds and tax by month and billing country, from the report's sums. */
export const taxReport = defineRoute('GET /admin/tax-report', { query: taxReportQuerySchema }, async ({ query }) => {
  const year = query.year ?? new Date().getUTCFullYear();
  const body: TaxReportResponse = { year, rows: await getTaxReport(year) };
  return json(200, body);
});
