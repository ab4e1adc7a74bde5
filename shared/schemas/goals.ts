// zod/mini, like the other shared schemas: the admin panel's form and the admin Lambda validate alike.
import * as z from 'zod/mini';
import { GOAL_LIMITS, GOAL_MESSAGES } from '../goal-messages';
import { isGoalAmount } from '../goals';
import { displayText } from './display-text';

const M = GOAL_MESSAGES;

const amountCents = z.number({ error: M.amountInvalid }).check(z.refine(isGoalAmount, M.amountInvalid));

/** What a goal unlocks: one line of plain text people see, as the other display text is checked. */
const unlocks = displayText({
  required: M.unlocksRequired,
  max: GOAL_LIMITS.unlocksMax,
  tooLong: M.unlocksTooLong,
  notAllowed: M.unlocksNotAllowed,
});

/** POST /admin/goals: a new goal, placed last. */
export const goalCreateSchema = z.object({ amountCents, unlocks });

/** PUT /admin/goals/{goalId}: the amount and what it unlocks, with the version the admin loaded. */
export const goalEditSchema = z.object({
  amountCents,
  unlocks,
  version: z.number({ error: M.versionInvalid }).check(z.int(M.versionInvalid), z.gte(1, M.versionInvalid)),
});

/** PUT /admin/goal-order: every goal's id once, first to last. */
export const goalOrderSchema = z.object({
  goalIds: z.array(z.string({ error: M.orderInvalid }), { error: M.orderInvalid }).check(
    z.maxLength(GOAL_LIMITS.maxGoals, M.orderInvalid),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, M.orderInvalid),
  ),
});

export type GoalCreateRequest = z.input<typeof goalCreateSchema>;
export type GoalEditRequest = z.input<typeof goalEditSchema>;
export type GoalOrderRequest = z.input<typeof goalOrderSchema>;
