import { updateDraftSchema } from '@shared/schemas/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { editDraft } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** PUT /admin/updates/{updateId}: the draft rewritten; 409 once its send started. */
export const editUpdate = defineRoute(
  'PUT /admin/updates/{updateId}',
  { body: updateDraftSchema },
  async ({ body, params }) =>
    json(200, { update: await editDraft(pathId(params, 'updateId', UPDATE_MESSAGES.updateNotFound), body) }),
);
