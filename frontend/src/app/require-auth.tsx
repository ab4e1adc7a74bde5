import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';

/** The code of the screen at a path, in a chunk of its own (lazy-screen.tsx). */
export interface ScreenCode {
  /** Starts fetching it; settles when it is in, or has failed (the screen then shows the error). */
  load(pathname: string): Promise<void>;
  isLoaded(pathname: string): boolean;
}

interface RequireAuthProps {
  /**
   * The screens' code: fetched while the session is read rather than after, and waited for before the
   * screen renders, so it never suspends. React holds a screen back for up to 300 ms after a Suspense
   * fallback has shown, and the dashboard would ask for the account only then.
   */
  screenCode?: ScreenCode;
  /** The loading state of the screen at a path while the session is read; a loading line when not given. */
  loading?: (pathname: string) => ReactNode;
}

/**
 * Signed-in routes: wait while the session is read, send visitors without one to /auth, which
 * brings them back here (path and query) once they are signed in.
 */
export function RequireAuth({ screenCode, loading }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  const { pathname } = location;
  const [settledAt, setSettledAt] = useState<string>();
  const codeIn = !screenCode || settledAt === pathname || screenCode.isLoaded(pathname);
  useEffect(() => {
    if (status === 'signedOut' || codeIn || !screenCode) return;
    let current = true;
    const settled = () => {
      if (current) setSettledAt(pathname);
    };
    screenCode.load(pathname).then(settled, settled);
    return () => {
      current = false;
    };
  }, [status, pathname, screenCode, codeIn]);
  if (status === 'signedOut') return <Navigate to={authPathReturningTo(location)} replace />;
  if (status === 'loading' || !codeIn) return loading ? loading(pathname) : <Loading />;
  return <Outlet />;
}
