import { NEXT_CURSOR_HEADER } from '@shared/api/headers';
import { cursorQuerySchema } from '@shared/schemas/api';
import { getPurchaseExportPage } from '../../data/purchase-export';
import { defineRoute } from '../../lib/http';
import { csv } from '../../lib/responses';
import { purchasesCsv } from './purchases-csv';

/** GET /admin/export/purchases.csv: a page of every purchase with its setup; more pages via x-next-cursor. */
export const exportPurchases = defineRoute(
  'GET /admin/export/purchases.csv',
  { query: cursorQuerySchema },
  async ({ query }) => {
    const { rows, nextCursor } = await getPurchaseExportPage(query.cursor);
    const body = await purchasesCsv(rows, query.cursor === undefined);
    return csv(body, 'purchases.csv', nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {});
  },
);
