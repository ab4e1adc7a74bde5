import type { AdminRoleResponse } from '@shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAdminRole(): Promise<AdminRoleResponse> {
  return api('GET /admin/role');
}

// Keyed by user so a different sign-in never reuses another account's answer.
export const adminRoleQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'role', userId], queryFn: getAdminRole });

export function useAdminRole(userId: string | undefined) {
  return useQuery({ ...adminRoleQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
