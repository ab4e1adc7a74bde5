import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { formatCount } from '@shared/counts';
import { Download, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePurchasesCsvExport } from '../api/export-purchases-csv';

/** 'Exporting… 12,000 rows', and 'of 60,000' when the purchase count is known. */
function progressText(rows: number, total: number | undefined): string {
  const done = `Exporting… ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'}`;
  return total === undefined ? done : `${done} of ${formatCount(total)}`;
}

/**
 * Downloads every purchase with its tier setup as one CSV file, showing the rows exported so far
 * (of `total`, the purchase count, when it is known), with Cancel; a failed export offers 'Try again'
 * from the page that failed, and Export CSV starts over.
 */
export function PurchasesExport({ total }: { total: number | undefined }) {
  const { state, start, resume, cancel } = usePurchasesCsvExport();
  const exporting = state.status === 'exporting';
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <p role="status" aria-live="polite" className="text-sm text-text-muted tabular-nums">
        {exporting ? progressText(state.rows, total) : ''}
      </p>
      {state.status === 'failed' && (
        <div role="alert" className="flex items-center gap-3 text-sm text-danger">
          <span>{ADMIN_MESSAGES.exportFailed}</span>
          <Button variant="outline" size="sm" onClick={resume}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      )}
      {exporting && (
        <Button variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      )}
      <Button variant="outline" onClick={start} disabled={exporting} aria-busy={exporting}>
        <Download aria-hidden="true" className="size-4" />
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </div>
  );
}
