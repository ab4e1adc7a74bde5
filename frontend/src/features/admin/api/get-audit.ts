import type { AdminAuditResponse } from '@shared/api/types/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AuditFilter, adminKeys } from './admin-keys';

function getAudit(filter: AuditFilter, cursor?: string): Promise<AdminAuditResponse> {
  return api('GET /admin/audit', { query: { ...filter, cursor } });
}

const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Admin actions newest first, a page at a time: all, or those on one contact or user. */
export function useAudit(filter: AuditFilter = {}, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...auditQueryOptions(filter), enabled: options.enabled ?? true });
}
