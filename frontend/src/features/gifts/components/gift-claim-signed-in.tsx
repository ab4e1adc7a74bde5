import type { GiftClaimResponse, GiftView } from '@shared/api/types/gifts';
import { GIFT_MESSAGES } from '@shared/gifts';
import { useState } from 'react';
import { Page } from '@/components/layout/page';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/loading';
import { m } from '@/lib/i18n';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { useGift } from '../api/get-gift';
import { isGiftRefusal } from '../lib/gift-refusal';
import { GiftClaimed } from './gift-claimed';
import { GiftOffer } from './gift-offer';
import { GiftRefused } from './gift-refused';

/** What a gift that can no longer be claimed says, by its status; null while it can be. */
function closedMessage(gift: GiftView): string | null {
  if (gift.status === 'cancelled' || gift.status === 'refunded') return GIFT_MESSAGES.cancelled;
  if (gift.status === 'claimed' && !gift.claimedByYou) return GIFT_MESSAGES.alreadyClaimed;
  return null;
}

/** The claim page once signed in: the gift (GET /gifts/{giftId}), its Claim, and what came of it. */
export function GiftClaimSignedIn({ giftId }: { giftId: string }) {
  const gift = useGift(giftId);
  const [claimed, setClaimed] = useState<GiftClaimResponse | null>(null);
  useLogLoadError(isGiftRefusal(gift.error) ? null : gift.error, 'gift');

  if (claimed) return <GiftClaimed claim={claimed} />;
  if (gift.isPending) return <Loading text={m.checkout_claim_loading()} />;
  if (gift.isError) {
    return isGiftRefusal(gift.error) ? (
      <GiftRefused message={gift.error.message} otherAddress={gift.error.status === 403} />
    ) : (
      <Page title={m.checkout_claim_title()}>
        <LoadError message={m.checkout_claim_load_failed()} onRetry={gift.refetch} />
      </Page>
    );
  }
  const { data } = gift;
  if (data.status === 'claimed' && data.claimedByYou) {
    return <GiftClaimed claim={{ outcome: 'claimed', tierName: data.tierName }} />;
  }
  const closed = closedMessage(data);
  if (closed) return <GiftRefused message={closed} />;
  return <GiftOffer gift={data} onClaimed={setClaimed} />;
}
