import type { CodeKind } from '@/components/forms/code-form';
import { m } from '@/lib/i18n';

/** The code Cognito emails at sign-up and for a password reset; the actions report their own outcome. */
export const EMAILED_CODE: CodeKind = {
  get label() {
    return m.auth_verification_code();
  },
  check: (code) => (code ? null : m.auth_enter_emailed_code()),
};
