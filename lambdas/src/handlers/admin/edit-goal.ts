import { goalEditSchema } from '@shared/schemas/goals';
import { auditActorOf } from '../../data/audit';
import { editGoal as storeEdit } from '../../data/goals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * PUT /admin/goals/{goalId}: the amount and what it unlocks, if the goal is still at the version the
 * admin loaded (409 otherwise, and when another goal has the amount), audited: the pages show it within five minutes (the publisher's schedule).
 */
export const editGoal = defineRoute(
  'PUT /admin/goals/{goalId}',
  { body: goalEditSchema },
  async ({ params, body, caller }) => {
    const goals = await storeEdit(params.goalId ?? '', body, await auditActorOf(caller), new Date());
    return json(200, { goals });
  },
);
