// A namespace import lets bundlers drop zod's unused parts (its locales alone are 255 KB).
import * as z from 'zod';
import { LIMITS, MESSAGES } from './messages';

/** The contact form (anonymous or signed in). An empty subject counts as no subject. */
export const contactFormSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(LIMITS.nameMax, MESSAGES.nameTooLong),
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .max(LIMITS.emailMax, MESSAGES.emailTooLong)
    .pipe(z.email(MESSAGES.emailInvalid)),
  subject: z
    .string({ error: MESSAGES.subjectTooLong })
    .trim()
    .max(LIMITS.subjectMax, MESSAGES.subjectTooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: MESSAGES.messageRequired })
    .trim()
    .min(1, MESSAGES.messageRequired)
    .max(LIMITS.messageMax, MESSAGES.messageTooLong),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
