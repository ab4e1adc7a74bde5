import type { AdminGoal } from '@shared/api/types/goals';
import { formatCount } from '@shared/counts';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { formatGoalDollars } from '@shared/goals';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteGoal, useEditGoal } from '../api/change-goals';
import { useGoalForm } from '../hooks/use-goal-form';
import { GoalInputs } from './goal-inputs';

interface GoalRowProps {
  goal: AdminGoal;
  /** Moves the goal one place up (-1) or down (1); absent where it cannot move. */
  onMove: { up?: () => void; down?: () => void };
  /** A move of the list is being saved: no other move starts meanwhile. */
  moving: boolean;
}

/** The goal edited in place: its amount and what it unlocks, sent with the version that was loaded. */
function GoalEditForm({ goal, onDone }: { goal: AdminGoal; onDone: () => void }) {
  const edit = useEditGoal();
  const form = useGoalForm({ dollars: formatCount(goal.amountCents / 100), unlocks: goal.unlocks }, (fields) =>
    edit.mutateAsync({ goalId: goal.id, version: goal.version, ...fields }),
  );
  return (
    <form
      noValidate
      aria-label={`Edit the ${formatGoalDollars(goal.amountCents)} goal`}
      onSubmit={async (event) => {
        if (await form.onSubmit(event)) {
          toast.success(GOAL_MESSAGES.saved);
          onDone();
        }
      }}
      className="flex flex-col gap-3"
    >
      <GoalInputs form={form} />
      {form.serverError && (
        <p role="alert" className="text-sm text-danger">
          {form.serverError}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={form.saving}>
          {form.saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={form.saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One goal of the list: its amount and what it unlocks, moved up or down, edited in place, or deleted after a confirmation. */
export function GoalRow({ goal, onMove, moving }: GoalRowProps) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteGoal();
  const name = `the ${formatGoalDollars(goal.amountCents)} goal`;

  if (editing) {
    return (
      <li className="rounded-lg border border-border bg-surface-raised p-4">
        <GoalEditForm goal={goal} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-baseline gap-3">
        <span className="tabular w-24 shrink-0 font-semibold text-text">{formatGoalDollars(goal.amountCents)}</span>
        <span className="min-w-0 break-words text-text-muted">{goal.unlocks}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Move ${name} up`}
          disabled={!onMove.up || moving}
          onClick={onMove.up}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Move ${name} down`}
          disabled={!onMove.down || moving}
          onClick={onMove.down}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={`Delete ${name}`}>
              Delete
            </Button>
          }
          title={GOAL_MESSAGES.deleteTitle}
          description={`${formatGoalDollars(goal.amountCents)}: ${goal.unlocks}. ${GOAL_MESSAGES.deleteLead}`}
          confirmLabel="Delete goal"
          busyLabel="Deleting..."
          onConfirm={() => remove.mutateAsync(goal.id)}
          onSuccess={() => toast.success(GOAL_MESSAGES.deleted)}
          errorMessage={(error) => (error instanceof ApiError ? error.message : GOAL_MESSAGES.deleteFailed)}
        />
      </div>
    </li>
  );
}
