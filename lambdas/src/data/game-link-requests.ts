import { createHash, randomBytes, randomInt } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Entitlements, PendingLinkResponse } from '@shared/api/types/game';
import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@shared/game-codes';
import type { GamePlatform } from '@shared/game-messages';
import { documentClient, tableName } from './client';
import { LinkCodeInvalidError, LinkTokenRefusedError } from './errors';
import { newAccessToken } from './game-access-tokens';
import { gameKeyLiveCheck, isGameKeyLive } from './game-keys';
import { getPlayerEntitlement, linkHolderProof, toEntitlements } from './game-links';
import type { Item } from './query-page';
import { conditionFailedAt, type TransactItem, transactWriteOnce } from './transactions';

/**
 * Link requests of RFC 8628's device flow, two items per request, written together:
 * - `GAME#LINKREQ#<SHA-256 of the device code>` / `LINKREQ`: the game account, the key that asked,
 *   its status (pending, then approved or denied, then delivered once its poll answered linked),
 *   the polling interval and the last poll. The supporter's decision removes the game's display name
 *   and records who linked only as a proof (game-links.ts linkHolderProof), so a request kept after
 *   the account's deletion names no one;
 * - `GAME#CODE#<user code>` / `CODE`: the code the player types, pointing at the request; consumed
 *   (deleted) by the supporter's decision, so a code is used once.
 * The device code itself is never stored. Both items carry the expiry as the table's TTL, so
 * DynamoDB removes them some time after they stopped working (every read checks the expiry itself).
 */

/** Seconds a request lives (RFC 8628's `expires_in`). */
const LINK_REQUEST_LIFETIME_S = 600;
/** Seconds a game server waits between polls at first (RFC 8628's `interval`). */
const LINK_POLL_INTERVAL_S = 5;
/** What a `slow_down` adds to the interval the request expects (RFC 8628 §3.5). */
const SLOW_DOWN_STEP_S = 5;
/** Draws of a user code before giving up: a collision with a live code is rare, three in a row next to impossible. */
const CODE_DRAWS = 5;

type LinkRequestStatus = 'pending' | 'approved' | 'denied' | 'delivered';

export interface LinkRequestRecord {
  deviceCodeHash: string;
  userCode: string;
  keyId: string;
  platform: GamePlatform;
  playerId: string;
  displayName: string;
  status: LinkRequestStatus;
  /** Once approved: who linked it, as a proof salted with the request (never the supporter's id). */
  holder: string | null;
  intervalSeconds: number;
  lastPolledAt: string | null;
  createdAt: string;
  /** Epoch seconds, the table's TTL attribute. */
  expiresAtSeconds: number;
}

function requestKey(deviceCodeHash: string) {
  return { pk: `${PARTITION.gameLinkRequest}${deviceCodeHash}`, sk: SORT_KEY.gameLinkRequest };
}

function codeKey(userCode: string) {
  return { pk: `${PARTITION.gameUserCode}${userCode}`, sk: SORT_KEY.gameUserCode };
}

function deviceCodeHash(deviceCode: string): string {
  return createHash('sha256').update(deviceCode, 'utf8').digest('base64url');
}

function drawUserCode(): string {
  return Array.from({ length: USER_CODE_LENGTH }, () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)]).join(
    '',
  );
}

function requestFromItem(item: Item): LinkRequestRecord {
  return {
    deviceCodeHash: String(item.deviceCodeHash),
    userCode: String(item.userCode),
    keyId: String(item.keyId),
    platform: item.platform as GamePlatform,
    playerId: String(item.playerId),
    displayName: String(item.displayName ?? ''),
    status: item.status as LinkRequestStatus,
    holder: typeof item.holder === 'string' ? item.holder : null,
    intervalSeconds: Number(item.intervalSeconds),
    lastPolledAt: typeof item.lastPolledAt === 'string' ? item.lastPolledAt : null,
    createdAt: String(item.createdAt),
    expiresAtSeconds: Number(item[TTL_ATTRIBUTE]),
  };
}

