import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { SignedOutRedirect } from '@/lib/auth/signed-out-redirect';
import { type ScreenChunk, useChunkIn } from './lazy-screen';

interface RequireAuthProps {
  /**
   * The chunk of the screen at a path: fetched while the session is read rather than after, and waited
   * for before the screen renders, so it never suspends. React holds a screen back for up to 300 ms
   * after a Suspense fallback has shown, and the dashboard would ask for the account only then.
   */
  chunkAt?: (pathname: string) => ScreenChunk | undefined;
  /** The loading state of the screen at a path while the session is read; a loading line when not given. */
  loading?: (pathname: string) => ReactNode;
}

/**
 * Signed-in routes: wait while the session is read, send visitors without one to /auth, which
 * brings them back here (path and query) once they are signed in (home, after their own Sign Out).
 */
export function RequireAuth({ chunkAt, loading }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  const { pathname } = location;
  const codeIn = useChunkIn(chunkAt?.(pathname), status !== 'signedOut');
  if (status === 'signedOut') return <SignedOutRedirect />;
  if (status === 'loading' || !codeIn) return loading ? loading(pathname) : <Loading />;
  return <Outlet />;
}
