import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { authPathReturningTo } from '@/lib/auth/return-path';

/**
 * What the admin panel shows an admin the server refused for two-step sign-in: the server's message
 * and the way to fix it: set it up on the profile (`setUp`), or sign in again with the code, for a
 * session that began before the last two-step change (`signInAgain`).
 */
export function TwoStepRequired({ reason = 'setUp' }: { reason?: 'setUp' | 'signInAgain' }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-16">
      <Card className="flex flex-col items-start gap-4 p-6 md:p-8">
        <ShieldAlert aria-hidden="true" className="size-8 text-warning" />
        <h1 className="font-display text-4xl text-text">Admin Panel</h1>
        <p role="alert" className="text-text">
          {reason === 'setUp' ? ADMIN_MESSAGES.twoStepRequired : ADMIN_MESSAGES.signInAgain}
        </p>
        <div className="flex flex-wrap gap-3">
          {reason === 'setUp' ? (
            <LinkButton to={paths.twoStepSection}>Set up two-step sign-in</LinkButton>
          ) : (
            <SignInAgainButton />
          )}
          <LinkButton to={paths.dashboard} variant="ghost">
            Back to Dashboard
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}

/** Signs this session out and opens sign-in, which returns to the admin page once the code is in. */
function SignInAgainButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      disabled={leaving}
      onClick={async () => {
        setLeaving(true);
        await signOut().catch(() => {});
        navigate(authPathReturningTo(location), { replace: true });
      }}
    >
      {leaving ? 'Please wait...' : 'Sign in again'}
    </Button>
  );
}
