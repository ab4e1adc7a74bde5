import type { VerifyResponse } from '@shared/api/types/checkout';
import { GIFT_CLAIM_DAYS } from '@shared/gifts';
import { Gift } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { PaidLine } from './paid-line';

/** /payment-success for a gift paid for someone else: who was emailed the claim link, for how long, what was paid. */
export function PaymentGiftSent({ result }: { result: VerifyResponse }) {
  const { tierName } = result;
  const recipient = result.gift?.recipientEmail ?? m.checkout_gift_sent_someone();
  return (
    <Page title={m.checkout_gift_sent_title()} subtitle={m.checkout_gift_sent_subtitle()}>
      <Card className="flex flex-col gap-3 p-6">
        <Gift aria-hidden="true" className="size-10 text-accent" />
        <p className="font-display text-5xl text-text">{tierName}</p>
        <PaidLine result={result} />
        <p className="text-text">{m.checkout_gift_sent_text({ recipient, tier: tierName, days: GIFT_CLAIM_DAYS })}</p>
      </Card>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={paths.purchases}>{m.checkout_see_gifts_sent()}</LinkButton>
        <LinkButton to={paths.dashboard} variant="secondary">
          {m.checkout_go_to_dashboard()}
        </LinkButton>
      </div>
    </Page>
  );
}
