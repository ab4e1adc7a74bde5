import { KeyRound, LogOut } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { EmailUpdatesSection } from './email-updates-section';
import { GameAccountsSection } from './game-accounts-section';
import { LanguageSection } from './language-section';
import { ProfileDetails } from './profile-details';
import { TwoStepSection } from './two-step-section';
import { usePasswordChange } from './use-password-change';
import { WallChoiceSection } from './wall-choice-section';

/** /profile: who the user is, two-step sign-in, the gym wall, emails and language, linked game accounts, a password reset by code, and sign out. */
export function ProfileScreen() {
  const { user } = useAuth();
  const me = useMe();
  const signOut = useSignOut();
  const changePassword = usePasswordChange();

  // docs/product.md §Error catalogue: read errors are logged; the screen falls back to the session's email and id.
  useLogLoadError(me.error, 'profile');

  if (me.isPending) return <Loading />;

  const email = me.data?.profile?.email ?? user?.email ?? '';
  const userId = me.data?.profile?.userId ?? user?.userId ?? '';

  return (
    <Page title={m.layout_profile()} before={<BackLink to={paths.dashboard}>{m.profile_back_to_dashboard()}</BackLink>}>
      <ProfileDetails email={email} createdAt={me.data?.profile?.createdAt} userId={userId} />
      <TwoStepSection />
      {me.data && <WallChoiceSection me={me.data} />}
      {me.data && <EmailUpdatesSection me={me.data} />}
      {me.data && <LanguageSection me={me.data} />}
      {me.data && <GameAccountsSection me={me.data} />}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={changePassword.isPending || !email}
          onClick={() => changePassword.mutate(email)}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {m.profile_change_password()}
        </Button>
        <Button variant="outline" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {m.layout_sign_out()}
        </Button>
      </div>
      <DownloadDataSection />
      <DeleteAccountSection />
    </Page>
  );
}
