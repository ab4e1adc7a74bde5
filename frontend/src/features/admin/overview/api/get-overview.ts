import type { OverviewResponse } from '@shared/api/types/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

function getOverview(): Promise<OverviewResponse> {
  return api('GET /admin/overview');
}

const overviewQueryOptions = () => queryOptions({ queryKey: adminKeys.overview(), queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
