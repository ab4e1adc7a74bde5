import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GameKeySummary } from '@shared/api/types/game';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { ulid } from 'ulid';
import { retry } from '../lib/retry';
import { type AuditActor, auditEntryItem } from './audit';
import { documentClient, tableName } from './client';
import { raceRetry } from './contention';
import { GameKeyNotFoundError } from './errors';
import { type Item, queryAll } from './query-page';
import { isConditionFailed, type TransactItem, transactWriteOnce } from './transactions';

/**
 * Game server keys: `GAME#KEY#<keyId>` / `KEY`, listed newest first through gsi1 (`GAMEKEYS` /
 * `<createdAt>#<keyId>`). A key reads `d1g_sk_<keyId>_<secret>`: the id finds the item, and the
 * secret's SHA-256 is compared with the stored one in constant time. The secret itself is never stored.
 */

const KEY_PREFIX = 'd1g_sk_';
const KEY_PATTERN = /^d1g_sk_([0-9A-HJKMNP-TV-Z]{26})_([A-Za-z0-9_-]{43})$/;
/** `lastUsedAt` is written at most this often per key, so a busy game server does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A key that passed the check: who is calling, for the rate limit and the link requests. */
export interface GameKeyCaller {
  keyId: string;
  name: string;
}

function keyItemKey(keyId: string) {
  return { pk: `${PARTITION.gameKey}${keyId}`, sk: SORT_KEY.gameKey };
}

function secretHash(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

function summaryFromItem(item: Item): GameKeySummary {
  return {
    keyId: String(item.keyId),
    name: String(item.name),
    createdAt: String(item.createdAt),
    lastUsedAt: typeof item.lastUsedAt === 'string' ? item.lastUsedAt : null,
    revokedAt: typeof item.revokedAt === 'string' ? item.revokedAt : null,
  };
}

/** Creates a key and its audit entry in one transaction; the answer is the only place the key ever appears. */
export async function createGameKey(
  name: string,
  actor: AuditActor,
  now: Date,
): Promise<{ key: GameKeySummary; secret: string }> {
  const keyId = ulid(now.getTime());
  const secret = randomBytes(32).toString('base64url');
  const key: GameKeySummary = { keyId, name, createdAt: now.toISOString(), lastUsedAt: null, revokedAt: null };
  await transactWriteOnce([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keyItemKey(keyId),
          gsi1pk: LIST_PARTITION.gameKeys,
          gsi1sk: `${key.createdAt}#${keyId}`,
          keyId,
          name,
          createdAt: key.createdAt,
          secretHash: secretHash(secret).toString('base64'),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    auditEntryItem(
      actor,
      {
        action: 'game_key_created',
        subject: { type: 'game_key', id: keyId },
        before: {},
        after: { name },
      },
      now,
    ),
  ]);
  return { key, secret: `${KEY_PREFIX}${keyId}_${secret}` };
}

/** Every key, newest first, revoked ones included. */
export async function listGameKeys(): Promise<GameKeySummary[]> {
  const items = await queryAll({ index: GSI1, partition: LIST_PARTITION.gameKeys });
  return items.map(summaryFromItem);
}

/**
 * Revokes a key at once (every later request with it is a 401) and audits it, in one transaction.
 * Revoking a revoked key changes nothing and answers it as it is; a racing revocation that won
 * leaves its own one audit entry.
 */
export function revokeGameKey(keyId: string, actor: AuditActor, now: Date): Promise<GameKeySummary> {
  return retry(() => tryRevokeGameKey(keyId, actor, now), raceRetry(`Revocation of game key ${keyId}`));
}

async function tryRevokeGameKey(keyId: string, actor: AuditActor, now: Date): Promise<GameKeySummary> {
  const existing = await getKeyItem(keyId);
  if (!existing) throw new GameKeyNotFoundError();
  const before = summaryFromItem(existing);
  if (before.revokedAt) return before;
  const revokedAt = now.toISOString();
  await transactWriteOnce([
    {
      Update: {
        TableName: tableName(),
        Key: keyItemKey(keyId),
        UpdateExpression: 'SET revokedAt = :revokedAt',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':revokedAt': revokedAt },
      },
    },
    auditEntryItem(
      actor,
      {
        action: 'game_key_revoked',
        subject: { type: 'game_key', id: keyId },
        before: { name: before.name, revokedAt: null },
        after: { name: before.name, revokedAt },
        id: `game-key-revoked-${keyId}`,
      },
      now,
    ),
  ]);
  return { ...before, revokedAt };
}

async function getKeyItem(keyId: string): Promise<Item | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyItemKey(keyId), ConsistentRead: true }),
  );
  return result.Item;
}

/**
 * The key's caller when `presented` is a live key: well formed, known, not revoked, and its secret's
 * hash equal to the stored one (compared in constant time). Null otherwise, whatever the reason.
 * Read strongly, so a revocation holds from the next request on.
 */
export async function verifyGameKey(presented: string, now: Date): Promise<GameKeyCaller | null> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  const [, keyId, secret] = match as unknown as [string, string, string];
  const item = await getKeyItem(keyId);
  if (!item || typeof item.secretHash !== 'string' || typeof item.revokedAt === 'string') return null;
  const stored = Buffer.from(item.secretHash, 'base64');
  const given = secretHash(secret);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  await noteKeyUse(keyId, now);
  return { keyId, name: String(item.name) };
}

/** Whether a key exists and is not revoked, read strongly (a link request's issuing key, a token's). */
export async function isGameKeyLive(keyId: string): Promise<boolean> {
  const item = await getKeyItem(keyId);
  return item !== undefined && typeof item.revokedAt !== 'string';
}

/** Holds a write to a key that is still live: a revocation that came first cancels it. */
export function gameKeyLiveCheck(keyId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keyItemKey(keyId),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
    },
  };
}

/** Moves `lastUsedAt` on when the stored one is older than a minute; a racing request that did it first is fine. */
async function noteKeyUse(keyId: string, now: Date): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyItemKey(keyId),
        UpdateExpression: 'SET lastUsedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :stale)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':stale': new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
