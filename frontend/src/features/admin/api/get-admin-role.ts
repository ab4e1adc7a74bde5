import type { AdminRoleResponse } from '@shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

function getAdminRole(): Promise<AdminRoleResponse> {
  return api('GET /admin/role');
}

const adminRoleQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.role(userId), queryFn: getAdminRole });

export function useAdminRole(userId: string | undefined) {
  return useQuery({ ...adminRoleQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
