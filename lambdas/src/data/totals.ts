import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import type { TransactItem } from './transactions';

/** The running counters behind the admin overview and the list totals. */
export interface Totals {
  userCount: number;
  purchaseCount: number;
  revenueCents: number;
  contactCount: number;
  pendingContacts: number;
}

/**
 * The totals are spread over this many items (`STATS` / `TOTALS#<n>`): each write adds to one picked
 * at random, so launch traffic never queues on one hot item, and readers sum them all.
 */
export const TOTALS_SHARDS = 10;

/** The key of one totals shard. */
function totalsShardKey(shard: number) {
  return { pk: PARTITION.totals, sk: `${SORT_KEY.totals}${shard}` };
}

/** A shard picked at random for one write. */
function randomTotalsShard(): number {
  return Math.floor(Math.random() * TOTALS_SHARDS);
}

const COUNTERS: readonly (keyof Totals)[] = [
  'userCount',
  'purchaseCount',
  'revenueCents',
  'contactCount',
  'pendingContacts',
];

/**
 * The totals: every shard summed, read in one Query of the `STATS` partition. The prefix is
 * `TOTALS` without the `#`, so a totals item written before the sharding (sk `TOTALS`) still counts.
 */
export async function getOverviewTotals(): Promise<Totals> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': PARTITION.totals, ':prefix': SORT_KEY.totals.replace(/#$/, '') },
      ConsistentRead: true,
    }),
  );
  return sumTotals(result.Items ?? []);
}

/** Sums totals shards; a counter no shard holds is 0. */
function sumTotals(shards: readonly Record<string, unknown>[]): Totals {
  return Object.fromEntries(
    COUNTERS.map((name) => [
      name,
      shards.reduce((sum, shard) => sum + (typeof shard[name] === 'number' ? (shard[name] as number) : 0), 0),
    ]),
  ) as unknown as Totals;
}

/**
 * The transaction item that moves counters by the given amounts (negative to decrease) on one shard
 * picked at random, so a count changes in the same transaction as the write it counts. ADD creates
 * the shard when it is missing. A retried transaction may land on another shard: the sum is the same.
 */
export function totalsChange(delta: Partial<Totals>, shard: number = randomTotalsShard()): TransactItem {
  const moved = COUNTERS.filter((name) => delta[name] !== undefined && delta[name] !== 0);
  if (moved.length === 0) throw new Error('totalsChange needs at least one non-zero counter');
  return {
    Update: {
      TableName: tableName(),
      Key: totalsShardKey(shard),
      UpdateExpression: `ADD ${moved.map((name) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(moved.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(moved.map((name) => [`:${name}`, delta[name]])),
    },
  };
}
