import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { NO_PURCHASE_FILTER, usePurchases } from '../api/get-purchases';
import { PurchaseFilters } from './purchase-filters';
import { PurchasesExport } from './purchases-export';
import { PurchasesRevenue } from './purchases-revenue';
import { PurchasesTable } from './purchases-table';

/**
 * /admin/purchases: every purchase (or one tier's, between two days), newest first, with the revenue (net of
 * tax) and the tax, and the CSV export.
 */
export function PurchasesPage() {
  const [filter, setFilter] = useState(NO_PURCHASE_FILTER);
  const purchases = usePurchases(filter);
  useLogLoadError(purchases.error, 'purchases');
  const rows = purchases.data?.pages.flatMap((page) => page.items) ?? [];
  const first = purchases.data?.pages[0];

  return (
    <>
      <PageHeader title="Purchases">
        <PurchasesExport total={first?.total} />
      </PageHeader>
      <Card>
        <CardHeader row>
          <SectionTitle>All Purchases{first ? ` (${first.total})` : ''}</SectionTitle>
          {first && (
            <PurchasesRevenue totalRevenueCents={first.totalRevenueCents} totalTaxCents={first.totalTaxCents} />
          )}
        </CardHeader>
        <CardContent aria-busy={purchases.isFetching} className="flex flex-col gap-4">
          <PurchaseFilters value={filter} onChange={setFilter} />
          {purchases.isPending && <Loading text="Loading..." />}
          {purchases.isError && <AdminLoadError onRetry={purchases.refetch} retrying={purchases.isFetching} />}
          {purchases.isSuccess && rows.length === 0 && <EmptyState>No purchases yet</EmptyState>}
          {rows.length > 0 && <PurchasesTable purchases={rows} />}
          <LoadMoreButton
            hasNextPage={purchases.hasNextPage}
            isFetchingNextPage={purchases.isFetchingNextPage}
            fetchNextPage={purchases.fetchNextPage}
          />
        </CardContent>
      </Card>
    </>
  );
}
