import type { OverviewResponse } from '@shared/api/types';
import { listRecentPurchases } from '../../data/purchase';
import { getOverviewTotals } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

const RECENT_PURCHASES = 5;

/** GET /admin/overview: the four stats and the newest purchases, in two reads whatever the data size. */
export const getOverview = defineRoute('GET /admin/overview', {}, async () => {
  const [totals, recentPurchases] = await Promise.all([getOverviewTotals(), listRecentPurchases(RECENT_PURCHASES)]);
  const body: OverviewResponse = {
    totalUsers: totals.userCount,
    totalRevenueCents: totals.revenueCents,
    totalPurchases: totals.purchaseCount,
    pendingContacts: totals.pendingContacts,
    recentPurchases,
  };
  return json(200, body);
});
