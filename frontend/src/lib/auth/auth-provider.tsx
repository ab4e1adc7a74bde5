import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import type { SessionUser } from './cognito';
import { loadCognito } from './load-cognito';
import { hasStoredSession } from './stored-session';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>(() => (hasStoredSession() ? 'loading' : 'signedOut'));
  const [user, setUser] = useState<SessionUser | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  // A prerendered page was made without a browser: it shows the signed-in state as still loading, and so
  // must the render that hydrates it.
  const hydrated = useHydrated();
  const shownStatus = hydrated ? status : 'loading';

  const refresh = useCallback(async () => {
    const cognito = await loadCognito();
    const current = await cognito.currentUser();
    setUser(current);
    setStatus(current ? 'signedIn' : 'signedOut');
    if (current) setSignedOutByUser(false);
    return current;
  }, []);

  useEffect(() => {
    if (hasStoredSession()) void refresh().catch(() => setStatus('signedOut'));
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: shownStatus,
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
      twoStep: {
        enabled: async () => (await loadCognito()).twoStepEnabled(),
        start: async () => (await loadCognito()).startTwoStepSetup(user?.email ?? ''),
        finish: async (code) => (await loadCognito()).finishTwoStepSetup(code),
        turnOff: async (code) => (await loadCognito()).turnOffTwoStep(code),
      },
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
      async signOut(options) {
        await (await loadCognito()).signOut();
        // The account's cached server state goes with it (the client is already loaded once signed in).
        (await import('../query-client')).sharedQueryClient().clear();
        setUser(null);
        setSignedOutByUser(options?.byUser ?? false);
        setStatus('signedOut');
      },
    }),
    [shownStatus, user, signedOutByUser, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
