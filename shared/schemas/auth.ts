// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { LIMITS, MESSAGES } from './messages';

/** Sign-in and sign-up form: email required and valid; password at least 6 characters. */
export const authFormSchema = z.object({
  email: z.pipe(
    z
      .string({ error: () => MESSAGES.emailRequired })
      .check(z.trim(), z.minLength(1, { error: () => MESSAGES.emailRequired })),
    z.email({ error: () => MESSAGES.emailInvalid }),
  ),
  password: z
    .string({ error: () => MESSAGES.passwordRequired })
    .check(
      z.minLength(1, { error: () => MESSAGES.passwordRequired }),
      z.minLength(LIMITS.passwordMin, { error: () => MESSAGES.passwordTooShort }),
    ),
});

/** The email alone: the forgot-password step. */
export const authEmailSchema = z.pick(authFormSchema, { email: true });
