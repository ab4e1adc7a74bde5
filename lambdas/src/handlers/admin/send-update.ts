import { updateSendSchema } from '@shared/schemas/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { auditActorOf } from '../../data/audit';
import { startSend } from '../../data/update-send';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';
import { startSendJob } from '../../updates/start-send-job';

/**
 * POST /admin/updates/{updateId}/send: starts the send when the audience is still the number the
 * admin confirmed (409 otherwise, and 409 once sent), audited, then starts its job.
 */
export const sendUpdate = defineRoute(
  'POST /admin/updates/{updateId}/send',
  { body: updateSendSchema },
  async ({ body, params, caller }) => {
    const id = pathId(params, 'updateId', UPDATE_MESSAGES.updateNotFound);
    const update = await startSend(id, body.expectedRecipients, await auditActorOf(caller), new Date());
    await startSendJob(update.id);
    return json(200, { update });
  },
);
