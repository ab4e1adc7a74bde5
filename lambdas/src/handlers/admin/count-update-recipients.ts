import { UPDATE_MESSAGES } from '@shared/updates';
import { countAudience } from '../../data/update-audience';
import { getUpdate } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** GET /admin/updates/{updateId}/recipients: how many the update would go to now (the confirmation names it). */
export const countUpdateRecipients = defineRoute('GET /admin/updates/{updateId}/recipients', {}, async ({ params }) => {
  const update = await getUpdate(pathId(params, 'updateId', UPDATE_MESSAGES.updateNotFound));
  return json(200, { recipients: await countAudience(update.audienceTierId) });
});
