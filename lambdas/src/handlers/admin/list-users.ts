import type { AdminUsersResponse } from '@shared/api/types/admin';
import { usersQuerySchema } from '@shared/schemas/api';
import { listProfiles } from '../../data/profile';
import { getOverviewTotals } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/users: users newest first, or searched by email on the server (prefix, else substring). */
export const listUsers = defineRoute('GET /admin/users', { query: usersQuerySchema }, async ({ query }) => {
  const [page, totals] = await Promise.all([listProfiles(query), getOverviewTotals()]);
  const body: AdminUsersResponse = { ...page, total: totals.userCount };
  return json(200, body);
});
