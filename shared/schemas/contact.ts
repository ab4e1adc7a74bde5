// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { displayText } from './display-text';
import { LIMITS, MESSAGES } from './messages';

/** The contact form (anonymous or signed in). An empty subject counts as no subject. */
export const contactFormSchema = z.object({
  name: displayText({
    required: () => MESSAGES.nameRequired,
    max: LIMITS.nameMax,
    tooLong: () => MESSAGES.nameTooLong,
    notAllowed: () => MESSAGES.nameNotAllowed,
  }),
  email: z.pipe(
    z
      .string({ error: () => MESSAGES.emailInvalid })
      .check(z.trim(), z.maxLength(LIMITS.emailMax, { error: () => MESSAGES.emailTooLong })),
    z.email({ error: () => MESSAGES.emailInvalid }),
  ),
  subject: z.pipe(
    z.optional(
      z.nullable(
        displayText({
          max: LIMITS.subjectMax,
          tooLong: () => MESSAGES.subjectTooLong,
          notAllowed: () => MESSAGES.subjectNotAllowed,
        }),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  ),
  message: z
    .string({ error: () => MESSAGES.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => MESSAGES.messageRequired }),
      z.maxLength(LIMITS.messageMax, { error: () => MESSAGES.messageTooLong }),
    ),
  /** The honeypot (CONTACT_HONEYPOT): people leave it empty. Any string passes, so a bot learns nothing. */
  website: z.optional(z.string()),
});

/**
 * The honeypot field of the contact form: hidden from people and assistive tech, so only a bot fills
 * it. A filled one is answered like a stored message and dropped.
 */
export const CONTACT_HONEYPOT = 'website';

/** True when the hidden honeypot field carries anything: the sender is a bot. */
export function isHoneypotFilled(form: Pick<ContactForm, 'website'>): boolean {
  return (form.website ?? '').trim() !== '';
}

export type ContactRequest = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
