import { DELETED_ACCOUNT_TOMBSTONE } from '@shared/account-messages';
import type { GameAccount } from '@shared/api/types/game';
import { SORT_KEY } from '@shared/contract/table-keys';
import type { GamePlatform } from '@shared/game-messages';
import { retry } from '../lib/retry';
import { type AuditActor, auditEntryItem } from './audit';
import { tableName } from './client';
import { raceRetry } from './contention';
import { NotLinkedOnPlatformError } from './errors';
import { feedAppendItems, type NewGameChange, readFeedHead } from './game-feed';
import {
  activeLinks,
  type GameLinkRecord,
  gameLinkFromItem,
  gameLinkToItem,
  isGameLinkItem,
  linksVersionBump,
  linksVersionOf,
  playerKey,
  toGameAccount,
} from './game-links';
import { ledgerUnchangedCheck, readUserLedger } from './ledger';
import { userPartition } from './profile';
import { queryAll } from './query-page';
import { type TransactItem, transactWriteOnce } from './transactions';

/** A user's link items (unlinked ones included) and their links version, as one read. */
export interface UserGameLinks {
  links: GameLinkRecord[];
  version: number;
}

/** Both the link items' sort keys (`GAMELINK#<platform>`) and the links version's (`GAMELINKS`) start with it. */
const GAME_LINKS_PREFIX = SORT_KEY.gameLink.slice(0, -1);

/** The user's link items and links version in one strongly consistent Query. */
export async function readUserGameLinks(userId: string): Promise<UserGameLinks> {
  const items = await queryAll({
    index: null,
    partition: userPartition(userId),
    sortKeyPrefix: GAME_LINKS_PREFIX,
    consistent: true,
  });
  return { links: items.filter(isGameLinkItem).map(gameLinkFromItem), version: linksVersionOf(items) };
}

/**
 * A `switchedAt` that never holds a relink back: an admin's unlink clears the 30-day wait (the admin
 * decided the supporter may link a different game account at once, e.g. after a lost console).
 */
const RELINK_WAIT_CLEARED = new Date(0).toISOString();

/** The `unlinked` change of a game account: no tier and no benefits any more. */
export function unlinkedChange(link: Pick<GameLinkRecord, 'platform' | 'playerId'>, now: Date): NewGameChange {
  return {
    type: 'unlinked',
    platform: link.platform,
    playerId: link.playerId,
    tierId: null,
    benefits: [],
    at: now.toISOString(),
  };
}

/** Deletes a linked game account's entitlements, on the condition that they are still the supporter's. */
export function playerRemoval(link: Pick<GameLinkRecord, 'userId' | 'platform' | 'playerId'>): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: playerKey(link.platform, link.playerId),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
      ExpressionAttributeValues: { ':userId': link.userId },
    },
  };
}

/** Who unlinks: the supporter, an admin (audited, and the 30-day wait cleared), or the account's deletion. */
export type Unlinker = { by: 'supporter' } | { by: 'admin'; actor: AuditActor };

/**
 * Unlinks the user's game account on `platform` in one transaction: the link item kept with
 * `unlinkedAt` (for the 30-day rule), the entitlements deleted, the links version moved on, the
 * `unlinked` change in the feed, held to the ledger as read. NotLinkedOnPlatformError when none.
 */
export async function unlinkGameAccount(
  userId: string,
  platform: GamePlatform,
  unlinker: Unlinker,
  now: Date,
): Promise<GameAccount> {
  return retry(
    async () => {
      const [userLinks, ledger, feedHead] = await Promise.all([
        readUserGameLinks(userId),
        readUserLedger(userId),
        readFeedHead(),
      ]);
      const link = activeLinks(userLinks.links).find((candidate) => candidate.platform === platform);
      if (!link) throw new NotLinkedOnPlatformError();
      const unlinked: GameLinkRecord = {
        ...link,
        unlinkedAt: now.toISOString(),
        ...(unlinker.by === 'admin' ? { switchedAt: RELINK_WAIT_CLEARED } : {}),
      };
      await transactWriteOnce([
        { Put: { TableName: tableName(), Item: gameLinkToItem(unlinked) } },
        playerRemoval(link),
        linksVersionBump(userId, userLinks.version),
        ledgerUnchangedCheck(ledger),
        ...feedAppendItems(feedHead, [unlinkedChange(link, now)]),
        ...(unlinker.by === 'admin'
          ? [
              auditEntryItem(
                unlinker.actor,
                {
                  action: 'game_account_unlinked',
                  subject: { type: 'user', id: userId },
                  before: { platform: link.platform, playerId: link.playerId },
                  after: {},
                },
                now,
              ),
            ]
          : []),
      ]);
      return toGameAccount(link);
    },
    raceRetry(`Unlink of ${platform} for account ${userId}`),
  );
}

/**
 * The account's deletion: every linked game account unlinked as above and every link item's display
 * name (the player's name in the game) replaced, in one transaction. Nothing to do when already done.
 */
export async function eraseGameLinks(userId: string, now: Date): Promise<void> {
  await retry(
    async () => {
      const [userLinks, ledger, feedHead] = await Promise.all([
        readUserGameLinks(userId),
        readUserLedger(userId),
        readFeedHead(),
      ]);
      const named = userLinks.links.filter(
        (link) => link.unlinkedAt === null || link.displayName !== DELETED_ACCOUNT_TOMBSTONE,
      );
      if (named.length === 0) return;
      const active = activeLinks(named);
      await transactWriteOnce([
        ...named.map(
          (link): TransactItem => ({
            Put: {
              TableName: tableName(),
              Item: gameLinkToItem({
                ...link,
                displayName: DELETED_ACCOUNT_TOMBSTONE,
                unlinkedAt: link.unlinkedAt ?? now.toISOString(),
              }),
            },
          }),
        ),
        ...active.map(playerRemoval),
        linksVersionBump(userId, userLinks.version),
        ledgerUnchangedCheck(ledger),
        ...feedAppendItems(
          feedHead,
          active.map((link) => unlinkedChange(link, now)),
        ),
      ]);
    },
    raceRetry(`Game links of deleted account ${userId}`),
  );
}
