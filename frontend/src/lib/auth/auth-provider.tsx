import { type ReactNode, useMemo } from 'react';
import { ACCOUNT_ACTIONS, twoStepActions } from './account-actions';
import { AuthContext, type AuthContextValue } from './auth-context';
import { loadCognito } from './load-cognito';
import { useAuthSession } from './use-auth-session';

/** Holds the session (Cognito, loaded on first need) and gives it and the auth actions to everything under it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, user, signedOutByUser, refresh, signedOut } = useAuthSession();

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      signedOutByUser,
      async signIn(email, password) {
        const next = await (await loadCognito()).signIn(email, password);
        return next === 'codeRequired' ? next : refresh();
      },
      async confirmSignInCode(code) {
        await (await loadCognito()).confirmSignInCode(code);
        return refresh();
      },
      twoStep: twoStepActions(user?.email ?? ''),
      ...ACCOUNT_ACTIONS,
      async signOut(options) {
        await (await loadCognito()).signOut();
        // The account's cached server state goes with it (the client is already loaded once signed in).
        (await import('../query-client')).sharedQueryClient().clear();
        signedOut(options?.byUser ?? false);
      },
    }),
    [status, user, signedOutByUser, refresh, signedOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
