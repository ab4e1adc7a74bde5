import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Entitlements, GameAccount } from '@shared/api/types/game';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import type { GamePlatform } from '@shared/game-messages';
import { type BenefitId, entitlementOf, type TierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import { userPartition } from './profile';
import type { Item } from './query-page';
import type { SubmissionRecord } from './submission';
import type { TransactItem } from './transactions';

/**
 * Linked game accounts, two items per link, written together:
 * - `USER#<sub>` / `GAMELINK#<platform>`: the supporter's account on that platform (read with the
 *   user's ledger, in the same Query, so every ledger change knows whom to tell);
 * - `GAME#PLAYER#<platform>#<playerId>` / `ENTITLEMENT`: what that game account is entitled to now,
 *   with a revision moved by every change, read by the game servers by platform and player id. Its
 *   `attribute_not_exists` condition keeps a game account linked to one supporter at most;
 * - `USER#<sub>` / `GAMELINKS`: a version moved by every link and unlink of the user. A ledger change
 *   holds to the version it read (linksUnchangedCheck) and a link holds to the ledger it read
 *   (ledger.ts ledgerUnchangedCheck), so a payment change and a link racing each other cannot leave a
 *   game account without the change: one of them reads again.
 * An unlinked account's link item stays, with `unlinkedAt`, so the 30-day relink rule remembers it.
 */

/** A supporter's link on one platform, as stored under the user. */
export interface GameLinkRecord extends GameAccount {
  userId: string;
  /**
   * When the platform was last linked to a game account other than the one before it: relinking to
   * yet another account waits 30 days from here (benefits are non-transferable).
   */
  switchedAt: string;
  /** Set once unlinked: the item is kept for the relink rule, and is no longer a link. */
  unlinkedAt: string | null;
}

/** A linked game account's entitlements, as stored under the game account. */
export interface PlayerEntitlementRecord extends Omit<Entitlements, 'linked'> {
  userId: string;
}

/** What a supporter's game accounts are entitled to, from their owned tier and tier setups. */
export interface EntitlementState {
  tierId: TierId | null;
  benefits: BenefitId[];
  nickname: string | null;
  jerseyName: string | null;
}

/**
 * Who held a game account's link when a grant was made, without the supporter's id: the id's SHA-256
 * salted with the grant's own hash. A link request or access token kept after the account's deletion
 * (until the table's TTL removes it) so names no one, and two of them cannot be joined by it.
 */
export function linkHolderProof(userId: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${userId}`, 'utf8').digest('base64url');
}

export function gameLinkKey(userId: string, platform: GamePlatform) {
  return { pk: userPartition(userId), sk: `${SORT_KEY.gameLink}${platform}` };
}

export function playerKey(platform: GamePlatform, playerId: string) {
  return { pk: `${PARTITION.gamePlayer}${platform}#${playerId}`, sk: SORT_KEY.gamePlayer };
}

export function isGameLinkItem(item: Item): boolean {
  return typeof item.sk === 'string' && item.sk.startsWith(SORT_KEY.gameLink);
}

export function gameLinkToItem(link: GameLinkRecord): Item {
  return { ...gameLinkKey(link.userId, link.platform), ...link };
}

export function gameLinkFromItem(item: Item): GameLinkRecord {
  return {
    userId: String(item.userId),
    platform: item.platform as GamePlatform,
    playerId: String(item.playerId),
    displayName: String(item.displayName),
    linkedAt: String(item.linkedAt),
    lastDeliveredAt: typeof item.lastDeliveredAt === 'string' ? item.lastDeliveredAt : null,
    switchedAt: String(item.switchedAt ?? item.linkedAt),
    unlinkedAt: typeof item.unlinkedAt === 'string' ? item.unlinkedAt : null,
  };
}

/** The fields the profile and the admin's user detail show. */
export function toGameAccount({
  userId: _userId,
  switchedAt: _switchedAt,
  unlinkedAt: _unlinkedAt,
  ...account
}: GameLinkRecord): GameAccount {
  return account;
}

/** The links that stand (not unlinked). */
export function activeLinks(links: readonly GameLinkRecord[]): GameLinkRecord[] {
  return links.filter((link) => link.unlinkedAt === null);
}

function linksVersionKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.gameLinksVersion };
}

function isLinksVersionItem(item: Item): boolean {
  return item.sk === SORT_KEY.gameLinksVersion;
}

/** The user's links version from their partition's items (0 before their first link). */
export function linksVersionOf(items: readonly Item[]): number {
  const item = items.find(isLinksVersionItem);
  return item ? Number(item.version) : 0;
}

/** The transaction item that holds a ledger change to the links as read: a link or unlink in between cancels it. */
export function linksUnchangedCheck(userId: string, seen: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: linksVersionKey(userId),
      ConditionExpression: seen === 0 ? 'attribute_not_exists(pk)' : 'version = :seen',
      ...(seen === 0 ? {} : { ExpressionAttributeValues: { ':seen': seen } }),
    },
  };
}

/** The transaction item of every link and unlink: moves the version on from the one read. */
export function linksVersionBump(userId: string, seen: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...linksVersionKey(userId), version: seen + 1 },
      ConditionExpression: seen === 0 ? 'attribute_not_exists(pk)' : 'version = :seen',
      ...(seen === 0 ? {} : { ExpressionAttributeValues: { ':seen': seen } }),
    },
  };
}

export function playerEntitlementToItem(record: PlayerEntitlementRecord): Item {
  return { ...playerKey(record.platform, record.playerId), ...record };
}

function playerEntitlementFromItem(item: Item): PlayerEntitlementRecord {
  return {
    userId: String(item.userId),
    platform: item.platform as GamePlatform,
    playerId: String(item.playerId),
    tierId: (item.tierId as TierId | null) ?? null,
    benefits: Array.isArray(item.benefits) ? (item.benefits as BenefitId[]) : [],
    nickname: typeof item.nickname === 'string' ? item.nickname : null,
    jerseyName: typeof item.jerseyName === 'string' ? item.jerseyName : null,
    revision: Number(item.revision),
    updatedAt: String(item.updatedAt),
  };
}

/** What the game servers read (GET /game/v1/players/{platform}/{playerId}/entitlements). */
export function toEntitlements({ userId: _userId, ...record }: PlayerEntitlementRecord): Entitlements {
  return { linked: true, ...record };
}

/** A game account's entitlements, or null when it is not linked. */
export async function getPlayerEntitlement(
  platform: GamePlatform,
  playerId: string,
  consistent = false,
): Promise<PlayerEntitlementRecord | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: playerKey(platform, playerId), ConsistentRead: consistent }),
  );
  return result.Item ? playerEntitlementFromItem(result.Item) : null;
}

/**
 * The entitlement of a supporter who owns `ownedTierId`: that tier's benefits with the inherited
 * ones, the nickname of their most recent setup, and the MVP setup's jersey back name while MVP is owned.
 * `submissions` come most recently submitted first (as the ledger read gives them).
 */
export function entitlementState(
  ownedTierId: TierId | null,
  submissions: readonly Pick<SubmissionRecord, 'tierId' | 'nickname' | 'jerseyBackName'>[],
): EntitlementState {
  const latest = submissions[0];
  const mvp = submissions.find((submission) => submission.tierId === 'mvp');
  return {
    tierId: ownedTierId,
    benefits: entitlementOf(ownedTierId),
    nickname: latest?.nickname ?? null,
    jerseyName: ownedTierId === 'mvp' ? (mvp?.jerseyBackName ?? null) : null,
  };
}
