import type { TicketsResponse } from '@shared/api/types/account';
import { listTicketsForUser } from '../../data/contact';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /me/tickets: the caller's tickets, newest first, without internal notes. */
export const listMyTickets = defineRoute('GET /me/tickets', {}, async ({ caller }) => {
  const body: TicketsResponse = { tickets: await listTicketsForUser(caller.userId) };
  return json(200, body);
});
