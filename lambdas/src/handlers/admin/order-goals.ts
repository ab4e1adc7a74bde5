import { goalOrderSchema } from '@shared/schemas/goals';
import { auditActorOf } from '../../data/audit';
import { orderGoals as storeOrder } from '../../data/goals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** PUT /admin/goal-order: every goal once, first to last (409 when the goals changed meanwhile), audited: the pages show it within five minutes (the publisher's schedule). */
export const orderGoals = defineRoute('PUT /admin/goal-order', { body: goalOrderSchema }, async ({ body, caller }) => {
  const goals = await storeOrder(body.goalIds, await auditActorOf(caller), new Date());
  return json(200, { goals });
});
