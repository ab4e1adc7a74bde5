import type { AuthContextValue, TwoStepActions } from './auth-context';
import { loadCognito } from './load-cognito';

/** The auth actions that touch no session state: sign-up and its code, and password reset. */
export const ACCOUNT_ACTIONS: Pick<
  AuthContextValue,
  'signUp' | 'confirmSignUp' | 'resendSignUpCode' | 'resetPassword' | 'confirmResetPassword'
> = {
  async signUp(email, password, updates) {
    return (await loadCognito()).signUp(email, password, updates);
  },
  async confirmSignUp(email, code) {
    await (await loadCognito()).confirmSignUp(email, code);
  },
  async resendSignUpCode(email) {
    await (await loadCognito()).resendSignUpCode(email);
  },
  async resetPassword(email) {
    await (await loadCognito()).resetPassword(email);
  },
  async confirmResetPassword(email, code, newPassword) {
    await (await loadCognito()).confirmResetPassword(email, code, newPassword);
  },
};

/** Two-step sign-in of the account signed in as `email` (its address names the key in the authenticator app). */
export function twoStepActions(email: string): TwoStepActions {
  return {
    enabled: async () => (await loadCognito()).twoStepEnabled(),
    start: async () => (await loadCognito()).startTwoStepSetup(email),
    finish: async (code) => (await loadCognito()).finishTwoStepSetup(code),
    turnOff: async (code) => (await loadCognito()).turnOffTwoStep(code),
  };
}
