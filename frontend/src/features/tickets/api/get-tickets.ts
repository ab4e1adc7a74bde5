import type { Ticket } from '@shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

/** GET /me/tickets, newest first (sorted here too, so the order never depends on the server). */
export async function getTickets(): Promise<Ticket[]> {
  const { tickets } = await api('GET /me/tickets');
  return [...tickets].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const ticketsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['me', userId, 'tickets'], queryFn: getTickets });

export function useTickets() {
  const { user } = useAuth();
  return useQuery({ ...ticketsQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}
