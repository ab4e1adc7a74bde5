/** The spec's auth messages (SPEC §8) and the one rule for showing an auth failure. */
export const AUTH_MESSAGES = {
  signedIn: 'Signed in successfully!',
  signedUpWithSession: 'Account created! Redirecting to dashboard...',
  signedUpConfirmEmail: 'Account created! Please check your email to confirm.',
  resetSent: 'Password reset email sent! Check your inbox.',
  resetFailed: 'Failed to send password reset email',
  fallback: 'An error occurred',
} as const;

/** The error's own message, or the generic one. */
export function authErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : AUTH_MESSAGES.fallback;
}

/** Cognito refused a sign-in because the email is not confirmed yet (name set in lib/auth/cognito). */
export function isUnconfirmed(error: unknown): boolean {
  return error instanceof Error && error.name === 'UnconfirmedError';
}
