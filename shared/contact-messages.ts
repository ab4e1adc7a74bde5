/** Messages of the contact form the API answers with and the form shows. */
export const CONTACT_MESSAGES = {
  sent: "Message sent successfully! We'll get back to you soon.",
  /** Any failure but the contact limit, whose own message the form shows. */
  sendFailed: 'Failed to send message. Please try again.',
  /** A sender over the contact limit (429): nothing was stored. */
  tooManyMessages: 'Too many messages. Please try again later.',
} as const;
