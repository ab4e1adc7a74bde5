import { priceWithCreatorCodeCents } from './creator-code-price';
import type { CreatorCodeOffer } from './creator-codes';
import { upgradePriceCents } from './ownership';
import type { Tier } from './tiers';

/**
 * What a checkout charges for the target tier: the catalogue's ask (its price minus the standing
 * sum) less the creator code's percent, rounded as Stripe rounds the coupon. The session verdict
 * accepts exactly this total; the tier cards and their buttons show it.
 */
export function checkoutChargeCents(
  target: Tier,
  standingSumCents: number,
  creatorCode: Pick<CreatorCodeOffer, 'percentOff'> | null,
): number {
  return priceWithCreatorCodeCents(upgradePriceCents(target, standingSumCents), creatorCode?.percentOff ?? 0);
}
