import type { AdminContactsResponse } from '@shared/api/types/admin';
import { contactsQuerySchema } from '@shared/schemas/api';
import { listContacts } from '../../data/contact';
import { getOverviewTotals } from '../../data/totals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/contacts: one status's contact submissions and tickets (New unless asked) or all of them, newest first, with the count of each status. */
export const listAllContacts = defineRoute('GET /admin/contacts', { query: contactsQuerySchema }, async ({ query }) => {
  const { status, ...page } = query;
  const [found, totals] = await Promise.all([listContacts(status, page), getOverviewTotals()]);
  const body: AdminContactsResponse = {
    ...found,
    total: totals.contactCount,
    status,
    counts: totals.contactsByStatus,
  };
  return json(200, body);
});
