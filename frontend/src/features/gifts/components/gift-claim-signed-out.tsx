import { Gift } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { authPathReturningTo } from '@/lib/auth/return-path';
import { m } from '@/lib/i18n';

/**
 * The claim page before signing in. Both ways keep this page in /auth's `next`, which sign-in, sign-up and
 * its emailed code all carry through, so the recipient lands back here signed in.
 */
export function GiftClaimSignedOut() {
  const location = useLocation();
  const signIn = authPathReturningTo(location);
  const signUp = signIn.replace(`${paths.auth}?`, `${paths.authSignUp}&`);
  return (
    <Page title={m.checkout_claim_title()}>
      <Card className="flex max-w-2xl flex-col gap-4 p-6">
        <Gift aria-hidden="true" className="size-10 text-accent" />
        <p className="text-text">{m.checkout_claim_signed_out()}</p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={signIn}>{m.checkout_claim_sign_in()}</LinkButton>
          <LinkButton to={signUp} variant="secondary">
            {m.checkout_claim_create_account()}
          </LinkButton>
        </div>
      </Card>
    </Page>
  );
}
