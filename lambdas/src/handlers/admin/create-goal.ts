import { goalCreateSchema } from '@shared/schemas/goals';
import { auditActorOf } from '../../data/audit';
import { createGoal as storeGoal } from '../../data/goals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /admin/goals: a new goal after the others (409 when another has its amount), audited: the pages show it within five minutes (the publisher's schedule). */
export const createGoal = defineRoute('POST /admin/goals', { body: goalCreateSchema }, async ({ body, caller }) => {
  const goals = await storeGoal(body, await auditActorOf(caller), new Date());
  return json(201, { goals });
});
