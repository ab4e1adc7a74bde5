import type { TaxReportResponse } from '@shared/api/types/admin';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '../../lib/download-file';
import { taxReportCsv, taxReportFileName } from '../lib/tax-report-csv';

/** Download CSV: the year's rows as the page has them, as tax-report-<year>.csv (no request of its own). */
export function TaxReportDownload({ report }: { report: TaxReportResponse }) {
  return (
    <Button variant="outline" onClick={() => downloadFile(taxReportFileName(report), taxReportCsv(report))}>
      <Download aria-hidden="true" className="size-4" />
      Download CSV
    </Button>
  );
}
