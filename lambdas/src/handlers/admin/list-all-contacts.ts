import type { AdminContactsResponse } from '@shared/api/types/admin';
import { pageQuerySchema } from '@shared/schemas/api';
import { listContacts } from '../../data/contact';
import { getOverviewTotals } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/contacts: contact submissions and tickets, newest first. */
export const listAllContacts = defineRoute('GET /admin/contacts', { query: pageQuerySchema }, async ({ query }) => {
  const [page, totals] = await Promise.all([listContacts(query), getOverviewTotals()]);
  const body: AdminContactsResponse = { ...page, total: totals.contactCount };
  return json(200, body);
});
