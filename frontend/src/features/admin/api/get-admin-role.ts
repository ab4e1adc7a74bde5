import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminRoleResponse } from '@shared/api/types/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

function getAdminRole(): Promise<AdminRoleResponse> {
  return api('GET /admin/role');
}

const adminRoleQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.role(userId), queryFn: getAdminRole });

export function useAdminRole(userId: string | undefined) {
  return useQuery({ ...adminRoleQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** The server refused an admin only for want of two-step sign-in: an admin all the same, who must set it up. */
export function needsTwoStep(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === ADMIN_MESSAGES.twoStepRequired;
}

/**
 * The server refused this session only because it began before the admin's last two-step change (it
 * may not have answered a code): an admin all the same, who must sign in again.
 */
export function needsFreshSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === ADMIN_MESSAGES.signInAgain;
}
