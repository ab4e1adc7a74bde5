import type { VerifyResponse } from '@shared/api/types/checkout';
import { overpaymentRefundMessage } from '@shared/checkout-messages';
import { formatCents, formatPaid } from '@shared/money';
import { TIERS } from '@shared/tiers';
import { CircleCheck } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { EmailUpdatesChoice } from './email-updates-choice';

/** /payment-success once the payment is verified: the tier bought, what it counts toward upgrades, setup next. */
export function PaymentVerified({ result }: { result: VerifyResponse }) {
  const { tierName, tierPrice, presented, refundCents, taxCents } = result;
  const tier = TIERS.find((candidate) => candidate.name === tierName);
  return (
    <Page title="Payment Successful" subtitle="Payment verified and tier activated!">
      <Card className="flex flex-col gap-3 p-6">
        <CircleCheck aria-hidden="true" className="size-10 text-accent" />
        <p className="text-sm font-semibold text-text-muted">Welcome to the D1 Gang</p>
        <p className="font-display text-5xl text-text">{tierName}</p>
        <p className="text-text-muted">
          Paid <span className="tabular text-xl font-bold text-text">{formatPaid(tierPrice, presented)}</span>
          {taxCents ? `, including ${formatCents(taxCents)} tax` : null}
        </p>
        {tier && (
          <p className="text-text-muted">
            {`A tier always counts its full price toward an upgrade: your ${tier.name} counts ${formatCents(tier.priceCents)}, whatever you paid.`}
          </p>
        )}
        {result.outcome === 'overpaid' && refundCents ? (
          <p role="status" className="text-text">
            {overpaymentRefundMessage(refundCents)}
          </p>
        ) : null}
        <p className="text-text-muted">
          Next, set up your {asksJersey(tierName) ? 'nickname and jersey back name' : 'nickname'} so your rewards carry
          your name.
        </p>
        <EmailUpdatesChoice />
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.tierSubmission}>Complete Tier Setup</LinkButton>
        <LinkButton to={paths.dashboard} variant="secondary">
          Go to Dashboard
        </LinkButton>
        <LinkButton to={paths.home} variant="outline">
          Back to Home
        </LinkButton>
      </div>
    </Page>
  );
}

/** Whether the tier bought asks for a jersey back name at setup (MVP). */
function asksJersey(tierName: string): boolean {
  return TIERS.some((tier) => tier.name === tierName && tier.setupFields.includes('jerseyBackName'));
}
