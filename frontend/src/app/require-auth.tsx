import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** Signed-in routes: wait while the session is read, send visitors without one to /auth. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}
