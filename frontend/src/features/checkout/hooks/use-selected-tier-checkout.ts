import type { CheckoutResponse } from '@shared/api/types/checkout';
import { checkoutChargeCents } from '@shared/checkout-charge';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { canPurchase } from '@shared/ownership';
import { getTier, isTierId } from '@shared/tiers';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ownedTier, useMe } from '@/lib/api/get-me';
import { ApiError } from '@/lib/api-client';
import { handOverCreatorCodeRefusal } from '@/lib/creator-code/creator-code-refusal';
import type { CreatorCode } from '@/lib/creator-code/use-creator-code';
import { toast } from '@/lib/toast';
import { useCreateCheckout } from '../api/create-checkout';
import { rememberCheckout, trackInitiateCheckout } from '../lib/checkout-tracking';
import { leaveSiteTo } from '../lib/leave-site';

/** Where a checkout the dashboard started stands: under way, and whether it waits out a throttle to try again. */
export interface CheckoutProgress {
  checkingOut: boolean;
  retrying: boolean;
}

/**
 * Starts Stripe Checkout when the dashboard is reached with `{ selectedTier }` in navigation state
 * (from a tier card). Waits until the owned tier is known, then clears the state so a reload or a
 * back navigation never starts a second checkout. Sends the buyer's creator code, if any; a code
 * checkout refuses is handed back to `creatorCode`. Returns where the checkout stands.
 */
export function useSelectedTierCheckout({
  code,
  offer,
  refused,
  rateLimited,
}: Pick<CreatorCode, 'code' | 'offer' | 'refused' | 'rateLimited'>): CheckoutProgress {
  const me = useMe();
  // docs/product.md §Error catalogue: a failed tier read leaves the user with no tier.
  const owned = ownedTier(me.data);
  const standingSumCents = me.data?.standingSumCents ?? 0;
  const ready = !me.isPending;
  const location = useLocation();
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const handledKey = useRef<string | null>(null);
  const selected = (location.state as { selectedTier?: unknown } | null)?.selectedTier;

  useEffect(() => {
    if (!ready || !isTierId(selected) || handledKey.current === location.key) return;
    handledKey.current = location.key;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

    const tier = getTier(selected);
    if (!canPurchase(owned, tier)) {
      toast.error(CHECKOUT_MESSAGES.alreadyOwned);
      return;
    }
    const eventId = crypto.randomUUID();
    const priceCents = checkoutChargeCents(tier, standingSumCents, offer);
    rememberCheckout({ eventId, tierName: tier.name, priceCents, timestamp: Date.now() });
    void trackInitiateCheckout(tier.name, priceCents, eventId);
    checkout.mutate(
      { tierId: tier.id, ...(code ? { creatorCode: code } : {}), eventId },
      checkoutAnswer({ refused, rateLimited }),
    );
  }, [
    ready,
    selected,
    owned,
    standingSumCents,
    code,
    offer,
    refused,
    rateLimited,
    location.key,
    location.pathname,
    location.search,
    navigate,
    checkout.mutate,
  ]);

  // Stays true after success while the browser leaves for Stripe.
  return { checkingOut: checkout.isPending || checkout.isSuccess, retrying: checkout.retrying };
}

/**
 * What follows POST /checkout: leave for Stripe, or say why not (a refused creator code goes back to
 * `refused`; a code not checked for too many checks, to `rateLimited`, which says when to try again).
 */
function checkoutAnswer({ refused, rateLimited }: Pick<CreatorCode, 'refused' | 'rateLimited'>) {
  return {
    onSuccess: ({ url }: CheckoutResponse) => {
      toast.info(CHECKOUT_MESSAGES.redirecting);
      leaveSiteTo(url);
    },
    onError: (error: Error) => {
      if (handOverCreatorCodeRefusal(error, { refused, rateLimited })) return;
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : CHECKOUT_MESSAGES.failed);
    },
  };
}
