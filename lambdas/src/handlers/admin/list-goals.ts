import { listGoals as readGoals } from '../../data/goals';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /admin/goals: every community goal in its order, with the version an edit sends back. */
export const listGoals = defineRoute('GET /admin/goals', {}, async () => json(200, { goals: await readGoals() }));
