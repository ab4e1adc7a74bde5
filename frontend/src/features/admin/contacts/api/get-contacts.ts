import type { AdminContactsResponse } from '@shared/api/types/admin';
import type { ContactListStatus } from '@shared/tickets';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function getContacts(status: ContactListStatus, cursor?: string): Promise<AdminContactsResponse> {
  return api('GET /admin/contacts', { query: { status, cursor } });
}

const contactsQueryOptions = (status: ContactListStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.contacts(status),
    queryFn: ({ pageParam }) => getContacts(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** One status's submissions, or all of them, newest first; the tabs' counts stay on screen while another loads. */
export function useContacts(status: ContactListStatus) {
  return useInfiniteQuery({ ...contactsQueryOptions(status), placeholderData: keepPreviousData });
}
