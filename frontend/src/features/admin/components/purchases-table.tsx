import type { AdminPurchase } from '@shared/api/types';
import { PURCHASE_STATUS_LABELS } from '@shared/ledger';
import { formatCents } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '../lib/format-date';
import { AdminTable, Cell, Row } from './admin-table';

export function PurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  return (
    <AdminTable label="Purchases" columns={['User', 'Tier', 'Amount', 'Stripe ID', 'Date']}>
      {purchases.map((purchase) => (
        <Row key={purchase.id}>
          <Cell>{purchase.email ?? 'Unknown'}</Cell>
          <Cell>
            <span className="flex items-center gap-2">
              {purchase.tierName}
              {PURCHASE_STATUS_LABELS[purchase.status] && (
                <Badge variant={purchase.status === 'partially_refunded' ? 'warning' : 'danger'}>
                  {PURCHASE_STATUS_LABELS[purchase.status]}
                </Badge>
              )}
            </span>
          </Cell>
          <Cell className="tabular">{formatCents(purchase.amountCents)}</Cell>
          <Cell className="font-mono text-xs text-text-muted">{purchase.stripePaymentIntentId ?? 'N/A'}</Cell>
          <Cell className="whitespace-nowrap">{formatDate(purchase.createdAt)}</Cell>
        </Row>
      ))}
    </AdminTable>
  );
}
