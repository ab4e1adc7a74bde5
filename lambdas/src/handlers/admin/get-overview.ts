import type { OverviewResponse } from '@shared/api/types/admin';
import { TIERS } from '@shared/tiers';
import { listRecentPurchases } from '../../data/purchase';
import { getOverviewFigures } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

const RECENT_PURCHASES = 5;
const CHART_DAYS = 30;

/** GET /admin/overview: the stats, the newest purchases and the charts' figures, in two reads whatever the data size. */
export const getOverview = defineRoute('GET /admin/overview', {}, async () => {
  const [{ totals, days }, recentPurchases] = await Promise.all([
    getOverviewFigures(CHART_DAYS, new Date()),
    listRecentPurchases(RECENT_PURCHASES),
  ]);
  const body: OverviewResponse = {
    totalUsers: totals.userCount,
    totalRevenueCents: totals.revenueCents,
    totalTaxCents: totals.taxCents,
    totalPurchases: totals.purchaseCount,
    pendingContacts: totals.pendingContacts,
    setupPending: totals.setupPending,
    recentPurchases,
    revenueByDay: days.map(({ date, revenueCents }) => ({ date, revenueCents })),
    purchasesByTier: TIERS.map((tier) => ({ tierId: tier.id, count: totals.purchasesByTier[tier.id] })),
  };
  return json(200, body);
});