function hasExpired(request: LinkRequestRecord, now: Date): boolean {
  return now.getTime() >= request.expiresAtSeconds * 1000;
}

/** What a game server asks a code for. */
export interface NewLinkRequest {
  keyId: string;
  platform: GamePlatform;
  playerId: string;
  displayName: string;
}

/**
 * Stores a new request and its user code; the answer holds the device code, which exists nowhere
 * else. A code still live for another request is drawn again (an expired one not yet removed by the
 * TTL is taken over).
 */
export async function createLinkRequest(
  request: NewLinkRequest,
  now: Date,
): Promise<{ deviceCode: string; userCode: string; expiresIn: number; interval: number }> {
  const deviceCode = randomBytes(32).toString('base64url');
  const hash = deviceCodeHash(deviceCode);
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + LINK_REQUEST_LIFETIME_S;
  for (let draw = 1; ; draw += 1) {
    const userCode = drawUserCode();
    try {
      await transactWriteOnce([
        {
          Put: {
            TableName: tableName(),
            Item: { ...codeKey(userCode), deviceCodeHash: hash, [TTL_ATTRIBUTE]: expiresAtSeconds },
            ConditionExpression: 'attribute_not_exists(pk) OR #expiresAt <= :now',
            ExpressionAttributeNames: { '#expiresAt': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...requestKey(hash),
              ...request,
              deviceCodeHash: hash,
              userCode,
              status: 'pending',
              intervalSeconds: LINK_POLL_INTERVAL_S,
              createdAt: now.toISOString(),
              [TTL_ATTRIBUTE]: expiresAtSeconds,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      return { deviceCode, userCode, expiresIn: LINK_REQUEST_LIFETIME_S, interval: LINK_POLL_INTERVAL_S };
    } catch (error) {
      if (!conditionFailedAt(error, 0) || draw >= CODE_DRAWS) throw error;
    }
  }
}

async function getRequestByHash(hash: string): Promise<LinkRequestRecord | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: requestKey(hash), ConsistentRead: true }),
  );
  return result.Item ? requestFromItem(result.Item) : null;
}

/**
 * The pending, unexpired request a user code stands for, read strongly; LinkCodeInvalidError for a
 * code never issued, expired, used or cancelled, or issued through a key revoked since.
 */
export async function getPendingLinkRequest(userCode: string, now: Date): Promise<LinkRequestRecord> {
  const code = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: codeKey(userCode), ConsistentRead: true }),
  );
  const request = code.Item ? await getRequestByHash(String(code.Item.deviceCodeHash)) : null;
  if (request?.status !== 'pending' || request.userCode !== userCode || hasExpired(request, now)) {
    throw new LinkCodeInvalidError();
  }
  if (!(await isGameKeyLive(request.keyId))) throw new LinkCodeInvalidError();
  return request;
}

/** What the supporter sees before deciding. */
export function toPendingLink(request: LinkRequestRecord): PendingLinkResponse {
  return {
    platform: request.platform,
    displayName: request.displayName,
    expiresAt: new Date(request.expiresAtSeconds * 1000).toISOString(),
  };
}

/**
 * The transaction items that answer a request as read (still pending and unexpired at `now`, its key
 * still live): its status set (with the holder's proof on approval), the game's display name removed,
 * and its user code consumed.
 */
export function linkRequestDecisionItems(
  request: LinkRequestRecord,
  decision: { status: 'approved'; userId: string } | { status: 'denied' },
  now: Date,
): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: requestKey(request.deviceCodeHash),
        UpdateExpression:
          decision.status === 'approved'
            ? 'SET #status = :status, decidedAt = :now, holder = :holder REMOVE displayName'
            : 'SET #status = :status, decidedAt = :now REMOVE displayName',
        ConditionExpression: '#status = :pending AND #expiresAt > :nowSeconds',
        ExpressionAttributeNames: { '#status': 'status', '#expiresAt': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':status': decision.status,
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':nowSeconds': Math.floor(now.getTime() / 1000),
          ...(decision.status === 'approved'
            ? { ':holder': linkHolderProof(decision.userId, request.deviceCodeHash) }
            : {}),
        },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: codeKey(request.userCode),
        ConditionExpression: 'deviceCodeHash = :hash',
        ExpressionAttributeValues: { ':hash': request.deviceCodeHash },
      },
    },
    gameKeyLiveCheck(request.keyId),
  ];
}

