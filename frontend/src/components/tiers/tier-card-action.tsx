import { checkoutChargeCents } from '@shared/checkout-charge';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import { formatCents } from '@shared/money';
import { canPurchase, tierButton } from '@shared/ownership';
import type { Tier } from '@shared/tiers';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';

interface TierCardActionProps {
  tier: Tier;
  owned: Tier | null;
  standingSumCents: number;
  onSelect(tier: Tier): void;
  busy: boolean;
  creatorCode: CreatorCodeOffer | null;
}

/** A tier card's foot: the price with the creator code, then Current Tier, Upgrade for its price, or Select. */
export function TierCardAction({ tier, owned, standingSumCents, onSelect, busy, creatorCode }: TierCardActionProps) {
  const button = tierButton(owned, tier);
  // What checkout will charge, by the rule the server judges the payment by: every amount shown is this one.
  const chargeCents = checkoutChargeCents(tier, standingSumCents, creatorCode);
  return (
    <>
      {creatorCode && canPurchase(owned, tier) && (
        <p className="tabular text-sm font-semibold text-accent">
          {m.landing_tier_with_code({ price: formatCents(chargeCents), code: creatorCode.code })}
        </p>
      )}
      {button === 'current' && (
        <Button variant="outline" disabled>
          {m.landing_tier_current()}
        </Button>
      )}
      {button === 'upgrade' && (
        <Button disabled={busy} onClick={() => onSelect(tier)}>
          {m.landing_tier_upgrade({ price: formatCents(chargeCents) })}
        </Button>
      )}
      {button === 'select' && (
        <Button variant={tier.highlight ? 'primary' : 'secondary'} disabled={busy} onClick={() => onSelect(tier)}>
          {m.landing_tier_select()}
        </Button>
      )}
    </>
  );
}
