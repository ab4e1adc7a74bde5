import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { SignedOutRedirect } from '@/lib/auth/signed-out-redirect';
import { toast } from '@/lib/toast';
import { needsFreshSignIn, needsTwoStep, useAdminRole } from '../api/get-admin-role';
import { TwoStepRequired } from './two-step-required';

/**
 * Lets only admins through (docs/product.md §Roles and permissions). The server decides who is an admin and enforces it on every
 * admin route; this only keeps the panel away from people who cannot use it. An admin without
 * two-step sign-in sees the server's message and a way to set it up, here once for every page; an
 * admin whose session began before their last two-step change is asked to sign in again.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const role = useAdminRole(status === 'signedIn' ? user?.userId : undefined);
  const navigate = useNavigate();
  const twoStepMissing = role.isError && needsTwoStep(role.error);
  const staleSession = role.isError && needsFreshSignIn(role.error);
  const denied = (role.isError && !twoStepMissing && !staleSession) || (role.isSuccess && !role.data.isAdmin);
  // Toast once per denial, even when effects run twice (StrictMode) or the query settles again.
  const notified = useRef(false);

  useEffect(() => {
    if (!denied || notified.current) return;
    notified.current = true;
    if (role.isError) {
      console.error('Admin role check failed', role.error);
      toast.error(ADMIN_MESSAGES.roleCheckFailed);
    }
    // A failed check counts as "not an admin".
    toast.error(ADMIN_MESSAGES.accessDenied);
    navigate(paths.dashboard, { replace: true });
  }, [denied, role.isError, role.error, navigate]);

  if (status === 'signedOut') return <SignedOutRedirect />;
  if (status === 'signedIn' && role.data?.isAdmin) return children;
  if (twoStepMissing) return <TwoStepRequired />;
  if (staleSession) return <TwoStepRequired reason="signInAgain" />;
  return <Loading text="Checking admin access..." />;
}
