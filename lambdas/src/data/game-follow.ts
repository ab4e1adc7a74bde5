import type { GameChangeType } from '@shared/api/types/game';
import { tableName } from './client';
import { feedAppendItems, type NewGameChange, readFeedHead } from './game-feed';
import {
  activeLinks,
  type EntitlementState,
  type GameLinkRecord,
  gameLinkFromItem,
  isGameLinkItem,
  linksUnchangedCheck,
  linksVersionOf,
  playerKey,
} from './game-links';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';

/**
 * How a change to a supporter's ledger or tier setup reaches their linked game accounts: read with
 * the ledger (the links sit in the user's partition), then written in the same transaction as the
 * change, held to the links version as read and to the feed head as read.
 */
export interface GameFollow {
  /** The links that stand. */
  links: GameLinkRecord[];
  linksVersion: number;
  /** The feed's last change number as read, when there are links to tell (null otherwise). */
  feedHead: number | null;
}

/** The game side of a ledger read, from the user's partition's items (and the feed head when anything is linked). */
export async function readGameFollow(items: readonly Item[]): Promise<GameFollow> {
  const links = activeLinks(items.filter(isGameLinkItem).map(gameLinkFromItem));
  return {
    links,
    linksVersion: linksVersionOf(items),
    feedHead: links.length > 0 ? await readFeedHead() : null,
  };
}

function sameEntitlement(before: EntitlementState, after: EntitlementState): boolean {
  return (
    before.tierId === after.tierId &&
    before.nickname === after.nickname &&
    before.jerseyName === after.jerseyName &&
    before.benefits.join() === after.benefits.join()
  );
}

function changeTypeOf(before: EntitlementState, after: EntitlementState): GameChangeType {
  if (before.tierId === null && after.tierId !== null) return 'granted';
  if (before.tierId !== null && after.tierId === null) return 'revoked';
  return 'changed';
}

/**
 * The items that carry a change of what the user's game accounts are entitled to: always the check
 * that the links are still those read (a link made meanwhile would miss the change: it reads again),
 * and, when the entitlement moved, each linked account's new entitlements (revision + 1) with one
 * feed change per account. The feed change names the account and the entitlement, nobody's person.
 */
export function gameFollowItems(
  userId: string,
  follow: GameFollow,
  before: EntitlementState,
  after: EntitlementState,
  now: Date,
): TransactItem[] {
  const check = linksUnchangedCheck(userId, follow.linksVersion);
  if (follow.links.length === 0 || sameEntitlement(before, after)) return [check];
  if (follow.feedHead === null) throw new Error(`The game links of ${userId} were read without the feed head`);
  const at = now.toISOString();
  const type = changeTypeOf(before, after);
  const changes = follow.links.map(
    (link): NewGameChange => ({
      type,
      platform: link.platform,
      playerId: link.playerId,
      tierId: after.tierId,
      benefits: after.benefits,
      at,
    }),
  );
  return [
    check,
    ...follow.links.map((link) => playerEntitlementUpdate(link, after, at)),
    ...feedAppendItems(follow.feedHead, changes),
  ];
}

function playerEntitlementUpdate(link: GameLinkRecord, state: EntitlementState, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: playerKey(link.platform, link.playerId),
      UpdateExpression:
        'SET tierId = :tierId, benefits = :benefits, nickname = :nickname, jerseyName = :jerseyName, ' +
        'revision = revision + :one, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND userId = :userId',
      ExpressionAttributeValues: {
        ':tierId': state.tierId,
        ':benefits': state.benefits,
        ':nickname': state.nickname,
        ':jerseyName': state.jerseyName,
        ':one': 1,
        ':at': at,
        ':userId': link.userId,
      },
    },
  };
}
