import type { GiftClaimResponse } from '@shared/api/types/gifts';
import { formatCents } from '@shared/money';
import { CircleCheck } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';

/** What a claim came to: the tier is theirs (with the way on to set it up and link the game), or it was refunded. */
export function GiftClaimed({ claim }: { claim: GiftClaimResponse }) {
  const { outcome, tierName, refundCents } = claim;
  if (outcome === 'already_owned') {
    return (
      <Page title={m.checkout_claimed_refunded_title()}>
        <p role="status" className="text-text">
          {m.checkout_claimed_refunded_text({ tier: tierName })}
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={paths.dashboard}>{m.checkout_go_to_dashboard()}</LinkButton>
        </div>
      </Page>
    );
  }
  return (
    <Page title={m.checkout_claimed_title({ tier: tierName })} subtitle={m.checkout_claimed_subtitle()}>
      <Card className="flex flex-col gap-3 p-6">
        <CircleCheck aria-hidden="true" className="size-10 text-accent" />
        {outcome === 'overpaid' && refundCents ? (
          <p role="status" className="text-text">
            {m.checkout_claimed_overpaid({ amount: formatCents(refundCents) })}
          </p>
        ) : null}
        <p className="text-text-muted">{m.checkout_claimed_next()}</p>
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.tierSubmission}>{m.checkout_complete_setup()}</LinkButton>
        <LinkButton to={paths.link} variant="secondary">
          {m.checkout_claimed_link_game()}
        </LinkButton>
        <LinkButton to={paths.dashboard} variant="outline">
          {m.checkout_go_to_dashboard()}
        </LinkButton>
      </div>
    </Page>
  );
}
