import type { AdminUserDetailResponse } from '@shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUser(userId: string): Promise<AdminUserDetailResponse> {
  return api('GET /admin/users/{userId}', { params: { userId } });
}

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'users', 'detail', userId], queryFn: () => getUser(userId) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
