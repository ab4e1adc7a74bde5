import type { Purchase } from '@shared/api/types';
import { PURCHASE_STATUS_LABELS } from '@shared/ledger';
import { formatCents } from '@shared/money';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDate } from '../lib/format-date';
import { EmptyState, SectionTitle } from './page-header';

/** A user's purchases, newest first, prices as $x.xx (DESIGN decision 1). */
export function UserPurchasesCard({ purchases }: { purchases: Purchase[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Tier Purchases</SectionTitle>
      </CardHeader>
      <CardContent>
        {purchases.length === 0 ? (
          <EmptyState>No purchases yet</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {purchases.map((purchase) => (
              <li
                key={purchase.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
              >
                <div>
                  <p className="flex items-center gap-2 font-semibold text-text">
                    {purchase.tierName}
                    {PURCHASE_STATUS_LABELS[purchase.status] && (
                      <Badge variant={purchase.status === 'partially_refunded' ? 'warning' : 'danger'}>
                        {PURCHASE_STATUS_LABELS[purchase.status]}
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm text-text-muted">Purchased on {formatDate(purchase.createdAt)}</p>
                </div>
                <p className="tabular text-lg font-bold text-text">{formatCents(purchase.amountCents)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
