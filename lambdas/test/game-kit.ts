/**
 * Test-only helpers for in-game delivery (never imported by a handler): a game server key, the game
 * server's calls, stored link requests, a game account linked through the real link path, and the feed.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChangesResponse, DeviceAuthorizationResponse, GameAccount, GameChange } from '@shared/api/types/game';
import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { basicAuthorization, keyIdOf } from '@shared/game-client-credentials';
import type { GamePlatform } from '@shared/game-messages';
import { DEVICE_CODE_GRANT_TYPE } from '@shared/schemas/game';
import { documentClient, tableName } from '../src/data/client';
import { createGameKey, isGameKeyLive } from '../src/data/game-keys';
import { createLinkRequest } from '../src/data/game-link-requests';
import { linkGameAccount } from '../src/data/game-linking';
import { type ApiResult, type CallOptions, call } from './api-event';
import { ADMIN } from './auth-server';
import type { StoredItem, TestTable } from './dynamo-table';

export const TEST_SITE = 'https://store.d1gang.test';

/** A new game server key's secret, as the admin page hands it out. */
export async function newGameKey(name = 'Test servers'): Promise<string> {
  const created = await createGameKey(
    name,
    { actor: 'admin', adminId: ADMIN, adminEmail: 'admin@example.com' },
    new Date(),
  );
  return created.secret;
}

/**
 * Links a game account to the user through the link path itself (a request from a game server, the
 * supporter's Link), so it holds what linking holds: the entitlement of what they own now.
 */
export async function seedGameLink(
  userId: string,
  platform: GamePlatform,
  playerId: string,
  displayName = 'Hooper',
): Promise<GameAccount> {
  const now = new Date();
  const { userCode } = await createLinkRequest({ keyId: await seedingKeyId(), platform, playerId, displayName }, now);
  return linkGameAccount(userCode, userId, now);
}

let seedingKey: string | null = null;

/** The key seeded links are asked for by: one per table, made again once a test cleared the table. */
async function seedingKeyId(): Promise<string> {
  if (seedingKey === null || !(await isGameKeyLive(seedingKey))) {
    seedingKey = parseKey(await newGameKey('Seeding servers')).keyId;
  }
  return seedingKey;
}

/** A key's id (its OAuth client_id), read from the key itself: `d1g_sk_<keyId>_<secret>`. */
export function parseKey(key: string): { keyId: string } {
  return { keyId: keyIdOf(key) };
}

/** A call of one of the device flow's endpoints: the form, authenticated by the key over HTTP Basic. */
export function formCall(key: string, params: Record<string, string>): CallOptions {
  return {
    headers: {
      authorization: basicAuthorization(parseKey(key).keyId, key),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params).toString(),
  };
}

/** POST /game/v1/link-requests for a player, answered 200. */
export async function requestLink(
  key: string,
  player: { platform?: GamePlatform; player_id?: string; display_name?: string } = {},
): Promise<DeviceAuthorizationResponse> {
  const response = await call(
    'POST /game/v1/link-requests',
    formCall(key, { platform: 'steam', player_id: '76561198000000001', display_name: 'Hooper', ...player }),
  );
  if (response.status !== 200) throw new Error(`Link request answered ${response.status}: ${response.rawBody}`);
  return response.body as DeviceAuthorizationResponse;
}

/** POST /game/v1/link-requests/token: a poll with the device code. */
export function poll(key: string, deviceCode: string): Promise<ApiResult> {
  return call(
    'POST /game/v1/link-requests/token',
    formCall(key, { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode }),
  );
}

function requestKey(deviceCode: string) {
  return { pk: `GAME#LINKREQ#${createHash('sha256').update(deviceCode).digest('base64url')}`, sk: 'LINKREQ' };
}

/** The stored request of a device code. */
export function storedRequest(table: TestTable, deviceCode: string): Promise<StoredItem | undefined> {
  return table.get(requestKey(deviceCode));
}

/** Moves the request's last poll into the past, as if the game server had waited `seconds`. */
export async function waitBeforePolling(deviceCode: string, seconds: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: requestKey(deviceCode),
      UpdateExpression: 'SET lastPolledAt = :then',
      ExpressionAttributeValues: { ':then': new Date(Date.now() - seconds * 1000).toISOString() },
    }),
  );
}

/** Moves the request's expiry (the table's TTL attribute) a second into the past. */
export async function expireRequest(deviceCode: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: requestKey(deviceCode),
      UpdateExpression: 'SET #expiresAt = :past',
      ExpressionAttributeNames: { '#expiresAt': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

/** The change feed's changes as stored, oldest first, with their personal-data-free fields. */
export async function feedChanges(table: TestTable): Promise<StoredItem[]> {
  return (await table.items()).filter((item) => item.pk === 'GAME#FEED' && String(item.sk).startsWith('CHANGE#'));
}

/** Every item under `GAME#`, as stored. */
export async function gameItems(table: TestTable): Promise<StoredItem[]> {
  return (await table.items()).filter((item) => String(item.pk).startsWith('GAME#'));
}

/** Every change of the feed after `after`, read page by page through the API. */
export async function readWholeFeed(key: string, after = '0', limit = 100): Promise<GameChange[]> {
  const changes: GameChange[] = [];
  let cursor = after;
  for (;;) {
    const page = await call('GET /game/v1/changes', { token: key, query: { after: cursor, limit: String(limit) } });
    if (page.status !== 200) throw new Error(`GET /game/v1/changes answered ${page.status}: ${page.rawBody}`);
    const body = page.body as ChangesResponse;
    changes.push(...body.changes);
    cursor = body.nextCursor;
    if (!body.hasMore) return changes;
  }
}
