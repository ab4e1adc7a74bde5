import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import { consumeSlidingWindow } from './sliding-window';
import { isConditionFailed } from './transactions';

/**
 * Rate limits: how many tries a client may make per window, counted under `RATE#<action>#<client>`
 * / `WINDOW#<windowStart>` with an `expiresAt` (TTL) a window after the window ends, so old counts
 * disappear on their own. A spent limit counts nothing and answers with a RateLimitSpentError, the
 * cause of the 429, which says when the client may try again (the response's Retry-After).
 *
 * Windows are fixed (a counter per window, moved by ADD) or sliding (sliding-window.ts). Only the game
 * server key's is sliding: a server's traffic is what it limits, and fixed minutes let 1,200 through
 * in a second across a minute's turn. The others stay fixed. They slow guessing and spam, where
 * what matters is the rate over hours, which a fixed window holds as well as a sliding one (a
 * window's `limit`, twice that at most across one turn); the link codes' odds (docs/game-integration.md)
 * are reckoned per window; the privacy policy says IP addresses are counted in 10-minute windows,
 * each count kept 10 minutes after its window (shared/privacy-periods.ts); and a fixed window says
 * when it frees without a read: its end. The day's budget of link code misses is fixed by design:
 * it ends at midnight UTC, as its message says.
 */

/** How many tries a client may make per window. */
interface RateLimitTerms {
  action: string;
  limit: number;
  windowMs: number;
}

/** Counted in windows that start at multiples of `windowMs` (UTC); its tries can be given back. */
export interface FixedRateLimit extends RateLimitTerms {
  window: 'fixed';
}

/** Counted over any span of `windowMs` (sliding-window.ts). */
export interface SlidingRateLimit extends RateLimitTerms {
  window: 'sliding';
}

export type RateLimit = FixedRateLimit | SlidingRateLimit;

/** Contact messages: 5 per 10 minutes per signed-in user, or per client IP for anonymous senders. */
export const CONTACT_RATE_LIMIT: FixedRateLimit = {
  action: 'contact',
  limit: 5,
  windowMs: 10 * 60 * 1000,
  window: 'fixed',
};

/** Password (and code) checks of an account's deletion: 5 per 15 minutes per user, so guesses stay slow. */
export const DELETION_RATE_LIMIT: FixedRateLimit = {
  action: 'deletion',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  window: 'fixed',
};

/** A game server key: 600 requests in any 60 seconds (any route of the game API). */
export const GAME_KEY_RATE_LIMIT: SlidingRateLimit = {
  action: 'game-key',
  limit: 600,
  windowMs: 60 * 1000,
  window: 'sliding',
};

/**
 * Link code lookups and decisions (GET and POST /me/link-requests/{userCode}): 10 per 10 minutes per
 * user and 30 per 10 minutes per IP address. A live code is one of 20^8 ≈ 2.6 × 10^10 and lives 10
 * minutes, so an address guesses at most 30 of them in a window: docs/product.md has the odds.
 */
export const LINK_CODE_USER_RATE_LIMIT: FixedRateLimit = {
  action: 'link-code-user',
  limit: 10,
  windowMs: 10 * 60 * 1000,
  window: 'fixed',
};
export const LINK_CODE_IP_RATE_LIMIT: FixedRateLimit = {
  action: 'link-code-ip',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  window: 'fixed',
};

/**
 * Link codes that found no live request: 20 per UTC day per user (a day's window starts at midnight
 * UTC), after which the user's tries are refused until the day ends.
 */
export const LINK_CODE_DAILY_MISSES: FixedRateLimit = {
  action: 'link-code-misses',
  limit: 20,
  windowMs: 24 * 60 * 60 * 1000,
  window: 'fixed',
};

/**
 * Creator codes tried (GET /creator-codes/{code}, and a wrong code on POST /checkout): 30 per 10
 * minutes per IP address, and per account when signed in, so codes cannot be guessed in bulk.
 */
export const CREATOR_CODE_RATE_LIMIT: FixedRateLimit = {
  action: 'creator-code',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  window: 'fixed',
};

