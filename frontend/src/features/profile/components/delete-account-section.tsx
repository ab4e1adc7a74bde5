import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Profile → Delete account: what it does, and the confirmation dialog that does it. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const deleted = useRef(false);
  const endSession = useRef(signOut);
  endSession.current = signOut;

  // The session ends only once this section has left the screen: signed out while /profile is still
  // shown (the home page may still be loading), the route guard would send the user to sign in instead.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      void endSession
        .current()
        .catch((error: unknown) => console.error('Sign-out after deletion failed', error))
        .finally(() => toast.success(ACCOUNT_MESSAGES.accountDeleted));
    },
    [],
  );

  const leave = () => {
    deleted.current = true;
    setOpen(false);
    navigate(paths.home);
  };

  return (
    <Card className="flex flex-col gap-3 border-danger/60 p-6">
      <h2 id="delete-account-title" className="font-display text-2xl text-text">
        {m.profile_delete_title()}
      </h2>
      <p className="text-sm text-text-muted">{m.profile_delete_text()}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {m.profile_delete_title()}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} onDeleted={leave} />
    </Card>
  );
}
