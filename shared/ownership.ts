import type { Tier } from './tiers';

/** A user may only move to a strictly higher-priced tier. */
export function canPurchase(owned: Tier | null, target: Tier): boolean {
  return !owned || target.priceCents > owned.priceCents;
}

/**
 * What a user pays for the target tier: its price minus the standing sum of their payments (GET /me's
 * `standingSumCents`, shared/ledger.ts), never below zero. The server prices the session the same way.
 */
export function upgradePriceCents(target: Tier, standingSumCents: number): number {
  return Math.max(0, target.priceCents - standingSumCents);
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
