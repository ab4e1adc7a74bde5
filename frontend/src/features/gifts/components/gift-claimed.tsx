import type { GiftClaimResponse } from '@shared/api/types/gifts';
import { formatCents } from '@shared/money';
import { CircleCheck } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** What a claim came to: the tier is theirs (with the way on to set it up and link the game), or it was refunded. */
export function GiftClaimed({ claim }: { claim: GiftClaimResponse }) {
  const { outcome, tierName, refundCents } = claim;
  if (outcome === 'already_owned') {
    return (
      <Page title="Gift refunded to the sender">
        <p role="status" className="text-text">
          You already own {tierName} or higher, so the gift was refunded to the sender.
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={paths.dashboard}>Go to Dashboard</LinkButton>
        </div>
      </Page>
    );
  }
  return (
    <Page title={`D1 Gang ${tierName} is yours`} subtitle="Your gift is claimed.">
      <Card className="flex flex-col gap-3 p-6">
        <CircleCheck aria-hidden="true" className="size-10 text-accent" />
        {outcome === 'overpaid' && refundCents ? (
          <p role="status" className="text-text">
            With what you already owned, the gift went beyond the price of the highest tier, so{' '}
            {formatCents(refundCents)} of it was refunded to the sender.
          </p>
        ) : null}
        <p className="text-text-muted">
          Next, set up your nickname so your rewards carry your name and you can appear on the gym wall, then link your
          game account to get your rewards in the game.
        </p>
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.tierSubmission}>Complete Tier Setup</LinkButton>
        <LinkButton to={paths.link} variant="secondary">
          Link a Game Account
        </LinkButton>
        <LinkButton to={paths.dashboard} variant="outline">
          Go to Dashboard
        </LinkButton>
      </div>
    </Page>
  );
}
