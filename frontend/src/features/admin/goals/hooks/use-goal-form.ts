import { GOAL_MESSAGES } from '@shared/goal-messages';
import { goalCreateSchema } from '@shared/schemas/goals';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';

/** The goal's fields as typed: the amount in whole dollars (commas allowed), what it unlocks. */
export interface GoalFields {
  dollars: string;
  unlocks: string;
}

/** Dollars as typed ("50,000" or "$50000") in cents, or NaN, which the schema refuses with its message. */
function centsOf(typed: string): number {
  const digits = typed.replace(/[$,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) * 100 : Number.NaN;
}

/**
 * A goal's form, new or edited: checked with the API's own schema, then sent by `save`; the API's
 * refusal (an amount taken, another admin's change) shows under the form.
 */
export function useGoalForm(
  initial: GoalFields,
  save: (goal: { amountCents: number; unlocks: string }) => Promise<unknown>,
) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (name: keyof GoalFields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalCreateSchema.safeParse({ amountCents: centsOf(fields.dollars), unlocks: fields.unlocks });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    setErrors({});
    setServerError(null);
    setSaving(true);
    try {
      await save(parsed.data);
      return true;
    } catch (failure) {
      setServerError(failure instanceof ApiError ? failure.message : GOAL_MESSAGES.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { fields, set, errors, serverError, saving, onSubmit, reset: () => setFields(initial) };
}

export type GoalFormState = ReturnType<typeof useGoalForm>;
