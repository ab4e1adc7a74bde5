import { findTier, type Tier, type TierId } from './tiers';

/** What ownership rules need to know of a purchase. */
export interface OwnedPurchase {
  tierId: TierId;
  /** Refunded and lost-dispute purchases no longer grant their tier. */
  refunded?: boolean;
}

/**
 * The user's tier: the purchase whose tier has the highest catalogue price.
 * Upgrades store only the difference paid, so the amount paid cannot rank purchases.
 */
export function ownedTier(purchases: readonly OwnedPurchase[]): Tier | null {
  let best: Tier | null = null;
  for (const purchase of purchases) {
    if (purchase.refunded) continue;
    const tier = findTier(purchase.tierId);
    if (tier && (!best || tier.priceCents > best.priceCents)) best = tier;
  }
  return best;
}

/** A user may only move to a strictly higher-priced tier. */
export function canPurchase(owned: Tier | null, target: Tier): boolean {
  return !owned || target.priceCents > owned.priceCents;
}

/** What a user pays for the target tier: its price minus what the owned tier already cost, never below zero. */
export function upgradePriceCents(owned: Tier | null, target: Tier): number {
  return Math.max(0, target.priceCents - (owned?.priceCents ?? 0));
}

/** Tiers priced above the owned one, cheapest first (all of them when nothing is owned). */
export function upgradeOptions(owned: Tier | null, tiers: readonly Tier[]): Tier[] {
  return tiers.filter((tier) => canPurchase(owned, tier));
}

export type TierButton = 'current' | 'upgrade' | 'select';

/** The tier card's button: Current Tier when owned, Upgrade when the owned tier is cheaper, otherwise Select. */
export function tierButton(owned: Tier | null, card: Tier): TierButton {
  if (owned?.id === card.id) return 'current';
  if (owned && owned.priceCents < card.priceCents) return 'upgrade';
  return 'select';
}
