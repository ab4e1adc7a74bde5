import type { Ticket } from '@shared/api/types/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { meKeys } from '@/lib/query-keys';

/** GET /me/tickets, newest first (sorted here too, so the order never depends on the server). */
async function getTickets(): Promise<Ticket[]> {
  const { tickets } = await api('GET /me/tickets');
  return [...tickets].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const ticketsQueryOptions = (userId: string) => queryOptions({ queryKey: meKeys.tickets(userId), queryFn: getTickets });

export function useTickets() {
  const { user } = useAuth();
  return useQuery({ ...ticketsQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}
