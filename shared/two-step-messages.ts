/** Messages of two-step sign-in (an authenticator app): the sign-in code step and the profile's section. */
export const TWO_STEP_MESSAGES = {
  /** A code that Cognito refused, at sign-in, when turning it on, or when turning it off. */
  invalidCode: 'Invalid code. Please try again.',
  /** The field is empty or not six digits. */
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
  /** After a change, every session is signed out: the sign-in page says why. */
  signInAgain: 'Two-step sign-in changed, so every device was signed out. Please sign in again.',
  /** The server could not apply the change (Cognito refused or did not answer). */
  changeFailed: 'We could not change your two-step sign-in. Please try again.',
  /** The status or the setup key could not be read. */
  loadFailed: 'We could not load your two-step sign-in settings.',
} as const;

/** A sign-in or authenticator code as the form accepts it: exactly six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
