import type { CreatorCodeOffer } from '@shared/creator-codes';
import { TAX_MESSAGES } from '@shared/tax-messages';
import { TIERS, type Tier } from '@shared/tiers';
import { useCurrencyEstimate } from '@/lib/use-currency-estimate';
import { TierCard } from './tier-card';

/**
 * Every tier, cheapest first, and once under them that the prices are US dollars before tax (Stripe adds
 * any VAT or sales tax at checkout); what choosing one does is the caller's (checkout).
 */
export function TierGrid({
  owned,
  standingSumCents,
  tiers = TIERS,
  onSelect,
  busy,
  pending,
  creatorCode,
  giftable = false,
}: {
  owned: Tier | null;
  /** GET /me's standing sum (0 when signed out): upgrade prices count it. */
  standingSumCents: number;
  tiers?: readonly Tier[];
  onSelect(tier: Tier): void;
  busy?: boolean;
  /** The visitor's tier is not known yet: buttons keep their place until it is. */
  pending?: boolean;
  /** An applied creator code, priced on each card beside its list price. */
  creatorCode?: CreatorCodeOffer | null;
  /** A signed-in supporter: each card also offers to gift its tier. */
  giftable?: boolean;
}) {
  const estimate = useCurrencyEstimate();
  return (
    <div className="flex flex-col gap-4">
      {/* The row gap and the top padding leave room for the badges on the cards' top edges. */}
      <div className="grid gap-x-5 gap-y-8 pt-3 sm:grid-cols-2 lg:grid-cols-3">
        {tiers.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            owned={owned}
            standingSumCents={standingSumCents}
            onSelect={onSelect}
            busy={busy}
            pending={pending}
            creatorCode={creatorCode}
            giftable={giftable}
            estimate={estimate}
          />
        ))}
      </div>
      <p className="text-sm text-text-muted">{TAX_MESSAGES.pricesBeforeTax}</p>
    </div>
  );
}
