import type { VerifyResponse } from '@shared/api/types/checkout';
import { GIFT_CLAIM_DAYS } from '@shared/gifts';
import { formatCents, formatPaid } from '@shared/money';
import { Gift } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** /payment-success for a gift paid for someone else: who was emailed the claim link, for how long, what was paid. */
export function PaymentGiftSent({ result }: { result: VerifyResponse }) {
  const { tierName, tierPrice, presented, taxCents } = result;
  const recipient = result.gift?.recipientEmail ?? 'the person you are gifting';
  return (
    <Page title="Your gift is on its way" subtitle="Payment verified.">
      <Card className="flex flex-col gap-3 p-6">
        <Gift aria-hidden="true" className="size-10 text-accent" />
        <p className="font-display text-5xl text-text">{tierName}</p>
        <p className="text-text-muted">
          Paid <span className="tabular text-xl font-bold text-text">{formatPaid(tierPrice, presented)}</span>
          {taxCents ? `, including ${formatCents(taxCents)} tax` : null}
        </p>
        <p className="text-text">
          {`We emailed ${recipient} a link to claim D1 Gang ${tierName}. They have ${GIFT_CLAIM_DAYS} days to claim it; after that it is refunded to you.`}
        </p>
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.purchases}>See Gifts You Sent</LinkButton>
        <LinkButton to={paths.dashboard} variant="secondary">
          Go to Dashboard
        </LinkButton>
      </div>
    </Page>
  );
}
