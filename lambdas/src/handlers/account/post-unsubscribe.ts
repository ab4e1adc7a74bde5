import type { UnsubscribeResponse } from '@shared/api/types/account';
import { invalidUnsubscribeLink } from '@shared/email-preferences';
import { unsubscribeQuerySchema } from '@shared/schemas/email-preferences';
import { readUnsubscribeToken } from '@shared/unsubscribe-links';
import { unsubscribe } from '../../data/email-preferences';
import { getAccountEmail } from '../../data/profile';
import { tokenMatches } from '../../email/unsubscribe-link';
import { BadRequestError } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * POST /email/unsubscribe?token=…: the one-click unsubscribe (RFC 8058) and the unsubscribe page's
 * button, for development updates or setup reminders, whichever the token names. No sign-in: the
 * signed token names the user, and holds only while the account is live with the address it was signed for.
 */
export const postUnsubscribe = defineRoute(
  'POST /email/unsubscribe',
  { query: unsubscribeQuerySchema, ignoresBody: true },
  async ({ query }) => {
    const named = readUnsubscribeToken(query.token);
    const email = named ? await getAccountEmail(named.userId) : null;
    if (!named || !email || !(await tokenMatches(query.token, email))) {
      throw new BadRequestError(invalidUnsubscribeLink());
    }
    await unsubscribe(named.userId, named.purpose, new Date());
    const response: UnsubscribeResponse = { unsubscribed: true };
    return json(200, response);
  },
);
