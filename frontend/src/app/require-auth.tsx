import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';

interface RequireAuthProps {
  /** Starts fetching the code of the screen at a path, so it arrives while the session is read rather than after. */
  preload?: (pathname: string) => void;
  /** The loading state of the screen at a path while the session is read; a loading line when not given. */
  loading?: (pathname: string) => ReactNode;
}

/**
 * Signed-in routes: wait while the session is read, send visitors without one to /auth, which
 * brings them back here (path and query) once they are signed in.
 */
export function RequireAuth({ preload, loading }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  const { pathname } = location;
  useEffect(() => {
    if (status === 'loading') preload?.(pathname);
  }, [status, pathname, preload]);
  if (status === 'loading') return loading ? loading(pathname) : <Loading />;
  if (status === 'signedOut') return <Navigate to={authPathReturningTo(location)} replace />;
  return <Outlet />;
}
