import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-messages';
import { authPathReturningTo } from '@/lib/auth/return-path';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * A gift this account cannot claim, and why. Sent to another address: sign out, then sign in with that
 * one, coming back here.
 */
export function GiftRefused({ message, otherAddress = false }: { message: string; otherAddress?: boolean }) {
  const { signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const switchAccount = async () => {
    try {
      await signOut({ byUser: true });
    } catch (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    navigate(authPathReturningTo(location));
  };
  return (
    <Page title={m.checkout_claim_title()}>
      <Card className="flex max-w-2xl flex-col gap-4 p-6">
        <p role="alert" className="text-text">
          {message}
        </p>
        <div className="flex flex-wrap gap-3">
          {otherAddress && <Button onClick={() => void switchAccount()}>{m.checkout_claim_switch_account()}</Button>}
          <LinkButton to={paths.dashboard} variant={otherAddress ? 'outline' : 'primary'}>
            {m.checkout_go_to_dashboard()}
          </LinkButton>
        </div>
      </Card>
    </Page>
  );
}
