import { METRICS } from '@shared/contract/metrics';
import { normalizeUserCode } from '@shared/game-codes';
import { countEvent } from '../lib/business-metrics';
import {
  LinkCodeBudgetSpentError,
  LinkCodeFormatError,
  LinkCodeInvalidError,
  LinkCodeRateLimitedError,
} from './errors';
import {
  consumeRateLimit,
  consumeRateLimits,
  giveBackRateLimit,
  LINK_CODE_DAILY_MISSES,
  LINK_CODE_IP_RATE_LIMIT,
  LINK_CODE_USER_RATE_LIMIT,
} from './rate-limit';

/**
 * A user code typed on the /link page, made canonical and handed to `use` (the lookup or the
 * decision), counted against the supporter's and their IP address's limits (a lookup or a decision
 * each count once). LinkCodeFormatError when it cannot be a code (not counted: it guesses nothing),
 * LinkCodeBudgetSpentError once the supporter's codes missed 20 times today (docs/game-integration.md),
 * LinkCodeRateLimitedError past either limit. A code `use` finds no live request for is a miss.
 *
 * Every try takes one of the day's 20 misses before its code is looked up, in one conditional
 * update, and a try whose code is found (or that never got to look) gives it back: so tries sent at
 * once cannot look up more codes than the misses left, where reading the count first let each of
 * them see the same room. While a right code's try is in flight it holds a miss, so at the 20th a
 * try racing it may be refused; that errs towards refusing.
 */
export async function withLinkCode<T>(
  typed: string,
  userId: string,
  sourceIp: string,
  now: Date,
  use: (userCode: string) => Promise<T>,
): Promise<T> {
  const userCode = normalizeUserCode(typed);
  if (!userCode) throw new LinkCodeFormatError();
  const budgetSpent = await consumeRateLimit(LINK_CODE_DAILY_MISSES, `user#${userId}`, now);
  if (budgetSpent) throw new LinkCodeBudgetSpentError({ cause: budgetSpent });
  const limited = await consumeRateLimits(
    [
      [LINK_CODE_USER_RATE_LIMIT, `user#${userId}`],
      [LINK_CODE_IP_RATE_LIMIT, `ip#${sourceIp}`],
    ],
    now,
  );
  if (limited) {
    await giveBackMiss(userId, now);
    throw new LinkCodeRateLimitedError({ cause: limited });
  }
  let result: T;
  try {
    result = await use(userCode);
  } catch (error) {
    if (error instanceof LinkCodeInvalidError) countEvent(METRICS.linkCodeMisses);
    else await giveBackMiss(userId, now);
    throw error;
  }
  await giveBackMiss(userId, now);
  return result;
}

/**
 * A typed code that found no live request, recorded outside a try: one LinkCodeMisses data point (a
 * store-wide surge alarms), and one of the supporter's 20 for the UTC day, counted atomically
 * (misses past the 20th count nothing).
 */
export async function countLinkCodeMiss(userId: string, now: Date): Promise<void> {
  countEvent(METRICS.linkCodeMisses);
  await consumeRateLimit(LINK_CODE_DAILY_MISSES, `user#${userId}`, now);
}

function giveBackMiss(userId: string, now: Date): Promise<void> {
  return giveBackRateLimit(LINK_CODE_DAILY_MISSES, `user#${userId}`, now);
}
