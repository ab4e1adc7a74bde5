import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { isTierId, type TierId } from '@shared/tiers';
import { type WallStanding, wallTierOf } from '@shared/wall';
import { documentClient, tableName } from './client';
import { userPartition } from './profile';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';
import { wallCountsChange, wallEntryDelete, wallEntryPut } from './wall';

/**
 * A supporter's presence on the gym wall: `WALL#USER#<sub>` / `WALL`, under the wall's prefix so that
 * every wall write (the supporter's, an admin's, the ledger's) is fenced to `WALL#*` and none of them
 * needs to write the user's partition. It holds their choice, an admin's hiding, the nickname shown,
 * and where they are listed now (tier and since), so any change knows which entry to move. A version
 * serialises its writers.
 */
export interface WallPresence extends WallStanding {
  userId: string;
  hiddenReason: string | null;
  /** The tier they are listed under now, or null when not on the wall. */
  listedTierId: TierId | null;
  /** When they went on the wall (kept when the entry moves to another tier); null when not on it. */
  since: string | null;
  version: number;
}

export function presenceKey(userId: string) {
  return { pk: `${PARTITION.wall}${userPartition(userId)}`, sk: SORT_KEY.wallPresence };
}

/** A user's wall presence, or null when they never chose; consistent when it decides a write. */
export async function getWallPresence(userId: string, consistent = false): Promise<WallPresence | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: presenceKey(userId), ConsistentRead: consistent }),
  );
  return wallPresenceOf(result.Item);
}

/** The presence a stored item holds, or null when there is none. */
export function wallPresenceOf(item: Item | undefined): WallPresence | null {
  if (!item) return null;
  return {
    userId: String(item.userId),
    showOnWall: item.showOnWall === true,
    hidden: item.hidden === true,
    hiddenReason: typeof item.hiddenReason === 'string' ? item.hiddenReason : null,
    nickname: typeof item.nickname === 'string' ? item.nickname : null,
    listedTierId: isTierId(item.listedTierId) ? item.listedTierId : null,
    since: typeof item.since === 'string' ? item.since : null,
    version: Number(item.version),
  };
}

/** What a change sets: the choice, the hiding and the nickname; the listing follows from them. */
export type WallPresenceChange = Pick<WallPresence, 'showOnWall' | 'hidden' | 'hiddenReason' | 'nickname'>;

/** The presence of a user who never chose: off the wall. */
export function absentPresence(userId: string): WallPresence {
  return {
    userId,
    showOnWall: false,
    hidden: false,
    hiddenReason: null,
    nickname: null,
    listedTierId: null,
    since: null,
    version: 0,
  };
}

/**
 * The transaction items that take a presence from `before` to `change` for a supporter who owns
 * `ownedTierId` now: the presence itself (on the condition nobody moved it since it was read), the
 * entry taken off its old tier and put under its new one, and the tier counts. Nothing when nothing
 * changes.
 */
export function wallPresenceItems(
  before: WallPresence,
  change: WallPresenceChange,
  ownedTierId: TierId | null,
  now: Date,
): TransactItem[] {
  const listedTierId = wallTierOf(change, ownedTierId);
  const since = listedTierId ? (before.since ?? now.toISOString()) : null;
  const after: WallPresence = { ...before, ...change, listedTierId, since, version: before.version + 1 };
  const entryMoves =
    before.listedTierId !== after.listedTierId || before.since !== after.since || before.nickname !== after.nickname;
  const presenceMoves =
    entryMoves ||
    before.showOnWall !== after.showOnWall ||
    before.hidden !== after.hidden ||
    before.hiddenReason !== after.hiddenReason;
  if (!presenceMoves) return [];

  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...presenceKey(after.userId), ...after },
        ConditionExpression: before.version > 0 ? 'version = :seen' : 'attribute_not_exists(pk)',
        ...(before.version > 0 ? { ExpressionAttributeValues: { ':seen': before.version } } : {}),
      },
    },
  ];
  // A renamed entry that stays put is overwritten: one transaction cannot both delete and put one item.
  const sameKey = before.listedTierId === after.listedTierId && before.since === after.since;
  if (entryMoves && before.listedTierId && before.since && !(sameKey && after.nickname)) {
    items.push(wallEntryDelete({ userId: before.userId, tierId: before.listedTierId, since: before.since }));
  }
  if (entryMoves && after.listedTierId && after.since && after.nickname) {
    items.push(
      wallEntryPut({ userId: after.userId, tierId: after.listedTierId, since: after.since, nickname: after.nickname }),
    );
  }
  const counts: Partial<Record<TierId, number>> = {};
  if (before.listedTierId !== after.listedTierId) {
    if (before.listedTierId) counts[before.listedTierId] = -1;
    if (after.listedTierId) counts[after.listedTierId] = 1;
  }
  const countsItem = wallCountsChange(counts);
  if (countsItem) items.push(countsItem);
  return items;
}

/** The items that move a listed supporter to the tier they own after a ledger change (none if unmoved). */
export function wallFollowItems(presence: WallPresence | null, ownedTierId: TierId | null, now: Date): TransactItem[] {
  return presence ? wallPresenceItems(presence, presence, ownedTierId, now) : [];
}

/** The items that delete a presence (as read) with its entry and its count. */
export function wallPresenceRemoval(presence: WallPresence): TransactItem[] {
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: presenceKey(presence.userId),
        ConditionExpression: 'version = :seen',
        ExpressionAttributeValues: { ':seen': presence.version },
      },
    },
  ];
  if (presence.listedTierId && presence.since) {
    items.push(wallEntryDelete({ userId: presence.userId, tierId: presence.listedTierId, since: presence.since }));
    const countsItem = wallCountsChange({ [presence.listedTierId]: -1 });
    if (countsItem) items.push(countsItem);
  }
  return items;
}
