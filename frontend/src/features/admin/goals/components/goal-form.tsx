import { GOAL_MESSAGES } from '@shared/goal-messages';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { SectionTitle } from '../../components/page-header';
import { useCreateGoal } from '../api/change-goals';
import { useGoalForm } from '../hooks/use-goal-form';
import { GoalInputs } from './goal-inputs';

/** 'New goal': an amount and what it unlocks, added after the others. */
export function GoalForm() {
  const titleId = useId();
  const create = useCreateGoal();
  const form = useGoalForm({ dollars: '', unlocks: '' }, (goal) => create.mutateAsync(goal));

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>New goal</SectionTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={async (event) => {
            if (await form.onSubmit(event)) {
              form.reset();
              toast.success(GOAL_MESSAGES.created);
            }
          }}
          className="flex flex-col gap-4"
        >
          <GoalInputs form={form} />
          {form.serverError && (
            <p role="alert" className="text-sm text-danger">
              {form.serverError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={form.saving}>
              {form.saving ? 'Saving...' : 'Add goal'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
