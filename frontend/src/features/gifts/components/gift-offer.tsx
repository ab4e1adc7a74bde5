import type { GiftClaimResponse, GiftView } from '@shared/api/types/gifts';
import { Gift } from 'lucide-react';
import { useRef } from 'react';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { m } from '@/lib/i18n';
import { useClaimGift } from '../api/claim-gift';
import { isGiftRefusal } from '../lib/gift-refusal';

/** An unclaimed gift: the tier, who sent it (or "Someone"), their message, and Claim. */
export function GiftOffer({ gift, onClaimed }: { gift: GiftView; onClaimed(claim: GiftClaimResponse): void }) {
  const claim = useClaimGift(gift.giftId);
  // A second press before the first one's render has held the button would claim twice.
  const sent = useRef(false);
  const claimIt = () => {
    if (sent.current) return;
    sent.current = true;
    claim.mutate(undefined, {
      onSuccess: onClaimed,
      onSettled: () => {
        sent.current = false;
      },
    });
  };
  const failure = claim.error && (isGiftRefusal(claim.error) ? claim.error.message : m.checkout_claim_failed());
  return (
    <Page title={m.checkout_claim_title()}>
      <Card className="flex max-w-2xl flex-col gap-4 p-6">
        <Gift aria-hidden="true" className="size-10 text-accent" />
        <p className="font-display text-5xl text-text">D1 Gang {gift.tierName}</p>
        <p className="font-semibold text-text">
          {m.checkout_claim_from({ sender: gift.from ?? m.checkout_claim_someone() })}
        </p>
        {gift.message && (
          <blockquote className="border-l-4 border-primary pl-4 whitespace-pre-line text-text">
            {gift.message}
          </blockquote>
        )}
        <p className="text-text-muted">{m.checkout_claim_what_you_get()}</p>
        {failure && (
          <p role="alert" className="text-danger">
            {failure}
          </p>
        )}
        <Button className="self-start" disabled={claim.isPending} onClick={claimIt}>
          {claim.isPending ? m.checkout_claiming() : m.checkout_claim_gift()}
        </Button>
      </Card>
    </Page>
  );
}
