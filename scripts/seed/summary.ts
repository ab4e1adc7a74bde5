import type { SeedCounts } from './counts';

const n = (value: number) => value.toLocaleString('en-US');

/** What the seed wrote, in a few lines. */
export function seedSummary(tableName: string, counts: SeedCounts, elapsedMs: number): string {
  const { totals } = counts;
  const seconds = elapsedMs / 1000;
  return [
    `Seeded ${tableName} in ${seconds.toFixed(1)} s: ${n(counts.items)} items, ${n(Math.round(counts.items / seconds))} items/s.`,
    `  ${n(totals.userCount)} profiles, ${n(totals.purchaseCount)} purchases (${n(counts.refunds)} refunded), revenue $${n(Math.round(totals.revenueCents / 100))}`,
    `  ${n(counts.setups)} tier setups, ${n(Object.values(counts.wall).reduce((sum, count) => sum + count, 0))} on the gym wall, ${n(totals.setupPending)} setups pending`,
    `  ${n(totals.contactCount)} contact submissions: ${Object.entries(counts.contactStatuses)
      .map(([status, count]) => `${n(count)} ${status}`)
      .join(', ')}`,
  ].join('\n');
}
