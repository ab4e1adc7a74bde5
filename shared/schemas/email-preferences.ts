import * as z from 'zod/mini';
import { CHOSEN_SOURCES, invalidUnsubscribeLink } from '../email-preferences';
import { MESSAGES } from './messages';

/** PUT /me/email-preferences: development updates on or off, and the screen it was chosen on. */
export const emailPreferencesSchema = z.object({
  updates: z.boolean({ error: () => MESSAGES.updatesChoice }),
  source: z.enum(CHOSEN_SOURCES, { error: () => MESSAGES.updatesSource }),
});

export type EmailPreferencesRequest = z.input<typeof emailPreferencesSchema>;

/** Read when a token is refused, so the refusal speaks the caller's language. */
const INVALID_LINK = { error: () => invalidUnsubscribeLink() };

/** POST /email/unsubscribe: the unsubscribe link's signed token. */
export const unsubscribeQuerySchema = z.object({
  token: z.string(INVALID_LINK).check(z.maxLength(1000, INVALID_LINK)),
});
