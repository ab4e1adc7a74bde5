import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import type { AuthStatus } from './auth-context';
import type { SessionUser } from './cognito';
import { loadCognito } from './load-cognito';
import { hasStoredSession } from './stored-session';

/**
 * The session AuthProvider shares: its status and user, read from Cognito when a session is stored;
 * `refresh` reads them again, `signedOut` records the end of the session.
 */
export function useAuthSession() {
  const [status, setStatus] = useState<AuthStatus>(() => (hasStoredSession() ? 'loading' : 'signedOut'));
  const [user, setUser] = useState<SessionUser | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  // A prerendered page was made without a browser: it shows the signed-in state as still loading, and so
  // must the render that hydrates it.
  const hydrated = useHydrated();

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

  const signedOut = useCallback((byUser: boolean) => {
    setUser(null);
    setSignedOutByUser(byUser);
    setStatus('signedOut');
  }, []);

  return { status: hydrated ? status : 'loading', user, signedOutByUser, refresh, signedOut };
}
