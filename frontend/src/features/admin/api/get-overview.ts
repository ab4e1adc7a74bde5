import type { OverviewResponse } from '@shared/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export function getOverview(): Promise<OverviewResponse> {
  return api('GET /admin/overview');
}

export const overviewQueryOptions = () => queryOptions({ queryKey: adminKeys.overview(), queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
