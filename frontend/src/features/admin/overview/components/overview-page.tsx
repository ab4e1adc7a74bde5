import { formatCents } from '@shared/money';
import { CreditCard, DollarSign, Inbox, UserPen, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { NetOfTax } from '../../components/net-of-tax';
import { PageHeader, SectionTitle } from '../../components/page-header';
import { useOverview } from '../api/get-overview';
import { RecentPurchasesTable } from './recent-purchases-table';
import { StatCard } from './stat-card';

// The chart library loads with the charts only, after the totals are on screen.
const OverviewCharts = lazy(() => import('./overview-charts'));

/** /admin: the totals (revenue net of tax, the tax under it), the charts and the 5 newest purchases. */
export function OverviewPage() {
  const overview = useOverview();
  useLogLoadError(overview.error, 'admin overview');
  const data = overview.data;
  return (
    <>
      <PageHeader title="Dashboard Overview" />
      {overview.isPending && <Loading text="Loading..." />}
      {overview.isError && <AdminLoadError onRetry={overview.refetch} retrying={overview.isFetching} />}
      {data && (
        <div className="flex flex-col gap-6">
          <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            <StatCard label="Total Users" value={String(data.totalUsers)} icon={Users} />
            <StatCard
              label="Total Revenue"
              value={formatCents(data.totalRevenueCents)}
              icon={DollarSign}
              detail={<NetOfTax taxCents={data.totalTaxCents} />}
            />
            <StatCard label="Total Purchases" value={String(data.totalPurchases)} icon={CreditCard} />
            <StatCard label="Pending Contacts" value={String(data.pendingContacts)} icon={Inbox} />
            <StatCard label="Setup pending" value={String(data.setupPending)} icon={UserPen} />
          </section>
          <Suspense fallback={<Loading text="Loading charts..." />}>
            <OverviewCharts revenueByDay={data.revenueByDay} purchasesByTier={data.purchasesByTier} />
          </Suspense>
          <Card>
            <CardHeader>
              <SectionTitle>Recent Purchases</SectionTitle>
            </CardHeader>
            <CardContent>
              <RecentPurchasesTable purchases={data.recentPurchases} />
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}
