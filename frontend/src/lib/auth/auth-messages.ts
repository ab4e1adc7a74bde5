// Imported by the launch-surge run under Node too (tsconfig.node.json), so through @shared, not the app's aliases.
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { BASE_LOCALE } from '@shared/locales';

/**
 * The spec's auth messages (docs/product.md §Error catalogue) and the one rule for showing an auth failure:
 * sign-in, profile and sign-out use them. Getters: each reads the message in the page's language.
 */
export const AUTH_MESSAGES = {
  get signedIn() {
    return m.auth_signed_in();
  },
  get signedUpWithSession() {
    return m.auth_signed_up_with_session();
  },
  get signedUpConfirmEmail() {
    return m.auth_signed_up_confirm_email();
  },
  get resetSent() {
    return m.auth_reset_sent();
  },
  get resetFailed() {
    return m.auth_reset_failed();
  },
  /** Not in the spec: the reset by code is done. */
  get passwordUpdated() {
    return m.auth_password_updated();
  },
  get signedOut() {
    return m.auth_signed_out();
  },
  get fallback() {
    return m.auth_error_fallback();
  },
  /** One message for an unknown email and a wrong password, so sign-in never tells which accounts exist. */
  get badCredentials() {
    return m.auth_bad_credentials();
  },
  /** Not in the spec: the user pool's web ACL refused the request (infra/lib/user-pool-firewall.ts). */
  get tooManyAttempts() {
    return m.auth_too_many_attempts();
  },
  /** Not in the spec: Cognito still throttled the call once the app had tried it again for about two minutes. */
  get busy() {
    return m.auth_busy();
  },
  /** Not in the spec: Cognito's per-account limit (codes sent, attempts), which lasts longer than a throttle. */
  get tooManyTries() {
    return m.auth_too_many_tries();
  },
  /** Not in the spec: the account is confirmed but not signed in yet (the sign-in after the code failed). */
  get confirmedSignIn() {
    return m.auth_confirmed_sign_in();
  },
};

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
  return m.auth_code_resent({ email });
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
const IN_OUR_WORDS = new Map<string, () => string>([
  [BLOCKED_BY_FIREWALL, m.auth_too_many_attempts],
  [THROTTLED, m.auth_busy],
  [ACCOUNT_LIMIT, m.auth_too_many_tries],
]);

/**
 * The error's own message (in the page's language: cognitoErrorWords), or the generic one; a refusal by a
 * limit of Cognito's says to wait, in our words.
 */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return AUTH_MESSAGES.fallback;
  return IN_OUR_WORDS.get(error.name)?.() ?? cognitoErrorWords(error);
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

/**
 * Cognito answers in English only. On an English page its own words stay (they name the exact problem);
 * on a page in another language (Paraglide's, which lib/locale.ts sets from the address) each refusal a
 * person can meet on /auth is said in ours, and any other in the generic words, never in English.
 */
const BY_NAME: Record<string, () => string> = {
  UsernameExistsException: m.auth_error_account_exists,
  AliasExistsException: m.auth_error_account_exists,
  CodeMismatchException: m.auth_error_wrong_code,
  ExpiredCodeException: m.auth_error_expired_code,
  InvalidPasswordException: m.auth_error_password_policy,
  UserNotFoundException: m.auth_error_no_account,
  UserNotConfirmedException: m.auth_error_not_confirmed,
  CodeDeliveryFailureException: m.auth_error_code_not_sent,
  InvalidParameterException: m.auth_error_invalid_input,
  NetworkError: m.auth_error_offline,
  // Not Cognito's: lib/auth/cognito's, when a sign-in finds the email not confirmed yet.
  UnconfirmedError: m.profile_confirm_email,
};

/** NotAuthorizedException's refusals that are not about the credentials (NOT_ABOUT_CREDENTIALS). */
function notAuthorized(message: string): string {
  if (/disabled/i.test(message)) return m.auth_error_account_disabled();
  if (/attempts exceeded/i.test(message)) return m.auth_error_password_attempts();
  return m.auth_error_fallback();
}

/** A Cognito error as the page's language says it: Cognito's own message in English, ours in any other. */
export function cognitoErrorWords(error: Error): string {
  if (getLocale() === BASE_LOCALE) return error.message || m.auth_error_fallback();
  if (error.name === 'NotAuthorizedException') return notAuthorized(error.message);
  return (BY_NAME[error.name] ?? m.auth_error_fallback)();
}
