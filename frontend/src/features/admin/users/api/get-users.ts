import type { AdminUsersResponse } from '@shared/api/types/admin';
import type { UserSearchMatch } from '@shared/schemas/api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

interface UsersQuery {
  /** Email prefix (or substring); the server matches it case-insensitively. */
  q: string;
  /** Ask for the substring search rather than the prefix search. */
  anywhere: boolean;
}

/** Where the next page starts, and how the search matched on the first page (the next ones match the same). */
interface UsersPageParam {
  cursor?: string;
  match?: UserSearchMatch;
}

function getUsers({ q, anywhere }: UsersQuery, { cursor, match }: UsersPageParam): Promise<AdminUsersResponse> {
  const asked = match ?? (anywhere ? 'substring' : undefined);
  return api('GET /admin/users', { query: { q: q.trim(), cursor, ...(q.trim() && asked ? { match: asked } : {}) } });
}

const usersQueryOptions = (search: UsersQuery) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(search.q, search.anywhere),
    queryFn: ({ pageParam }) => getUsers(search, pageParam),
    initialPageParam: {} as UsersPageParam,
    getNextPageParam: (page): UsersPageParam | undefined =>
      page.nextCursor ? { cursor: page.nextCursor, match: page.match } : undefined,
  });

export function useUsers(search: UsersQuery) {
  // Keep the current rows on screen while the next search answers.
  return useInfiniteQuery({ ...usersQueryOptions(search), placeholderData: keepPreviousData });
}
