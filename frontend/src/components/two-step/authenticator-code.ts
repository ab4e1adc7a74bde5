import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import type { CodeKind } from '@/components/forms/code-form';
import { cognitoErrorWords } from '@/lib/auth/auth-messages';
import { m } from '@/lib/i18n';

/** Cognito's refusals of a wrong authenticator code: at sign-in, and when verifying a key. */
const WRONG_CODE_ERRORS = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/** What a refused code shows: the one wrong-code message, or the error's own words (in the page's language). */
export function codeErrorMessage(error: unknown): string {
  if (error instanceof Error && WRONG_CODE_ERRORS.has(error.name)) return TWO_STEP_MESSAGES.invalidCode;
  return error instanceof Error ? cognitoErrorWords(error) : m.auth_error_fallback();
}

/** One 6-digit authenticator code: sign-in's code step and the profile's turn on and turn off. */
export const AUTHENTICATOR_CODE: CodeKind = {
  get label() {
    return m.auth_authentication_code();
  },
  digits: 6,
  check: (code) => (TOTP_CODE_PATTERN.test(code) ? null : TWO_STEP_MESSAGES.codeFormat),
  refusal: codeErrorMessage,
};
