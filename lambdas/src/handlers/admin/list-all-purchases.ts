import type { AdminPurchasesResponse } from '@shared/api/types/admin';
import { pageQuerySchema } from '@shared/schemas/api';
import { listPurchases } from '../../data/purchase';
import { getOverviewTotals } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/purchases: purchases newest first, with the count and total revenue. */
export const listAllPurchases = defineRoute('GET /admin/purchases', { query: pageQuerySchema }, async ({ query }) => {
  const [page, totals] = await Promise.all([listPurchases(query), getOverviewTotals()]);
  const body: AdminPurchasesResponse = { ...page, total: totals.purchaseCount, totalRevenueCents: totals.revenueCents };
  return json(200, body);
});
