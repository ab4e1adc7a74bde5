import type { AdminGoalsResponse } from '@shared/api/types/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalKeys } from './goal-keys';

function getGoals(): Promise<AdminGoalsResponse> {
  return api('GET /admin/goals');
}

const goalsQueryOptions = () => queryOptions({ queryKey: goalKeys.list(), queryFn: getGoals });

/** Every community goal in its order, with the version an edit sends back. */
export function useAdminGoals() {
  return useQuery(goalsQueryOptions());
}
