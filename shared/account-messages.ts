/** Messages of the signed-in user's own records (SPEC §5): the API answers with them, the screens show them. */
export const ACCOUNT_MESSAGES = {
  /** The tier setup asked for before any tier was bought. */
  noTier: 'Please purchase a tier first',
  /** A second setup for the same tier: the lock the spec asks for. */
  submissionLocked: 'Your tier information is already submitted. Please open a support ticket to change it.',
  /** The wall choice asked for before any setup gave a nickname to show. */
  wallNeedsSetup: 'Complete your tier setup first: the wall shows its nickname.',
} as const;
