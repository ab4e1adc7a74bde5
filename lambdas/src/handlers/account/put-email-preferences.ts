import type { EmailPreferencesResponse } from '@shared/api/types/account';
import { emailPreferencesSchema } from '@shared/schemas/email-preferences';
import { setEmailPreferences } from '../../data/email-preferences';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** PUT /me/email-preferences: development updates on or off, chosen on the payment success page or the profile. */
export const putEmailPreferences = defineRoute(
  'PUT /me/email-preferences',
  { body: emailPreferencesSchema },
  async ({ caller, body }) => {
    const response: EmailPreferencesResponse = await setEmailPreferences(
      caller.userId,
      body.updates,
      body.source,
      new Date(),
    );
    return json(200, response);
  },
);
