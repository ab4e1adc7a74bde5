import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { WallNickname, WallResponse, WallTier } from '@shared/api/types/wall';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { TIER_IDS, type TierId } from '@shared/tiers';
import { WALL_TIER_ORDER } from '@shared/wall';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';
import { decodeWallCursor, encodeWallCursor, MAX_WALL_SKIP, type WallPosition } from './wall-cursor';

/**
 * The public gym wall, kept so that reading it never scans:
 * - `WALL#<tierId>` / `<since>#<sub>`: one nickname listed under a tier, read newest first a page at a time;
 * - `WALL#COUNTS` / `SHARD#<n>`: the count of each tier, spread over shards like the totals and
 *   summed by one Query.
 * Entries and counts change only in the transaction that changes a supporter's presence
 * (wall-presence.ts), so a count always matches its partition.
 */

/** Nicknames per tier on the wall's first read; `GET /wall?tierId=` pages on with the same size. */
export const WALL_PAGE_SIZE = 24;

const COUNT_SHARDS = 5;
const COUNTS_PARTITION = `${PARTITION.wall}COUNTS`;

/** A nickname as the wall stores it under its tier. */
export interface WallEntry {
  userId: string;
  tierId: TierId;
  nickname: string;
  since: string;
}

function wallPartition(tierId: TierId): string {
  return `${PARTITION.wall}${tierId}`;
}

function entryKey(entry: Pick<WallEntry, 'userId' | 'tierId' | 'since'>) {
  return { pk: wallPartition(entry.tierId), sk: `${entry.since}#${entry.userId}` };
}

/** The transaction item that lists a nickname under its tier. */
export function wallEntryPut(entry: WallEntry): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...entryKey(entry), ...entry } } };
}

/** The transaction item that takes a listed nickname off the wall. */
export function wallEntryDelete(entry: Pick<WallEntry, 'userId' | 'tierId' | 'since'>): TransactItem {
  return { Delete: { TableName: tableName(), Key: entryKey(entry) } };
}

/** The transaction item that moves tier counts (negative to decrease) on one shard picked at random. */
export function wallCountsChange(delta: Partial<Record<TierId, number>>): TransactItem | null {
  const moved = TIER_IDS.filter((tierId) => (delta[tierId] ?? 0) !== 0);
  if (moved.length === 0) return null;
  const names = moved.map((_, index) => `#t${index}`);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: COUNTS_PARTITION, sk: `${SORT_KEY.wallCounts}${Math.floor(Math.random() * COUNT_SHARDS)}` },
      UpdateExpression: `ADD ${names.map((name, index) => `${name} :c${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(moved.map((tierId, index) => [names[index], tierId])),
      ExpressionAttributeValues: Object.fromEntries(moved.map((tierId, index) => [`:c${index}`, delta[tierId]])),
    },
  };
}

/** Every tier's count: the shards summed, in one Query. */
async function readWallCounts(): Promise<Record<TierId, number>> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': COUNTS_PARTITION },
    }),
  );
  const shards = result.Items ?? [];
  return Object.fromEntries(
    TIER_IDS.map((tierId) => [
      tierId,
      shards.reduce((sum, shard) => sum + (typeof shard[tierId] === 'number' ? (shard[tierId] as number) : 0), 0),
    ]),
  ) as Record<TierId, number>;
}

function nicknameOf(item: Item): WallNickname {
  return { nickname: String(item.nickname), since: String(item.since) };
}

/**
 * A page of a tier's names, newest first, in one Query. After a position it reads the names listed
 * up to its `since` (every sort key `<since>#…` is below `<since>$`) and passes over the ones earlier
 * pages showed; one more name than the page is read so the last page says so.
 */
async function readTierPage(tierId: TierId, count: number, cursor?: string): Promise<WallTier> {
  const position = cursor ? decodeWallCursor(cursor, tierId) : null;
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: position ? 'pk = :pk AND sk < :before' : 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': wallPartition(tierId),
        ...(position ? { ':before': `${position.since}$` } : {}),
      },
      ScanIndexForward: false,
      Limit: (position?.skip ?? 0) + WALL_PAGE_SIZE + 1,
    }),
  );
  const items = result.Items ?? [];
  // Only names listed at the position's time are passed over, so a name taken off the wall since the
  // last page can never make this page skip an older one.
  let shown = 0;
  while (position && shown < position.skip && items[shown]?.since === position.since) shown += 1;
  const page = items.slice(shown, shown + WALL_PAGE_SIZE);
  const next = items.length > shown + WALL_PAGE_SIZE ? nextPosition(tierId, position, shown, page) : null;
  return {
    tierId,
    count,
    nicknames: page.map(nicknameOf),
    ...(next ? { cursor: encodeWallCursor(next) } : {}),
  };
}

/** After `page`: its last name's time, and how many names listed at that time have now been shown. */
function nextPosition(tierId: TierId, position: WallPosition | null, shown: number, page: Item[]): WallPosition | null {
  const since = String(page.at(-1)?.since);
  const before = position?.since === since ? shown : 0;
  const skip = before + page.filter((item) => item.since === since).length;
  // A longer run of names from one millisecond than a cursor may carry ends the paging there.
  return skip <= MAX_WALL_SKIP ? { tierId, since, skip } : null;
}

/**
 * The wall: the counts and the newest page of every tier, MVP first, in seven requests whatever the
 * number of names (one for the counts, one per tier).
 */
export async function readWall(): Promise<WallResponse> {
  const countsRead = readWallCounts();
  const pagesRead = Promise.all(WALL_TIER_ORDER.map(async (tierId) => readTierPage(tierId, 0)));
  const [counts, pages] = await Promise.all([countsRead, pagesRead]);
  return {
    total: totalOf(counts),
    tiers: pages.map((page) => ({ ...page, count: counts[page.tierId] })),
  };
}

/** One tier's next page (and the counts), in two requests: `GET /wall?tierId=…&cursor=…`. */
export async function readWallTier(tierId: TierId, cursor: string | undefined): Promise<WallResponse> {
  const [counts, page] = await Promise.all([readWallCounts(), readTierPage(tierId, 0, cursor)]);
  return { total: totalOf(counts), tiers: [{ ...page, count: counts[tierId] }] };
}

function totalOf(counts: Record<TierId, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
