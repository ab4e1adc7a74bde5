import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { TICKET_STATUSES, type TicketStatus } from '@shared/tickets';
import { TIERS, type TierId } from '@shared/tiers';
import { batchGetItems } from './batch-get';
import { documentClient, tableName } from './client';
import { TOTALS_SHARDS } from './totals-shards';
import type { TransactItem } from './transactions';

/** The running counters behind the admin overview and the list totals. */
export interface Totals {
  userCount: number;
  purchaseCount: number;
  /** What the store keeps, net of tax. */
  revenueCents: number;
  /** The tax the kept payments hold, beside the revenue. */
  taxCents: number;
  contactCount: number;
  pendingContacts: number;
  /** Supporters who own a tier and have not set it up yet. */
  setupPending: number;
  /** People who own a tier now (the community goals' supporters), moved by the ledger when that changes. */
  supporterCount: number;
}

/**
 * The shards of the first layout, all in the one `STATS` partition. Local stacks and backups still
 * hold them (a restore brings them back), so readers add them to the spread shards; nothing writes them.
 */
const UNSPREAD_SHARDS = 10;

/** The partition of one totals shard: its totals and its part of each day's aggregates. */
function shardPartition(shard: number): string {
  return `${PARTITION.totalsShard}${shard}`;
}

/** The key of one totals shard. */
function totalsShardKey(shard: number) {
  return { pk: shardPartition(shard), sk: `${SORT_KEY.totals}${shard}` };
}

/** Every partition that holds totals: the shards', then the first layout's. */
function totalsPartitions(): string[] {
  return [...Array.from({ length: TOTALS_SHARDS }, (_, shard) => shardPartition(shard)), PARTITION.totals];
}

/** The keys of every totals shard: first the spread ones (index = shard), then those of the first layout. */
export function everyTotalsShardKey() {
  return [
    ...Array.from({ length: TOTALS_SHARDS }, (_, shard) => totalsShardKey(shard)),
    ...Array.from({ length: UNSPREAD_SHARDS }, (_, shard) => ({
      pk: PARTITION.totals,
      sk: `${SORT_KEY.totals}${shard}`,
    })),
  ];
}

/** A shard picked at random for one write. */
export function randomTotalsShard(): number {
  return Math.floor(Math.random() * TOTALS_SHARDS);
}

const COUNTERS: readonly (keyof Totals)[] = [
  'userCount',
  'purchaseCount',
  'revenueCents',
  'taxCents',
  'contactCount',
  'pendingContacts',
  'setupPending',
  'supporterCount',
];

/** Purchase rows of each tier, all time: `purchases:<tierId>` counters on the same shards. */
export type TierCounts = Record<TierId, number>;

function tierCounter(tierId: TierId): string {
  return `purchases:${tierId}`;
}

/** Contact submissions in each status: `contacts:<status>` counters on the same shards. */
export type ContactStatusCounts = Record<TicketStatus, number>;

function contactStatusCounter(status: TicketStatus): string {
  return `contacts:${status}`;
}

/** The totals with the by-tier and by-status counts. */
export type OverviewTotals = Totals & { purchasesByTier: TierCounts; contactsByStatus: ContactStatusCounts };

/** The totals: every shard summed, read in one strongly consistent BatchGetItem (30 small items). */
export async function getOverviewTotals(): Promise<OverviewTotals> {
  return totalsOfShards(await batchGetItems(everyTotalsShardKey(), { consistent: true }));
}

function totalsOfShards(shards: readonly Record<string, unknown>[]): OverviewTotals {
  return {
    ...sumTotals(shards),
    purchasesByTier: Object.fromEntries(
      TIERS.map((tier) => [tier.id, sumCounter(shards, tierCounter(tier.id))]),
    ) as TierCounts,
    contactsByStatus: Object.fromEntries(
      TICKET_STATUSES.map((status) => [status, sumCounter(shards, contactStatusCounter(status))]),
    ) as ContactStatusCounts,
  };
}

function sumCounter(shards: readonly Record<string, unknown>[], name: string): number {
  return shards.reduce((total, shard) => total + (typeof shard[name] === 'number' ? (shard[name] as number) : 0), 0);
}

/** Sums totals shards; a counter no shard holds is 0. */
function sumTotals(shards: readonly Record<string, unknown>[]): Totals {
  return Object.fromEntries(COUNTERS.map((name) => [name, sumCounter(shards, name)])) as unknown as Totals;
}

/**
 * The transaction item that moves counters by the given amounts (negative to decrease) on one shard
 * picked at random, so a count changes in the same transaction as the write it counts. ADD creates
 * the shard when it is missing. A retried transaction may land on another shard: the sum is the same.
 */
