import { TICKET_STATUSES } from '@shared/tickets';
import { TIER_IDS } from '@shared/tiers';
import type { ContactStatusCounts, DayTotals, TierCounts, Totals } from '../../lambdas/src/data/totals';

/** What the seed wrote, counted as it goes: the totals, the days' aggregates, the wall's counts, and the volumes. */
export interface SeedCounts {
  totals: Totals;
  tierPurchases: TierCounts;
  contactStatuses: ContactStatusCounts;
  /** By UTC day (`yyyy-mm-dd`). */
  days: Map<string, Pick<DayTotals, 'revenueCents' | 'purchaseCount'>>;
  wall: TierCounts;
  refunds: number;
  setups: number;
  /** Every item written (the aggregates aside). */
  items: number;
}

function tierZeros(): TierCounts {
  return Object.fromEntries(TIER_IDS.map((tierId) => [tierId, 0])) as TierCounts;
}

export function emptyCounts(): SeedCounts {
  return {
    totals: {
      userCount: 0,
      purchaseCount: 0,
      revenueCents: 0,
      taxCents: 0,
      contactCount: 0,
      pendingContacts: 0,
      setupPending: 0,
      supporterCount: 0,
    },
    tierPurchases: tierZeros(),
    contactStatuses: Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as ContactStatusCounts,
    days: new Map(),
    wall: tierZeros(),
    refunds: 0,
    setups: 0,
    items: 0,
  };
}

/** Moves one day's aggregates. */
export function addToDay(
  counts: SeedCounts,
  day: string,
  move: Partial<Pick<DayTotals, 'revenueCents' | 'purchaseCount'>>,
) {
  const current = counts.days.get(day) ?? { revenueCents: 0, purchaseCount: 0 };
  counts.days.set(day, {
    revenueCents: current.revenueCents + (move.revenueCents ?? 0),
    purchaseCount: current.purchaseCount + (move.purchaseCount ?? 0),
  });
}

function addRecord<K extends string>(into: Record<K, number>, from: Record<K, number>): void {
  for (const key of Object.keys(from) as K[]) into[key] += from[key];
}

/** Adds `from` into `into`. */
export function mergeCounts(into: SeedCounts, from: SeedCounts): void {
  addRecord(into.totals as unknown as Record<string, number>, from.totals as unknown as Record<string, number>);
  addRecord(into.tierPurchases, from.tierPurchases);
  addRecord(into.contactStatuses, from.contactStatuses);
  addRecord(into.wall, from.wall);
  for (const [day, move] of from.days) addToDay(into, day, move);
  into.refunds += from.refunds;
  into.setups += from.setups;
  into.items += from.items;
}
