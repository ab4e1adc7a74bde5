import type { AdminContactsResponse } from '@shared/api/types/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

function getContacts(cursor?: string): Promise<AdminContactsResponse> {
  return api('GET /admin/contacts', { query: { cursor } });
}

const contactsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.contacts(),
    queryFn: ({ pageParam }) => getContacts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useContacts() {
  return useInfiniteQuery(contactsQueryOptions());
}