export function totalsChange(delta: TotalsDelta, shard: number = randomTotalsShard()): TransactItem {
  const counters: Record<string, number> = {};
  for (const name of COUNTERS) if (delta[name]) counters[name] = delta[name];
  if (delta.purchasedTierId) counters[tierCounter(delta.purchasedTierId)] = 1;
  for (const tier of TIERS) {
    const move = delta.tierPurchases?.[tier.id];
    if (move) counters[tierCounter(tier.id)] = (counters[tierCounter(tier.id)] ?? 0) + move;
  }
  for (const status of TICKET_STATUSES) {
    const move = delta.contactStatuses?.[status];
    if (move) counters[contactStatusCounter(status)] = move;
  }
  if (Object.keys(counters).length === 0) throw new Error('totalsChange needs at least one non-zero counter');
  return addTo(totalsShardKey(shard), counters);
}

/**
 * A counter change; `purchasedTierId` adds one purchase row of that tier to the by-tier counts,
 * `tierPurchases` moves them by any amount, `contactStatuses` moves the per-status contact counts
 * (e.g. `{ new: -1, resolved: 1 }`).
 */
export type TotalsDelta = Partial<Totals> & {
  purchasedTierId?: TierId;
  tierPurchases?: Partial<TierCounts>;
  contactStatuses?: Partial<ContactStatusCounts>;
};

/**
 * The totals change and, when revenue or the purchase count moves, the same change to the day's
 * aggregates on the same shard (`STATS#<shard>` / `DAY#<yyyy-mm-dd>#<shard>`, UTC): the overview's
 * charts stay in step with the totals because both move in the write that moves them.
 */
export function totalsChanges(delta: TotalsDelta, now: Date = new Date()): TransactItem[] {
  const shard = randomTotalsShard();
  const items = [totalsChange(delta, shard)];
  const day = dayTotalsChange(dayOf(now), delta, shard);
  if (day) items.push(day);
  return items;
}

/** The transaction item that moves one UTC day's aggregates on one shard; null when neither moves. */
export function dayTotalsChange(
  day: string,
  delta: Partial<Pick<DayTotals, 'revenueCents' | 'purchaseCount'>>,
  shard: number = randomTotalsShard(),
): TransactItem | null {
  const daily: Record<string, number> = {};
  if (delta.revenueCents) daily.revenueCents = delta.revenueCents;
  if (delta.purchaseCount) daily.purchaseCount = delta.purchaseCount;
  return Object.keys(daily).length > 0 ? addTo(dayShardKey(day, shard), daily) : null;
}

/** The transaction item that adds to an item's counters (ADD creates the item and the counters when missing). */
export function addTo(key: { pk: string; sk: string }, counters: Record<string, number>): TransactItem {
  const names = Object.keys(counters);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${names.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#c${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:c${index}`, counters[name]])),
    },
  };
}

/** The UTC day of a time, `yyyy-mm-dd`. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

function dayShardKey(day: string, shard: number) {
  return { pk: shardPartition(shard), sk: `${SORT_KEY.day}${day}#${shard}` };
}

/** Revenue and purchase rows of one UTC day. */
export interface DayTotals {
  date: string;
  revenueCents: number;
  purchaseCount: number;
}

/**
 * The totals and the last `days` UTC days up to `today` (oldest first, each summed over its shards;
 * days without sales are zeros), in one strongly consistent Query of each totals partition, side by
 * side: in a partition the days' items sort before the totals' shard (`DAY#…` < `TOTALS#…`), and it
 * holds nothing else, so the range from the first day to the shard is that partition's days and
 * shard, small items far below a page (the first layout's partition: days × 10 shards and the shards).
 */
export async function getOverviewFigures(
  days: number,
  today: Date,
): Promise<{ totals: OverviewTotals; days: DayTotals[] }> {
  const dates = Array.from({ length: days }, (_, index) =>
    dayOf(new Date(today.getTime() - (days - 1 - index) * 86_400_000)),
  );
  const partitions = await Promise.all(
    totalsPartitions().map((partition) =>
      documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': partition,
            ':from': `${SORT_KEY.day}${dates[0]}`,
            ':to': `${SORT_KEY.totals}~`,
          },
          ConsistentRead: true,
        }),
      ),
    ),
  );
  const items = partitions.flatMap((result) => result.Items ?? []);
  const isShard = (item: Record<string, unknown>) => String(item.sk).startsWith(SORT_KEY.totals);
  return {
    totals: totalsOfShards(items.filter(isShard)),
    days: daysOf(
      dates,
      items.filter((item) => !isShard(item)),
    ),
  };
}

function daysOf(dates: readonly string[], items: readonly Record<string, unknown>[]): DayTotals[] {
  const byDay = new Map(dates.map((date) => [date, { date, revenueCents: 0, purchaseCount: 0 }]));
  for (const item of items) {
    const day = byDay.get(String(item.sk).slice(SORT_KEY.day.length, SORT_KEY.day.length + 10));
    if (!day) continue;
    day.revenueCents += typeof item.revenueCents === 'number' ? item.revenueCents : 0;
    day.purchaseCount += typeof item.purchaseCount === 'number' ? item.purchaseCount : 0;
  }
  return [...byDay.values()];
}
