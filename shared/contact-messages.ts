/** Messages of the contact form the API answers with and the form shows. */
export const CONTACT_MESSAGES = {
  /** A sender over the contact limit (429): nothing was stored. */
  tooManyMessages: 'Too many messages. Please try again later.',
} as const;
