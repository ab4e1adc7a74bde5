import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ScreenLoading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';

interface RequireAuthProps {
  /** Starts fetching the code of the screen at a path, so it arrives while the session is read rather than after. */
  preload?: (pathname: string) => void;
}

/**
 * Signed-in routes: wait while the session is read, send visitors without one to /auth, which
 * brings them back here (path and query) once they are signed in.
 */
export function RequireAuth({ preload }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  const { pathname } = location;
  useEffect(() => {
    if (status === 'loading') preload?.(pathname);
  }, [status, pathname, preload]);
  if (status === 'loading') return <ScreenLoading />;
  if (status === 'signedOut') return <Navigate to={authPathReturningTo(location)} replace />;
  return <Outlet />;
}
