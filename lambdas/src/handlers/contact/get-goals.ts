import { readGoalFigures } from '../../data/goals';
import { defineRoute } from '../../lib/http';
import { GOALS_CACHE_CONTROL, json } from '../../lib/responses';

/** GET /goals: the community goals' figures; the same for everyone, so CloudFront caches them. */
export const getGoals = defineRoute('GET /goals', {}, async () =>
  json(200, await readGoalFigures(), { 'cache-control': GOALS_CACHE_CONTROL }),
);
