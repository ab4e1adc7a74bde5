import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import type { GamePlatform } from '@shared/game-messages';
import { documentClient, tableName } from './client';
import { isGameKeyLive } from './game-keys';
import { getPlayerEntitlement, linkHolderProof } from './game-links';
import type { TransactItem } from './transactions';

/**
 * The access tokens the device flow's token endpoint gives once a player linked (RFC 6749 §5.1):
 * `GAME#TOKEN#<SHA-256 of the token>` / `TOKEN`, holding the game account, the key that asked and
 * who held the link then (as a proof, never the supporter's id). A token reads that game account's
 * entitlements until it expires, its key is revoked, or the game account stops being linked to the
 * supporter who linked it (unlinked, or linked to someone else): every use reads all three. The token itself is never stored.
 */

const TOKEN_PREFIX = 'd1g_at_';
const TOKEN_PATTERN = /^d1g_at_[A-Za-z0-9_-]{43}$/;
/** Seconds a token lives (RFC 6749's `expires_in`); after that the game server reads with its key. */
const ACCESS_TOKEN_LIFETIME_S = 3600;

/** The game account a token reads, and the key it was given to (whose rate limit it spends). */
export interface PlayerTokenCaller {
  keyId: string;
  platform: GamePlatform;
  playerId: string;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

function tokenKey(hash: string) {
  return { pk: `${PARTITION.gameAccessToken}${hash}`, sk: SORT_KEY.gameAccessToken };
}

/** A new token for a game account linked to `userId`, and the item that stores it (for the caller's transaction). */
export function newAccessToken(
  grant: PlayerTokenCaller & { userId: string },
  now: Date,
): { token: string; expiresIn: number; item: TransactItem } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const hash = tokenHash(token);
  const item: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...tokenKey(hash),
        keyId: grant.keyId,
        platform: grant.platform,
        playerId: grant.playerId,
        holder: linkHolderProof(grant.userId, hash),
        createdAt: now.toISOString(),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_LIFETIME_S,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  return { token, expiresIn: ACCESS_TOKEN_LIFETIME_S, item };
}

/** Whether a presented bearer credential is shaped as an access token (else it is taken for a key). */
export function isAccessTokenShaped(presented: string): boolean {
  return presented.startsWith(TOKEN_PREFIX);
}

/**
 * The game account a presented token reads, when the token is known, unexpired, its key live and the
 * game account still linked to whoever held it when the token was made; null otherwise, whatever the
 * reason. Read strongly, so an unlink or a revocation holds from the next request on.
 */
export async function verifyPlayerToken(presented: string, now: Date): Promise<PlayerTokenCaller | null> {
  if (!TOKEN_PATTERN.test(presented)) return null;
  const hash = tokenHash(presented);
  const { Item: item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: tokenKey(hash), ConsistentRead: true }),
  );
  if (!item || now.getTime() >= Number(item[TTL_ATTRIBUTE]) * 1000) return null;
  const caller: PlayerTokenCaller = {
    keyId: String(item.keyId),
    platform: item.platform as GamePlatform,
    playerId: String(item.playerId),
  };
  const [keyLive, player] = await Promise.all([
    isGameKeyLive(caller.keyId),
    getPlayerEntitlement(caller.platform, caller.playerId, true),
  ]);
  if (!keyLive || !player || linkHolderProof(player.userId, hash) !== item.holder) return null;
  return caller;
}
