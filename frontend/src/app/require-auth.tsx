import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';

/**
 * Signed-in routes: wait while the session is read, send visitors without one to /auth, which
 * brings them back here (path and query) once they are signed in.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <Navigate to={authPathReturningTo(location)} replace />;
  return <Outlet />;
}
