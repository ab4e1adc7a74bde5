import type { AdminPurchase } from '@shared/api/types/admin';
import { formatCents, formatPaid } from '@shared/money';
import { PurchaseStatusBadge } from '../../components/purchase-status-badge';
import { type RecordColumn, RecordList } from '../../components/record-list';
import { formatDate } from '../../lib/format-date';

const COLUMNS: RecordColumn<AdminPurchase>[] = [
  {
    header: 'User',
    cell: (purchase) => (
      <>
        {purchase.email ?? 'Unknown'}
        {purchase.gift && <span className="block text-xs text-text-muted">Gift from {purchase.gift.buyerEmail}</span>}
      </>
    ),
  },
  {
    header: 'Tier',
    cell: (purchase) => (
      <span className="flex flex-wrap items-center gap-2">
        {purchase.tierName}
        <PurchaseStatusBadge status={purchase.status} />
      </span>
    ),
  },
  { header: 'Amount', cell: (purchase) => <AmountWithTax purchase={purchase} />, className: 'tabular' },
  { header: 'Country', cell: (purchase) => purchase.billingCountry ?? '—' },
  {
    header: 'Stripe ID',
    cell: (purchase) => <span className="font-mono text-xs">{purchase.stripePaymentIntentId ?? 'N/A'}</span>,
    className: 'text-text-muted',
  },
  { header: 'Date', cell: (purchase) => formatDate(purchase.createdAt), className: 'whitespace-nowrap' },
];

/**
 * What was charged and, when tax was added, the subtotal before it and the tax on a line under it (the
 * ledger's US dollars): one column, so the list keeps its table at desktop widths.
 */
function AmountWithTax({ purchase }: { purchase: AdminPurchase }) {
  const charged = formatPaid(purchase.amountCents, purchase.presented);
  if (purchase.taxCents === 0) return charged;
  const subtotal = formatCents(purchase.amountCents - purchase.taxCents);
  return (
    <>
      {charged}
      <span className="block text-xs text-text-muted">
        {subtotal} + {formatCents(purchase.taxCents)} tax
      </span>
    </>
  );
}

export function PurchasesTable({ purchases }: { purchases: AdminPurchase[] }) {
  return <RecordList label="Purchases" columns={COLUMNS} records={purchases} recordKey={(purchase) => purchase.id} />;
}
