import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { ShieldAlert } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** What the admin panel shows an admin whose account has no two-step sign-in: the server's refusal and the way to fix it. */
export function TwoStepRequired() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-16">
      <Card className="flex flex-col items-start gap-4 p-6 md:p-8">
        <ShieldAlert aria-hidden="true" className="size-8 text-warning" />
        <h1 className="font-display text-4xl text-text">Admin Panel</h1>
        <p role="alert" className="text-text">
          {ADMIN_MESSAGES.twoStepRequired}
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={paths.twoStepSection}>Set up two-step sign-in</LinkButton>
          <LinkButton to={paths.dashboard} variant="ghost">
            Back to Dashboard
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}
