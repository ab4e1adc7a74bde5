/** The spec's auth messages (docs/product.md §Error catalogue) and the one rule for showing an auth failure: sign-in, profile and sign-out use them. */
export const AUTH_MESSAGES = {
  signedIn: 'Signed in successfully!',
  signedUpWithSession: 'Account created! Redirecting to dashboard...',
  signedUpConfirmEmail: 'Account created! Please check your email to confirm.',
  resetSent: 'Password reset email sent! Check your inbox.',
  resetFailed: 'Failed to send password reset email',
  /** Not in the spec: the reset by code is done. */
  passwordUpdated: 'Password updated. You can sign in with your new password.',
  signedOut: 'Signed out successfully',
  fallback: 'An error occurred',
  /** One message for an unknown email and a wrong password, so sign-in never tells which accounts exist. */
  badCredentials: 'Incorrect email or password.',
  /** Not in the spec: the user pool's web ACL refused the request (infra/lib/user-pool-firewall.ts). */
  tooManyAttempts: 'Too many attempts from your network. Please wait a few minutes and try again.',
  /** Not in the spec: Cognito still throttled the call once the app had tried it again for about two minutes. */
  busy: 'Lots of people are joining right now. Please try again in a minute.',
  /** Not in the spec: Cognito's per-account limit (codes sent, attempts), which lasts longer than a throttle. */
  tooManyTries: 'Too many tries for this account. Please wait a few minutes and try again.',
  /** Not in the spec: the account is confirmed but not signed in yet (the sign-in after the code failed). */
  confirmedSignIn: 'Your account is confirmed. Sign in to continue.',
} as const;

/**
 * Cognito's refusals of a sign-in that would tell an unknown email from a wrong password. The cloud
 * pool hides unknown emails behind NotAuthorizedException; cognito-local names them
 * UserNotFoundException and a wrong password InvalidPasswordException (which the cloud uses only for
 * a password that breaks the policy, never on sign-in).
 */
const CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * NotAuthorizedException also refuses a disabled account or one locked after too many attempts: those
 * words help the person and say nothing a wrong guess could not, so they are shown as Cognito gives them.
 */
const NOT_ABOUT_CREDENTIALS = /disabled|attempts exceeded/i;

/** Not in the spec: the sign-up code was sent again. */
export function codeResentMessage(email: string): string {
  return `A new code is on its way to ${email}.`;
}

/** What a failed sign-in shows: the same words for an unknown email and a wrong password. */
export function signInErrorMessage(error: unknown): string {
  return error instanceof Error && CREDENTIAL_ERRORS.has(error.name) && !NOT_ABOUT_CREDENTIALS.test(error.message)
    ? AUTH_MESSAGES.badCredentials
    : authErrorMessage(error);
}

/**
 * Cognito's name for a request its web ACL blocked (a per-IP limit, or an address on AWS's reputation
 * list); its own words ('Request not allowed due to WAF block') tell a person nothing they can act on.
 */
const BLOCKED_BY_FIREWALL = 'ForbiddenException';

/**
 * Cognito's throttle ('Rate exceeded'): the pool's request quota is used up, for everyone, for a
 * moment. It passes in seconds, so the app tries the call again by itself (lib/retry-throttled.ts).
 */
const THROTTLED = 'TooManyRequestsException';

/** Cognito's per-account limit ('Attempt limit exceeded'): it lasts minutes, so nothing tries again by itself. */
const ACCOUNT_LIMIT = 'LimitExceededException';

/** Cognito refusals whose own words tell a person nothing they can act on, in ours. */
const IN_OUR_WORDS = new Map<string, string>([
  [BLOCKED_BY_FIREWALL, AUTH_MESSAGES.tooManyAttempts],
  [THROTTLED, AUTH_MESSAGES.busy],
  [ACCOUNT_LIMIT, AUTH_MESSAGES.tooManyTries],
]);

/** The error's own message, or the generic one; a refusal by a limit of Cognito's says to wait, in our words. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return AUTH_MESSAGES.fallback;
  return IN_OUR_WORDS.get(error.name) ?? (error.message || AUTH_MESSAGES.fallback);
}

/** Cognito throttled the call (its request quota, shared by every visitor): worth trying again shortly. */
export function isThrottledByCognito(error: unknown): boolean {
  return error instanceof Error && error.name === THROTTLED;
}

/**
 * A code sent for an account that is already confirmed (an earlier try went through, or another tab
 * confirmed it): Cognito refuses it with 'User cannot be confirmed. Current status is CONFIRMED'.
 */
export function isAlreadyConfirmed(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'NotAuthorizedException' &&
    /current status is confirmed/i.test(error.message)
  );
}

/** Cognito refused a sign-in because the email is not confirmed yet (name set in lib/auth/cognito). */
export function isUnconfirmed(error: unknown): boolean {
  return error instanceof Error && error.name === 'UnconfirmedError';
}
