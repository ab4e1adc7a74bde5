import { GOAL_LIMITS } from '@shared/goal-messages';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { GoalFormState } from '../hooks/use-goal-form';

/** A goal's two fields: the amount in whole dollars and what it unlocks. */
export function GoalInputs({ form }: { form: GoalFormState }) {
  const { fields, set, errors } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <Field label="Amount (USD)" hint="Whole dollars, for example 50,000" error={errors.amountCents}>
        <Input
          name="dollars"
          inputMode="numeric"
          autoComplete="off"
          value={fields.dollars}
          onChange={(event) => set('dollars', event.target.value)}
        />
      </Field>
      <Field
        label="Unlocks"
        hint="What the community gets at this amount, for example 5v5 mode at launch"
        error={errors.unlocks}
      >
        <Input
          name="unlocks"
          maxLength={GOAL_LIMITS.unlocksMax}
          value={fields.unlocks}
          onChange={(event) => set('unlocks', event.target.value)}
        />
      </Field>
    </div>
  );
}
