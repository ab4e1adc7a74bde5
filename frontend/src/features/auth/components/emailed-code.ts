import type { CodeKind } from '@/components/forms/code-form';

/** The code Cognito emails at sign-up and for a password reset; the actions report their own outcome. */
export const EMAILED_CODE: CodeKind = {
  label: 'Verification code',
  check: (code) => (code ? null : 'Enter the code from your email'),
};
