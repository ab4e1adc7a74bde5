import type { GoalsResponse } from '@shared/api/types/goals';
import { api } from '@/lib/api-client';

/**
 * GET /goals: the community goals' figures, the same for everyone (CloudFront keeps them two minutes).
 * Fetched without the query library: the landing page's first load does not carry it.
 */
export function getGoals(): Promise<GoalsResponse> {
  return api('GET /goals');
}
