import type { OverviewResponse } from '@shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getOverview(): Promise<OverviewResponse> {
  return api('GET /admin/overview');
}

export const overviewQueryOptions = () => queryOptions({ queryKey: ['admin', 'overview'], queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
