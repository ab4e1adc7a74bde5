import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lambdas/src/data/client';
import type { Item } from '../../lambdas/src/data/query-page';
import { dayTotalsChange, totalsChange } from '../../lambdas/src/data/totals';
import type { TransactItem } from '../../lambdas/src/data/transactions';
import { wallCountsChange } from '../../lambdas/src/data/wall';
import { BATCH_SIZE, putBatch } from './batch-writer';
import { emptyCounts, mergeCounts, type SeedCounts } from './counts';
import type { Progress } from './progress';
import { randomFor } from './random';
import { supporterItems } from './supporter';

const DAY_MS = 86_400_000;
/** The dates run over this many days up to `now`. */
export const SEED_DAYS = 60;
/** Segments seeded side by side, each with one BatchWriteItem call in flight. */
const SEGMENTS = 4;

export interface SeedOptions {
  /** The client the items are written with; the table is the data modules' (TABLE_NAME). */
  client: DynamoDBDocumentClient;
  supporters: number;
  seed: number;
  now: Date;
  progress?: Progress;
}

/**
 * Fills the table with `supporters` supporters and what they bought, set up and wrote, the same
 * for the same seed and time; then moves the totals, the days' aggregates and the wall's counts
 * once by what it wrote, so they stay equal to the items whatever the table held before.
 */
export async function seedStore(options: SeedOptions): Promise<SeedCounts> {
  const table = tableName();
  const window = { from: options.now.getTime() - SEED_DAYS * DAY_MS, to: options.now.getTime() };
  const total = emptyCounts();
  let done = 0;
  let written = 0;
  const segmentSize = Math.ceil(options.supporters / SEGMENTS);
  const seedSegment = async (first: number, end: number) => {
    const counts = emptyCounts();
    let pending: Item[] = [];
    for (let index = first; index < end; index += 1) {
      pending.push(...supporterItems(randomFor(options.seed, index), index, window, counts));
      done += 1;
      while (pending.length >= BATCH_SIZE) {
        await putBatch(options.client, table, pending.slice(0, BATCH_SIZE));
        pending = pending.slice(BATCH_SIZE);
        written += BATCH_SIZE;
        options.progress?.update(done, written);
      }
    }
    if (pending.length > 0) await putBatch(options.client, table, pending);
    written += pending.length;
    mergeCounts(total, counts);
  };
  await Promise.all(
    Array.from({ length: SEGMENTS }, (_, segment) =>
      seedSegment(segment * segmentSize, Math.min(options.supporters, (segment + 1) * segmentSize)),
    ),
  );
  options.progress?.update(done, written);
  options.progress?.finish();
  await writeAggregates(options.client, total);
  return total;
}

async function writeAggregates(client: DynamoDBDocumentClient, counts: SeedCounts): Promise<void> {
  const changes: (TransactItem | null)[] = [
    counts.totals.userCount > 0
      ? totalsChange(
          { ...counts.totals, tierPurchases: counts.tierPurchases, contactStatuses: counts.contactStatuses },
          0,
        )
      : null,
    ...[...counts.days].map(([day, move]) => dayTotalsChange(day, move, 0)),
    wallCountsChange(counts.wall),
  ];
  for (const change of changes) if (change?.Update) await client.send(new UpdateCommand(change.Update));
}
