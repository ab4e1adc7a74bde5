import type { AdminPurchase } from '@shared/api/types';
import { formatCents } from '@shared/money';
import { formatDate } from '../lib/format-date';
import { AdminTable, Cell, Row } from './admin-table';
import { EmptyState } from './page-header';

/** The overview's 5 newest purchases. */
export function RecentPurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  if (purchases.length === 0) return <EmptyState>No purchases yet</EmptyState>;
  return (
    <AdminTable label="Recent Purchases" columns={['User', 'Tier', 'Amount', 'Date']}>
      {purchases.map((purchase) => (
        <Row key={purchase.id}>
          <Cell>{purchase.email ?? 'Unknown'}</Cell>
          <Cell>{purchase.tierName}</Cell>
          <Cell className="tabular">{formatCents(purchase.amountCents)}</Cell>
          <Cell className="whitespace-nowrap">{formatDate(purchase.createdAt)}</Cell>
        </Row>
      ))}
    </AdminTable>
  );
}
