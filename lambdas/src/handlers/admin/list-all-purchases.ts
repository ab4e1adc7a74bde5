import type { AdminPurchasesResponse } from '@shared/api/types/admin';
import { purchasesQuerySchema } from '@shared/schemas/api';
import { adminPurchaseGift } from '../../data/gift-operations';
import { listPurchases } from '../../data/purchase';
import { getOverviewTotals } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/purchases: purchases newest first, of one tier and between two days when asked, with the count and total revenue. */
export const listAllPurchases = defineRoute(
  'GET /admin/purchases',
  { query: purchasesQuerySchema },
  async ({ query }) => {
    const { tierId, from, to, ...page } = query;
    const [found, totals] = await Promise.all([listPurchases({ tierId, from, to }, page), getOverviewTotals()]);
    const body: AdminPurchasesResponse = {
      ...found,
      // A claimed gift's row names who paid for it, and nothing else of the gift.
      items: found.items.map((purchase) => ({ ...purchase, gift: adminPurchaseGift(purchase) })),
      total: totals.purchaseCount,
      totalRevenueCents: totals.revenueCents,
      totalTaxCents: totals.taxCents,
    };
    return json(200, body);
  },
);
