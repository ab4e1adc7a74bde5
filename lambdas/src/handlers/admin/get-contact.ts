import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { AdminContactResponse } from '@shared/api/types/admin';
import { getContactSubmission } from '../../data/contact';
import { defineRoute } from '../../lib/http';
import { pathId } from '../../lib/path-param';
import { json } from '../../lib/responses';

/** GET /admin/contacts/{id}: one contact submission or ticket, as the admin list shows it; 404 when there is none. */
export const getContact = defineRoute('GET /admin/contacts/{id}', {}, async ({ params }) => {
  const id = pathId(params, 'id', ADMIN_MESSAGES.contactNotFound);
  const contact: AdminContactResponse = await getContactSubmission(id);
  return json(200, contact);
});
