import { Gift } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { authPathReturningTo } from '@/lib/auth/return-path';

/**
 * The claim page before signing in. Both ways keep this page in /auth's `next`, which sign-in, sign-up and
 * its emailed code all carry through, so the recipient lands back here signed in.
 */
export function GiftClaimSignedOut() {
  const location = useLocation();
  const signIn = authPathReturningTo(location);
  const signUp = signIn.replace(`${paths.auth}?`, `${paths.authSignUp}&`);
  return (
    <Page title="You have a gift">
      <Card className="flex max-w-2xl flex-col gap-4 p-6">
        <Gift aria-hidden="true" className="size-10 text-accent" />
        <p className="text-text">
          Someone gave you a D1 Gang package. Sign in, or create an account, with the email address the gift was sent
          to, and it is yours.
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={signIn}>Sign in</LinkButton>
          <LinkButton to={signUp} variant="secondary">
            Create account
          </LinkButton>
        </div>
      </Card>
    </Page>
  );
}
