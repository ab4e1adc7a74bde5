import type { AdminGoal } from '@shared/api/types/goals';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { EmptyState, PageHeader, SectionTitle } from '../../components/page-header';
import { useOrderGoals } from '../api/change-goals';
import { useAdminGoals } from '../api/get-goals';
import { GoalForm } from './goal-form';
import { GoalRow } from './goal-row';

/** The ids in their order with the goal at `index` swapped with its neighbour `by` places away. */
function movedOrder(goals: readonly AdminGoal[], index: number, by: -1 | 1): string[] {
  const ids = goals.map((goal) => goal.id);
  const [moved] = ids.splice(index, 1);
  if (moved) ids.splice(index + by, 0, moved);
  return ids;
}

/**
 * /admin/goals: the community goals the landing page and the gym wall show, in their order: add one,
 * edit one in place, move it up or down, delete it. Every change is audited and published within seconds.
 */
export function GoalsPage() {
  const goals = useAdminGoals();
  const order = useOrderGoals();
  useLogLoadError(goals.error, 'community goals');
  const list = goals.data?.goals ?? [];

  const move = (index: number, by: -1 | 1) =>
    order.mutate(movedOrder(list, index, by), {
      onSuccess: () => toast.success(GOAL_MESSAGES.reordered),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : GOAL_MESSAGES.orderFailed),
    });

  return (
    <>
      <PageHeader title="Goals" subtitle="What the community unlocks as the total raised grows" />
      <div className="flex flex-col gap-6">
        <GoalForm />
        <Card>
          <CardHeader>
            <SectionTitle>All Goals</SectionTitle>
          </CardHeader>
          <CardContent>
            {goals.isPending && <Loading text={GOAL_MESSAGES.loading} />}
            {goals.isError && (
              <AdminLoadError message={GOAL_MESSAGES.loadFailed} onRetry={goals.refetch} retrying={goals.isFetching} />
            )}
            {goals.isSuccess && list.length === 0 && (
              <EmptyState>
                {GOAL_MESSAGES.empty}. {GOAL_MESSAGES.emptyLead}
              </EmptyState>
            )}
            {list.length > 0 && (
              <ol className="flex flex-col gap-3" aria-label="Goals in order">
                {list.map((goal, index) => (
                  <GoalRow
                    key={goal.id}
                    goal={goal}
                    moving={order.isPending}
                    onMove={{
                      ...(index > 0 ? { up: () => move(index, -1) } : {}),
                      ...(index < list.length - 1 ? { down: () => move(index, 1) } : {}),
                    }}
                  />
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
