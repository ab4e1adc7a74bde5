import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useExportPurchasesCsv } from '../api/export-purchases-csv';

/** Downloads every purchase with its tier setup as one CSV file. */
export function ExportCsvButton() {
  const exportCsv = useExportPurchasesCsv();
  const onClick = () =>
    exportCsv.mutate(undefined, {
      onError: (error) => {
        console.error('Purchases export failed', error);
        toast.error(ADMIN_MESSAGES.exportFailed);
      },
    });
  return (
    <Button variant="outline" onClick={onClick} disabled={exportCsv.isPending} aria-busy={exportCsv.isPending}>
      <Download aria-hidden="true" className="size-4" />
      {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
