import { auditActorOf } from '../../data/audit';
import { deleteGoal as removeGoal } from '../../data/goals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** DELETE /admin/goals/{goalId}: the goal goes (404 when it is gone already), audited: the pages show it within five minutes (the publisher's schedule). */
export const deleteGoal = defineRoute('DELETE /admin/goals/{goalId}', {}, async ({ params, caller }) => {
  const goals = await removeGoal(params.goalId ?? '', await auditActorOf(caller), new Date());
  return json(200, { goals });
});
