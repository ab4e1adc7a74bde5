// A namespace import lets bundlers drop zod's unused parts (its locales alone are 255 KB).
import * as z from 'zod';
import { LIMITS, MESSAGES } from './messages';

/** Sign-in and sign-up form: email required and valid; password at least 6 characters. */
export const authFormSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .pipe(z.email(MESSAGES.emailInvalid)),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort),
});

export type AuthForm = z.infer<typeof authFormSchema>;
