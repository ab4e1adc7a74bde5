import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { GameChange } from '@shared/api/types/game';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';

/**
 * The game servers' change feed: `GAME#FEED` / `HEAD` holds the number of the last change, and
 * `GAME#FEED` / `CHANGE#<number, 15 digits>` each change. A writer reads the head, then writes its
 * changes numbered after it in the same transaction as the ledger or link change that causes them, on
 * the condition that the head is still the one read. So numbers are taken in commit order, with no
 * gap: once a reader has seen change n, every change before n is already there, and paging by
 * number sees each change exactly once, in order. The price is that writers of changes take turns on
 * the head (a lost race reads again and retries, as every ledger write does).
 */

/** A change before it has its number. */
export type NewGameChange = Omit<GameChange, 'id'>;

const FEED_HEAD_KEY = { pk: PARTITION.gameFeed, sk: SORT_KEY.gameFeedHead };
const ID_DIGITS = 15;

function changeSortKey(seq: number): string {
  return `${SORT_KEY.gameChange}${String(seq).padStart(ID_DIGITS, '0')}`;
}

/** The number of the last change written (0 before the first), read strongly: the writer's "seen". */
export async function readFeedHead(): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: FEED_HEAD_KEY, ConsistentRead: true }),
  );
  return result.Item ? Number(result.Item.seq) : 0;
}

/**
 * The transaction items that append `changes` after change `seen`: the head moved on (on the
 * condition nobody moved it since it was read) and one item per change. Nothing for no changes.
 */
export function feedAppendItems(seen: number, changes: readonly NewGameChange[]): TransactItem[] {
  if (changes.length === 0) return [];
  const last = seen + changes.length;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...FEED_HEAD_KEY, seq: last },
        ConditionExpression: seen === 0 ? 'attribute_not_exists(pk)' : 'seq = :seen',
        ...(seen === 0 ? {} : { ExpressionAttributeValues: { ':seen': seen } }),
      },
    },
    ...changes.map(
      (change, index): TransactItem => ({
        Put: {
          TableName: tableName(),
          Item: { pk: PARTITION.gameFeed, sk: changeSortKey(seen + index + 1), ...change, seq: seen + index + 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ),
  ];
}

function changeFromItem(item: Item): GameChange {
  return {
    id: String(item.seq),
    type: item.type as GameChange['type'],
    platform: item.platform as GameChange['platform'],
    playerId: String(item.playerId),
    tierId: (item.tierId as GameChange['tierId']) ?? null,
    benefits: Array.isArray(item.benefits) ? (item.benefits as GameChange['benefits']) : [],
    at: String(item.at),
  };
}

/** Up to `limit` changes after change number `after`, oldest first, read strongly (one Query). */
export async function listChangesAfter(
  after: number,
  limit: number,
): Promise<{ changes: GameChange[]; nextCursor: string; hasMore: boolean }> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': PARTITION.gameFeed,
        ':from': changeSortKey(after + 1),
        ':to': changeSortKey(10 ** ID_DIGITS - 1),
      },
      ConsistentRead: true,
      Limit: limit + 1,
    }),
  );
  const items = result.Items ?? [];
  const changes = items.slice(0, limit).map(changeFromItem);
  const last = changes.at(-1);
  return { changes, nextCursor: last ? last.id : String(after), hasMore: items.length > limit };
}

/** The key of change number `seq`. */
export function changeKey(seq: number) {
  return { pk: PARTITION.gameFeed, sk: changeSortKey(seq) };
}
