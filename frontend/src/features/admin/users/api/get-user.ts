import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function getUser(userId: string): Promise<AdminUserDetailResponse> {
  return api('GET /admin/users/{userId}', { params: { userId } });
}

const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getUser(userId) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