/** The supporter said no: the game's next poll answers `access_denied`. LinkCodeInvalidError when no longer pending. */
export async function denyLinkRequest(request: LinkRequestRecord, now: Date): Promise<void> {
  try {
    await transactWriteOnce(linkRequestDecisionItems(request, { status: 'denied' }, now));
  } catch (error) {
    if ([0, 1, 2].some((index) => conditionFailedAt(error, index))) throw new LinkCodeInvalidError({ cause: error });
    throw error;
  }
}

/** What a poll answers once the player linked: the entitlements, and a token that reads them again. */
export interface LinkGrant {
  entitlements: Entitlements;
  accessToken: string;
  expiresIn: number;
}

/**
 * A game server's poll (RFC 8628 §3.4) by the key `keyId`: once linked, the game account's
 * entitlements and an access token, the request marked delivered in the same write so it answers
 * linked once; else LinkTokenRefusedError with the OAuth code. A device code that is unknown, spent
 * or another key's is `invalid_grant`; a poll sooner than the interval after the last one answers
 * `slow_down` and makes the interval 5 seconds longer.
 */
export async function pollLinkRequest(deviceCode: string, keyId: string, now: Date): Promise<LinkGrant> {
  const request = await getRequestByHash(deviceCodeHash(deviceCode));
  if (!request || request.keyId !== keyId || request.status === 'delivered') {
    throw new LinkTokenRefusedError('invalid_grant');
  }
  if (hasExpired(request, now)) throw new LinkTokenRefusedError('expired_token');
  if (request.status === 'denied') throw new LinkTokenRefusedError('access_denied');
  if (request.status === 'approved') return deliverGrant(request, now);
  const tooSoon =
    request.lastPolledAt !== null && now.getTime() - Date.parse(request.lastPolledAt) < request.intervalSeconds * 1000;
  await recordPoll(request, now, tooSoon);
  throw new LinkTokenRefusedError(tooSoon ? 'slow_down' : 'authorization_pending');
}

/**
 * Approved → delivered, with the access token stored, once: of two polls racing, the second is told
 * the code is spent. A game account unlinked (or the account deleted) between the decision and this
 * poll has nothing to hand over.
 */
async function deliverGrant(request: LinkRequestRecord, now: Date): Promise<LinkGrant> {
  const player = await getPlayerEntitlement(request.platform, request.playerId, true);
  if (!player || linkHolderProof(player.userId, request.deviceCodeHash) !== request.holder) {
    throw new LinkTokenRefusedError('invalid_grant');
  }
  const { token, expiresIn, item } = newAccessToken(
    { keyId: request.keyId, platform: request.platform, playerId: request.playerId, userId: player.userId },
    now,
  );
  try {
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: requestKey(request.deviceCodeHash),
          UpdateExpression: 'SET #status = :delivered',
          ConditionExpression: '#status = :approved',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':delivered': 'delivered', ':approved': 'approved' },
        },
      },
      item,
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw new LinkTokenRefusedError('invalid_grant', { cause: error });
    throw error;
  }
  return { entitlements: toEntitlements(player), accessToken: token, expiresIn };
}

/** The poll's time, and a longer interval after a poll that came too soon. */
async function recordPoll(request: LinkRequestRecord, now: Date, tooSoon: boolean): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: requestKey(request.deviceCodeHash),
      UpdateExpression: tooSoon ? 'SET lastPolledAt = :now ADD intervalSeconds :step' : 'SET lastPolledAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ...(tooSoon ? { ':step': SLOW_DOWN_STEP_S } : {}) },
    }),
  );
}
