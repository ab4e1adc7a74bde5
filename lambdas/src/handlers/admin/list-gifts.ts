import { adminGiftsQuerySchema } from '@shared/schemas/gift-admin';
import { listAdminGifts } from '../../data/gift-operations';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/gifts: paid gifts newest first, each with where it stands; `status` narrows to one. */
export const listGifts = defineRoute('GET /admin/gifts', { query: adminGiftsQuerySchema }, async ({ query }) => {
  const { status, ...page } = query;
  return json(200, await listAdminGifts(status, page));
});
