import { updateDraftSchema } from '@shared/schemas/updates';
import { createDraft } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /admin/updates: a new draft, stored with its two renderings. */
export const createUpdate = defineRoute('POST /admin/updates', { body: updateDraftSchema }, async ({ body, caller }) =>
  json(201, { update: await createDraft(body, caller.userId, new Date()) }),
);
