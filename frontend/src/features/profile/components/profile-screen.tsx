import { useMutation } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';
import { AUTH_MESSAGES } from '@/lib/auth/auth-messages';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { formatLongDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { EmailUpdatesSection } from './email-updates-section';
import { GameAccountsSection } from './game-accounts-section';
import { TwoStepSection } from './two-step-section';
import { WallChoiceSection } from './wall-choice-section';

/** /profile: who the user is, two-step sign-in, the gym wall, linked game accounts, a password reset by code, and sign out. */
export function ProfileScreen() {
  const { user, resetPassword } = useAuth();
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // The action reports its own outcome; the mutation only says while it runs (see CredentialsForm).
  const changePassword = useMutation({
    mutationFn: async (address: string) => {
      try {
        await resetPassword(address);
        toast.success(AUTH_MESSAGES.resetSent);
        navigate(`${paths.auth}?${new URLSearchParams({ mode: 'reset', email: address })}`);
      } catch {
        toast.error(AUTH_MESSAGES.resetFailed);
      }
    },
    networkMode: 'always',
  });

  // docs/product.md §Error catalogue: read errors are logged; the screen falls back to the session's email and id.
  useLogLoadError(me.error, 'profile');

  if (me.isPending) return <Loading />;

  const email = me.data?.profile?.email ?? user?.email ?? '';
  const userId = me.data?.profile?.userId ?? user?.userId ?? '';

  return (
    <Page title="Profile" before={<BackLink to={paths.dashboard}>Back to Dashboard</BackLink>}>
      <Card className="p-6">
        <dl className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-semibold text-text-muted">Email</dt>
          <dd className="break-all text-text">{email}</dd>
          <dt className="text-sm font-semibold text-text-muted">Member Since</dt>
          <dd className="text-text">{formatLongDate(me.data?.profile?.createdAt)}</dd>
          <dt className="text-sm font-semibold text-text-muted">User ID</dt>
          <dd className="break-all font-mono text-sm text-text">{userId}</dd>
        </dl>
      </Card>
      <TwoStepSection />
      {me.data && <WallChoiceSection me={me.data} />}
      {me.data && <EmailUpdatesSection me={me.data} />}
      {me.data && <GameAccountsSection me={me.data} />}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={changePassword.isPending || !email}
          onClick={() => changePassword.mutate(email)}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Change Password
        </Button>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </div>
      <DownloadDataSection />
      <DeleteAccountSection />
    </Page>
  );
}
