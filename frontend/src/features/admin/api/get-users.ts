import type { AdminUsersResponse } from '@shared/api/types/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

interface UsersQuery {
  /** Email substring; the server matches it case-insensitively. */
  q: string;
  cursor?: string;
}

function getUsers({ q, cursor }: UsersQuery): Promise<AdminUsersResponse> {
  return api('GET /admin/users', { query: { q: q.trim(), cursor } });
}

const usersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) => getUsers({ q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useUsers(q: string) {
  // Keep the current rows on screen while the next search answers.
  return useInfiniteQuery({ ...usersQueryOptions(q), placeholderData: keepPreviousData });
}
