import type { AdminGoalsResponse } from '@shared/api/types/goals';
import type { GoalCreateRequest, GoalEditRequest } from '@shared/schemas/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalKeys } from './goal-keys';

/**
 * The goal writes. Each answers the goals after it, which become the list at once; a refusal (409: changed
 * by another admin) reloads the list so the admin sees what is there now. Toasts are the caller's.
 */
function useGoalsChange<Input>(write: (input: Input) => Promise<AdminGoalsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => queryClient.setQueryData(goalKeys.list(), answer),
    onError: () => queryClient.invalidateQueries({ queryKey: goalKeys.list() }),
  });
}

export function useCreateGoal() {
  return useGoalsChange((body: GoalCreateRequest) => api('POST /admin/goals', { body }));
}

export function useEditGoal() {
  return useGoalsChange(({ goalId, ...body }: GoalEditRequest & { goalId: string }) =>
    api('PUT /admin/goals/{goalId}', { params: { goalId }, body }),
  );
}

export function useDeleteGoal() {
  return useGoalsChange((goalId: string) => api('DELETE /admin/goals/{goalId}', { params: { goalId } }));
}

export function useOrderGoals() {
  return useGoalsChange((goalIds: string[]) => api('PUT /admin/goal-order', { body: { goalIds } }));
}
