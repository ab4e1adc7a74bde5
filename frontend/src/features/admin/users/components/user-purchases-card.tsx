import type { AdminUserPurchase, LedgerLine } from '@shared/api/types/admin';
import { formatCents, formatPaid } from '@shared/money';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { EmptyState, SectionTitle } from '../../components/page-header';
import { PurchaseStatusBadge } from '../../components/purchase-status-badge';
import { countryLabel } from '../../lib/country-name';
import { formatDate } from '../../lib/format-date';
import { RefundDialog } from './refund-dialog';
import { UserLedgerLine } from './user-ledger-line';

/**
 * A user's purchases, newest first, prices as $x.xx (DESIGN decision 1) with the tax in them and the billing
 * country, with the ledger line and refunds.
 */
export function UserPurchasesCard({ purchases, ledger }: { purchases: AdminUserPurchase[]; ledger: LedgerLine }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Tier Purchases</SectionTitle>
      </CardHeader>
      <CardContent>
        {purchases.length > 0 && <UserLedgerLine ledger={ledger} />}
        {purchases.length === 0 ? (
          <EmptyState>No purchases yet</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {purchases.map((purchase) => (
              <li
                key={purchase.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
              >
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-semibold text-text">
                    {purchase.tierName}
                    <PurchaseStatusBadge status={purchase.status} />
                  </p>
                  <p className="text-sm text-text-muted">Purchased on {formatDate(purchase.createdAt)}</p>
                  <PurchaseGift purchase={purchase} />
                  <PurchaseTax purchase={purchase} />
                </div>
                <div className="flex items-center gap-3">
                  <p className="tabular text-lg font-bold text-text">
                    {formatPaid(purchase.amountCents, purchase.presented)}
                  </p>
                  <RefundDialog purchase={purchase} purchases={purchases} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Who paid for a purchase the user claimed as a gift, linked to the buyer's page, which lists the gifts
 * they sent; only 'Gift' once the buyer deleted their account and their address with it.
 */
function PurchaseGift({ purchase }: { purchase: AdminUserPurchase }) {
  const { gift } = purchase;
  if (!gift) return null;
  return (
    <p className="text-sm text-text-muted wrap-anywhere">
      {gift.buyerEmail === null ? (
        'Gift'
      ) : (
        <>
          Gift from{' '}
          <Link to={paths.admin.user(gift.buyerId)} className="rounded text-accent underline-offset-4 hover:underline">
            {gift.buyerEmail}
          </Link>
        </>
      )}
    </p>
  );
}

/**
 * The tax in a purchase and the billing country Stripe worked it out for: 'Tax $5.70 · Billing country DE
 * (Germany)'. A purchase from before the store collected tax has neither and shows nothing; one with a
 * country and no tax due says 'Tax $0.00'. Beside an amount paid in another currency the tax says whose
 * dollars it is in (US$), as the amount does.
 */
function PurchaseTax({ purchase }: { purchase: AdminUserPurchase }) {
  const { taxCents, billingCountry, presented } = purchase;
  if (taxCents === 0 && billingCountry === null) return null;
  const usPrefix = presented && presented.currency.toLowerCase() !== 'usd' ? 'US' : '';
  return (
    <p className="tabular text-sm text-text-muted">
      Tax {usPrefix}
      {formatCents(taxCents)}
      {billingCountry !== null && (
        <>
          {' '}
          <span aria-hidden="true">·</span> Billing country {countryLabel(billingCountry)}
        </>
      )}
    </p>
  );
}
