import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import { isConditionFailed } from './transactions';

/**
 * Fixed-window rate-limit counters: one item per client and window,
 * `RATE#<action>#<client>` / `WINDOW#<windowStart>`, with a `count` moved by ADD and an
 * `expiresAt` (TTL) after the window ends, so old windows disappear on their own.
 */

/** How many writes a client may make per window. */
export interface RateLimit {
  action: string;
  limit: number;
  windowMs: number;
}

/** Contact messages: 5 per 10 minutes per signed-in user, or per client IP for anonymous senders. */
export const CONTACT_RATE_LIMIT: RateLimit = { action: 'contact', limit: 5, windowMs: 10 * 60 * 1000 };

/** Password (and code) checks of an account's deletion: 5 per 15 minutes per user, so guesses stay slow. */
export const DELETION_RATE_LIMIT: RateLimit = { action: 'deletion', limit: 5, windowMs: 15 * 60 * 1000 };

/** A game server key: 600 requests per minute (any route of the game API). */
export const GAME_KEY_RATE_LIMIT: RateLimit = { action: 'game-key', limit: 600, windowMs: 60 * 1000 };

/**
 * Link code lookups and decisions (GET and POST /me/link-requests/{userCode}): 10 per 10 minutes per
 * user and 30 per 10 minutes per IP address. A live code is one of 20^8 ≈ 2.6 × 10^10 and lives 10
 * minutes, so an address guesses at most 30 of them in a code's life: docs/product.md has the odds.
 */
export const LINK_CODE_USER_RATE_LIMIT: RateLimit = { action: 'link-code-user', limit: 10, windowMs: 10 * 60 * 1000 };
export const LINK_CODE_IP_RATE_LIMIT: RateLimit = { action: 'link-code-ip', limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * Link codes that found no live request: 20 per UTC day per user (a day's window starts at midnight
 * UTC), after which the user's tries are refused until the day ends.
 */
export const LINK_CODE_DAILY_MISSES: RateLimit = {
  action: 'link-code-misses',
  limit: 20,
  windowMs: 24 * 60 * 60 * 1000,
};

/** Who is counted: the signed-in user when there is one, else the client's IP address. */
export function rateLimitClient(userId: string | null, sourceIp: string): string {
  return userId ? `user#${userId}` : `ip#${sourceIp}`;
}

function rateWindowKey(rule: RateLimit, client: string, now: Date) {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    pk: `${PARTITION.rateLimit}${rule.action}#${client}`,
    sk: `${SORT_KEY.rateWindow}${new Date(windowStart).toISOString()}`,
    windowEnd: windowStart + rule.windowMs,
  };
}

/** Whether `client` already used up the current window (read strongly, counting nothing). */
export async function rateLimitSpent(rule: RateLimit, client: string, now: Date): Promise<boolean> {
  const { pk, sk } = rateWindowKey(rule, client, now);
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk, sk },
      ConsistentRead: true,
      ProjectionExpression: '#count',
      ExpressionAttributeNames: { '#count': 'count' },
    }),
  );
  return Number(Item?.count ?? 0) >= rule.limit;
}

/**
 * Counts one more write of `client` in the current window; false (and nothing counted) once the
 * window already holds `limit` writes. A single conditional update rather than an item of the
 * write's transaction: DynamoDB serializes updates of one item, so a burst from one client is
 * counted exactly without TransactionConflicts turning into errors. The cost: a write that then
 * fails still counts, which errs towards refusing.
 */
export async function tryConsumeRateLimit(rule: RateLimit, client: string, now: Date): Promise<boolean> {
  const { pk, sk, windowEnd } = rateWindowKey(rule, client, now);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk, sk },
        UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#expiresAt': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': rule.limit,
          // A window's item is kept a window longer than it counts, then DynamoDB's TTL removes it.
          ':expiresAt': Math.ceil((windowEnd + rule.windowMs) / 1000),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Creator code lookups before checkout (GET /creator-codes/{code}): 30 per 10 minutes per IP address, so codes cannot be guessed in bulk. */
export const CREATOR_CODE_RATE_LIMIT: RateLimit = { action: 'creator-code', limit: 30, windowMs: 10 * 60 * 1000 };
