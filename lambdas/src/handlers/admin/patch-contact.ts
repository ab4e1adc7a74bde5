import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { ContactPatchResponse } from '@shared/api/types/admin';
import { contactPatchSchema } from '@shared/schemas/api';
import { auditActorOf } from '../../data/audit';
import { updateContact } from '../../data/contact';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** PATCH /admin/contacts/{id}: status, internal notes and/or the response the user sees. */
export const patchContact = defineRoute(
  'PATCH /admin/contacts/{id}',
  { body: contactPatchSchema },
  async ({ caller, params, body }) => {
    const id = pathId(params, 'id', ADMIN_MESSAGES.contactNotFound);
    const updated: ContactPatchResponse = await updateContact(id, body, new Date(), await auditActorOf(caller));
    return json(200, updated);
  },
);
