import type { VerifyResponse } from '@shared/api/types/checkout';
import { overpaymentRefundMessage } from '@shared/checkout-messages';
import { formatCents } from '@shared/money';
import { TIERS } from '@shared/tiers';
import { CircleCheck } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { EmailUpdatesChoice } from './email-updates-choice';
import { PaidLine } from './paid-line';

/** /payment-success once the payment is verified: the tier bought, what it counts toward upgrades, setup next. */
export function PaymentVerified({ result }: { result: VerifyResponse }) {
  const { tierName, refundCents } = result;
  const tier = TIERS.find((candidate) => candidate.name === tierName);
  return (
    <Page title={m.checkout_success_title()} subtitle={m.checkout_success_subtitle()}>
      <Card className="flex flex-col gap-3 p-6">
        <CircleCheck aria-hidden="true" className="size-10 text-accent" />
        <p className="text-sm font-semibold text-text-muted">{m.checkout_welcome()}</p>
        <p className="font-display text-5xl text-text">{tierName}</p>
        <PaidLine result={result} />
        {tier && (
          <p className="text-text-muted">
            {m.checkout_counts_full_price({ tier: tier.name, amount: formatCents(tier.priceCents) })}
          </p>
        )}
        {result.outcome === 'overpaid' && refundCents ? (
          <p role="status" className="text-text">
            {overpaymentRefundMessage(refundCents)}
          </p>
        ) : null}
        <p className="text-text-muted">
          {asksJersey(tierName) ? m.checkout_next_setup_jersey() : m.checkout_next_setup()}
        </p>
        <EmailUpdatesChoice />
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.tierSubmission}>{m.checkout_complete_setup()}</LinkButton>
        <LinkButton to={paths.dashboard} variant="secondary">
          {m.checkout_go_to_dashboard()}
        </LinkButton>
        <LinkButton to={paths.home} variant="outline">
          {m.checkout_back_to_home()}
        </LinkButton>
      </div>
    </Page>
  );
}

/** Whether the tier bought asks for a jersey back name at setup (MVP). */
function asksJersey(tierName: string): boolean {
  return TIERS.some((tier) => tier.name === tierName && tier.setupFields.includes('jerseyBackName'));
}
