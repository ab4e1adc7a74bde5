import type { AdminPurchase } from '@shared/api/types/admin';
import { formatCents, formatPaid } from '@shared/money';
import { PurchaseStatusBadge } from '../../components/purchase-status-badge';
import { type RecordColumn, RecordList } from '../../components/record-list';
import { formatDate } from '../../lib/format-date';

const COLUMNS: RecordColumn<AdminPurchase>[] = [
  { header: 'User', cell: (purchase) => purchase.email ?? 'Unknown' },
  {
    header: 'Tier',
    cell: (purchase) => (
      <span className="flex flex-wrap items-center gap-2">
        {purchase.tierName}
        <PurchaseStatusBadge status={purchase.status} />
      </span>
    ),
  },
  // The ledger's US dollars: the subtotal and the tax add up to what was charged, the Amount.
  {
    header: 'Subtotal',
    cell: (purchase) => formatCents(purchase.amountCents - purchase.taxCents),
    className: 'tabular',
  },
  { header: 'Tax', cell: (purchase) => formatCents(purchase.taxCents), className: 'tabular' },
  { header: 'Amount', cell: (purchase) => formatPaid(purchase.amountCents, purchase.presented), className: 'tabular' },
  { header: 'Country', cell: (purchase) => purchase.billingCountry ?? '—' },
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
