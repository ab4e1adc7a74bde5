import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';
import { authPathReturningTo } from './return-path';

/**
 * Where a guarded screen sends someone without a session: home after they signed out themselves (Sign Out
 * returns to /, whichever of the guard and the sign-out's own navigation renders first), otherwise /auth,
 * which brings them back here once they are signed in.
 */
export function SignedOutRedirect() {
  const { signedOutByUser } = useAuth();
  const location = useLocation();
  return <Navigate to={signedOutByUser ? paths.home : authPathReturningTo(location)} replace />;
}
