import { checkoutChargeCents } from '@shared/checkout-charge';
import type { CreatorCodeOffer } from '@shared/creator-codes';
import type { CurrencyEstimate } from '@shared/currency-estimate';
import { formatCents } from '@shared/money';
import { canPurchase, tierButton } from '@shared/ownership';
import type { Tier } from '@shared/tiers';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n';
import { TierBenefits } from './tier-benefits';
import { TierCardAction } from './tier-card-action';
import { TierPriceEstimate } from './tier-price-estimate';

interface TierCardProps {
  tier: Tier;
  /** The user's tier (GET /me, from the payments that stand), or null when signed out or without a purchase. */
  owned: Tier | null;
  /** What the user's standing payments add up to: an upgrade costs the tier's price minus this. */
  standingSumCents: number;
  onSelect(tier: Tier): void;
  /** A checkout is starting: every card's button waits. */
  busy?: boolean;
  /** The visitor's tier is not known yet (session or GET /me loading, prerendered page): the button's place is kept empty. */
  pending?: boolean;
  /** An applied creator code: the card keeps its list price and says what the buyer pays with the code, as its button does. */
  creatorCode?: CreatorCodeOffer | null;
  /** A signed-in supporter may gift the tier, whatever they own: a link to the gift form beside the button. */
  giftable?: boolean;
  /** The rate for the buyer's currency, once GET /currency-estimate answered one: the card estimates its charge with it. */
  estimate?: CurrencyEstimate | null;
}

/** One D1 Gang tier, as the landing grid and the dashboard show it. */
export function TierCard({
  tier,
  owned,
  standingSumCents,
  onSelect,
  busy = false,
  pending = false,
  creatorCode = null,
  giftable = false,
  estimate = null,
}: TierCardProps) {
  const isOwned = tierButton(owned, tier) === 'current';
  const headingId = `tier-${tier.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 rounded-[var(--radius-card)] border bg-surface p-5 pt-6 shadow-card',
        tier.highlight ? 'border-primary' : 'border-border',
        isOwned && 'border-accent',
      )}
    >
      {(tier.highlight || isOwned) && (
        // On the card's top edge, out of the flow: cards with and without badges start their content
        // at the same height, with no empty badge row on the cards that have none.
        <div className="absolute -top-3 left-5 flex flex-wrap gap-2">
          {tier.highlight && <Badge>{m.landing_tier_popular()}</Badge>}
          {isOwned && <Badge variant="accent">{m.landing_tier_yours()}</Badge>}
        </div>
      )}
      <header className="flex flex-col gap-1">
        <h3 id={headingId} className="font-display text-3xl text-text">
          {tier.name}
        </h3>
        <p className="tabular text-3xl font-bold text-text">{formatCents(tier.priceCents)}</p>
        <TierPriceEstimate
          chargeCents={canPurchase(owned, tier) ? checkoutChargeCents(tier, standingSumCents, creatorCode) : null}
          estimate={estimate}
        />
        <p className="text-sm text-text-muted">{tier.tagline}</p>
      </header>
      <TierBenefits tier={tier} />
      {pending ? (
        <Button variant="secondary" disabled aria-hidden="true" tabIndex={-1} className="invisible">
          {m.landing_tier_select()}
        </Button>
      ) : (
        <TierCardAction
          tier={tier}
          owned={owned}
          standingSumCents={standingSumCents}
          onSelect={onSelect}
          busy={busy}
          creatorCode={creatorCode}
        />
      )}
      {giftable && !pending && (
        <Link
          to={paths.gift(tier.id)}
          className="self-center rounded text-sm font-semibold text-accent underline underline-offset-4"
        >
          {m.landing_tier_gift()}
        </Link>
      )}
    </article>
  );
}
