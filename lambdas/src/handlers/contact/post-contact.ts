import type { ContactResponse } from '@shared/api/types/contact';
import { METRICS } from '@shared/contract/metrics';
import { contactFormSchema, isHoneypotFilled } from '@shared/schemas/contact';
import { ulid } from 'ulid';
import { createContact } from '../../data/contact';
import { countEvent } from '../../lib/business-metrics';
import { defineRoute } from '../../lib/http';
import { logger } from '../../lib/logger';
import { requestLocale } from '../../lib/request-locale';
import { json } from '../../lib/responses';

/**
 * POST /contact: anyone may write; a signed-in sender's message becomes their ticket. A bot (the
 * honeypot is filled) is answered like anyone else and nothing is stored; senders over their limit
 * get a 429 (createContact).
 */
export const postContact = defineRoute(
  'POST /contact',
  { body: contactFormSchema },
  async ({ caller, body, event }) => {
    if (isHoneypotFilled(body)) {
      logger.info('Contact dropped: honeypot filled');
      const response: ContactResponse = { id: ulid() };
      return json(201, response);
    }
    // The page's language goes with the message: our answer speaks it to a sender with no account.
    const locale = requestLocale(event.headers);
    const { sourceIp } = event.requestContext.http;
    const contact = await createContact(body, caller?.userId ?? null, new Date(), sourceIp, locale);
    countEvent(METRICS.contactsReceived);
    const response: ContactResponse = { id: contact.id };
    return json(201, response);
  },
);
