import { updateSendSchema } from '@shared/schemas/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { auditActorOf } from '../../data/audit';
import { startSend } from '../../data/update-send';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/**
 * POST /admin/updates/{updateId}/send: starts the send when the audience is still the number the
 * admin confirmed (409 otherwise, and 409 once sent), audited. Its job starts from the table's stream
 * (infra/lib/updates.ts; locally the stack runs it after this request).
 */
export const sendUpdate = defineRoute(
  'POST /admin/updates/{updateId}/send',
  { body: updateSendSchema },
  async ({ body, params, caller }) => {
    const id = pathId(params, 'updateId', UPDATE_MESSAGES.updateNotFound);
    const update = await startSend(id, body.expectedRecipients, await auditActorOf(caller), new Date());
    return json(200, { update });
  },
);
