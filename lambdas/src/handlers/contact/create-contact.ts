import type { ContactResponse } from '@shared/api/types';
import { METRICS } from '@shared/contract/metrics';
import { contactFormSchema } from '@shared/schemas/contact';
import { createContact } from '../../data/contact';
import { countEvent } from '../../lib/business-metrics';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /contact: anyone may write; a signed-in sender's message becomes their ticket. */
export const postContact = defineRoute('POST /contact', { body: contactFormSchema }, async ({ caller, body }) => {
  const contact = await createContact(body, caller?.userId ?? null, new Date());
  countEvent(METRICS.contactsReceived);
  const response: ContactResponse = { id: contact.id };
  return json(201, response);
});