/** Who is counted: the signed-in user when there is one, else the client's IP address. */
export function rateLimitClient(userId: string | null, sourceIp: string): string {
  return userId ? `user#${userId}` : `ip#${sourceIp}`;
}

/**
 * A limit the client has spent; nothing was counted. `retryAfterSeconds` is when a try would be
 * served again (RFC 9110 §10.2.3's delay-seconds, rounded up), were no one else to count against the
 * same limit meanwhile: the cause of a 429, whose Retry-After it becomes (lib/error-response.ts).
 */
export class RateLimitSpentError extends Error {
  readonly retryAfterSeconds: number;

  constructor(rule: RateLimit, servedAgainAt: number, now: Date) {
    super(`The ${rule.action} rate limit is spent`);
    this.name = 'RateLimitSpentError';
    this.retryAfterSeconds = Math.max(1, Math.ceil((servedAgainAt - now.getTime()) / 1000));
  }
}

function counterPartition(rule: RateLimit, client: string): string {
  return `${PARTITION.rateLimit}${rule.action}#${client}`;
}

function fixedWindowKey(rule: FixedRateLimit, client: string, now: Date) {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    key: { pk: counterPartition(rule, client), sk: `${SORT_KEY.rateWindow}${new Date(windowStart).toISOString()}` },
    windowEnd: windowStart + rule.windowMs,
  };
}

/** Counts one more try of `client`; null, or the refusal once the limit is spent (nothing counted). */
export async function consumeRateLimit(
  rule: RateLimit,
  client: string,
  now: Date,
): Promise<RateLimitSpentError | null> {
  const servedAgainAt =
    rule.window === 'sliding'
      ? await consumeSlidingWindow(rule, counterPartition(rule, client), now)
      : await consumeFixedWindow(rule, client, now);
  return servedAgainAt === null ? null : new RateLimitSpentError(rule, servedAgainAt, now);
}

/** Whether one more try of `client` was counted (consumeRateLimit, for a caller that answers no Retry-After). */
export async function tryConsumeRateLimit(rule: RateLimit, client: string, now: Date): Promise<boolean> {
  return (await consumeRateLimit(rule, client, now)) === null;
}

/**
 * Counts one try against each limit, all or none: when any is spent, the tries it did count are given
 * back, and the refusal is the one that frees last (the client waits for all of them).
 */
export async function consumeRateLimits(
  tries: ReadonlyArray<readonly [FixedRateLimit, string]>,
  now: Date,
): Promise<RateLimitSpentError | null> {
  const refusals = await Promise.all(tries.map(([rule, client]) => consumeRateLimit(rule, client, now)));
  const spent = refusals.filter((refusal) => refusal !== null);
  if (spent.length === 0) return null;
  await Promise.all(
    tries.filter((_, index) => refusals[index] === null).map(([rule, client]) => giveBackRateLimit(rule, client, now)),
  );
  return spent.reduce((latest, refusal) => (refusal.retryAfterSeconds > latest.retryAfterSeconds ? refusal : latest));
}

/**
 * Takes back a try counted at `now` (the same instant, so the same window) that turned out not to
 * count: a right code, or a try another limit refused. A window that holds nothing changes nothing.
 */
export async function giveBackRateLimit(rule: FixedRateLimit, client: string, now: Date): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: fixedWindowKey(rule, client, now).key,
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * One more try in the current fixed window, unless it holds `limit` already: then the window's end,
 * when it frees. A single conditional update rather than an item of the try's transaction: DynamoDB
 * serializes updates of one item, so a burst from one client is counted exactly without
 * TransactionConflicts turning into errors. The cost: a write that then fails still counts, which
 * errs towards refusing.
 */
async function consumeFixedWindow(rule: FixedRateLimit, client: string, now: Date): Promise<number | null> {
  const { key, windowEnd } = fixedWindowKey(rule, client, now);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
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
    return null;
  } catch (error) {
    if (isConditionFailed(error)) return windowEnd;
    throw error;
  }
}
