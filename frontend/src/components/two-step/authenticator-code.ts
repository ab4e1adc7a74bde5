import { TOTP_CODE_PATTERN, TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import type { CodeKind } from '@/components/forms/code-form';

/** Cognito's refusals of a wrong authenticator code: at sign-in, and when verifying a key. */
const WRONG_CODE_ERRORS = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/** What a refused code shows: the one wrong-code message, or the error's own words. */
export function codeErrorMessage(error: unknown): string {
  if (error instanceof Error && WRONG_CODE_ERRORS.has(error.name)) return TWO_STEP_MESSAGES.invalidCode;
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}

/** One 6-digit authenticator code: sign-in's code step and the profile's turn on and turn off. */
export const AUTHENTICATOR_CODE: CodeKind = {
  label: 'Authentication code',
  digits: 6,
  check: (code) => (TOTP_CODE_PATTERN.test(code) ? null : TWO_STEP_MESSAGES.codeFormat),
  refusal: codeErrorMessage,
};
