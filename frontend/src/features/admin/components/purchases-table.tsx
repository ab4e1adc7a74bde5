import type { AdminPurchase } from '@shared/api/types/admin';
import { PURCHASE_STATUS_LABELS } from '@shared/ledger';
import { formatCents } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '../lib/format-date';
import { type RecordColumn, RecordList } from './record-list';

const COLUMNS: RecordColumn<AdminPurchase>[] = [
  { header: 'User', cell: (purchase) => purchase.email ?? 'Unknown' },
  {
    header: 'Tier',
    cell: (purchase) => (
      <span className="flex flex-wrap items-center gap-2">
        {purchase.tierName}
        {PURCHASE_STATUS_LABELS[purchase.status] && (
          <Badge
            variant={
              purchase.status === 'partially_refunded' || purchase.status === 'overpayment_refunded'
                ? 'warning'
                : 'danger'
            }
          >
            {PURCHASE_STATUS_LABELS[purchase.status]}
          </Badge>
        )}
      </span>
    ),
  },
  { header: 'Amount', cell: (purchase) => formatCents(purchase.amountCents), className: 'tabular' },
  {
    header: 'Stripe ID',
    cell: (purchase) => <span className="font-mono text-xs">{purchase.stripePaymentIntentId ?? 'N/A'}</span>,
    className: 'text-text-muted',
  },
  { header: 'Date', cell: (purchase) => formatDate(purchase.createdAt), className: 'whitespace-nowrap' },
];

export function PurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  return <RecordList label="Purchases" columns={COLUMNS} records={purchases} recordKey={(purchase) => purchase.id} />;
}
