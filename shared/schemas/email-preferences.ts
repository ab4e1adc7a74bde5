import * as z from 'zod/mini';
import { CHOSEN_SOURCES } from '../email-preferences';
import { MESSAGES } from './messages';

/** PUT /me/email-preferences: development updates on or off, and the screen it was chosen on. */
export const emailPreferencesSchema = z.object({
  updates: z.boolean({ error: MESSAGES.updatesChoice }),
  source: z.enum(CHOSEN_SOURCES, { error: MESSAGES.updatesSource }),
});

export type EmailPreferencesRequest = z.input<typeof emailPreferencesSchema>;
