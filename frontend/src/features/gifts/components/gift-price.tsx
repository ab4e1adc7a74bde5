import { checkoutChargeCents } from '@shared/checkout-charge';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { GIFT_CLAIM_DAYS } from '@shared/gifts';
import { formatCents } from '@shared/money';
import { TAX_MESSAGES } from '@shared/tax-messages';
import type { Tier } from '@shared/tiers';

/**
 * What the gift costs: the tier's full price (a gift never counts what the buyer owns), less the creator
 * code's percent once the code is checked, as checkout charges it; then the claim period.
 */
export function GiftPrice({ tier, offer }: { tier: Tier; offer: CreatorCodeOffer | null }) {
  // The standing sum is 0: a gift's session is made as if the buyer owned nothing.
  const chargeCents = checkoutChargeCents(tier, 0, offer);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-surface-raised p-4">
      <p className="text-text">
        You pay <span className="tabular font-bold">{formatCents(chargeCents)}</span>, the full price of D1 Gang{' '}
        {tier.name}
        {offer ? ` less ${offer.percentOff}% with creator code ${offer.code}.` : '.'}
      </p>
      <p className="text-sm text-text-muted">{TAX_MESSAGES.pricesBeforeTax}</p>
      <p className="text-sm text-text-muted">
        They have {GIFT_CLAIM_DAYS} days to claim it; after that it is refunded to you.
      </p>
    </div>
  );
}
