// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { LIMITS, MESSAGES } from './messages';

/** The contact form (anonymous or signed in). An empty subject counts as no subject. */
export const contactFormSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.nameRequired), z.maxLength(LIMITS.nameMax, MESSAGES.nameTooLong)),
  email: z.pipe(
    z.string({ error: MESSAGES.emailInvalid }).check(z.trim(), z.maxLength(LIMITS.emailMax, MESSAGES.emailTooLong)),
    z.email(MESSAGES.emailInvalid),
  ),
  subject: z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: MESSAGES.subjectTooLong })
          .check(z.trim(), z.maxLength(LIMITS.subjectMax, MESSAGES.subjectTooLong)),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  ),
  message: z
    .string({ error: MESSAGES.messageRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.messageRequired), z.maxLength(LIMITS.messageMax, MESSAGES.messageTooLong)),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
