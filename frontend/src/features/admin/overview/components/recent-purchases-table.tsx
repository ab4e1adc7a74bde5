import type { AdminPurchase } from '@shared/api/types/admin';
import { formatPaid } from '@shared/money';
import { EmptyState } from '../../components/page-header';
import { type RecordColumn, RecordList } from '../../components/record-list';
import { formatDate } from '../../lib/format-date';

const COLUMNS: RecordColumn<AdminPurchase>[] = [
  { header: 'User', cell: (purchase) => purchase.email ?? 'Unknown' },
  { header: 'Tier', cell: (purchase) => purchase.tierName },
  { header: 'Amount', cell: (purchase) => formatPaid(purchase.amountCents, purchase.presented), className: 'tabular' },
  { header: 'Date', cell: (purchase) => formatDate(purchase.createdAt), className: 'whitespace-nowrap' },
];

/** The overview's 5 newest purchases. */
export function RecentPurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  if (purchases.length === 0) return <EmptyState>No purchases yet</EmptyState>;
  return (
    <RecordList label="Recent Purchases" columns={COLUMNS} records={purchases} recordKey={(purchase) => purchase.id} />
  );
}
