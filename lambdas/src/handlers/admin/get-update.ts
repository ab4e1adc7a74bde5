import { UPDATE_MESSAGES } from '@shared/updates';
import { getUpdate as readUpdate } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** GET /admin/updates/{updateId}: the update with its send's progress (the page polls it while sending). */
export const getUpdate = defineRoute('GET /admin/updates/{updateId}', {}, async ({ params }) =>
  json(200, { update: await readUpdate(pathId(params, 'updateId', UPDATE_MESSAGES.updateNotFound)) }),
);
