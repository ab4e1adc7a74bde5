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
  LINK_CODE_DAILY_MISSES,
  LINK_CODE_IP_RATE_LIMIT,
  LINK_CODE_USER_RATE_LIMIT,
  rateLimitSpent,
  tryConsumeRateLimit,
} from './rate-limit';

/**
 * A user code typed on the /link page, made canonical and handed to `use` (the lookup or the
 * decision), counted against the supporter's and their IP address's limits (a lookup or a decision
 * each count once). LinkCodeFormatError when it cannot be a code (not counted: it guesses nothing),
 * LinkCodeBudgetSpentError once the supporter's codes missed 20 times today (docs/game-integration.md),
 * LinkCodeRateLimitedError past either limit. A code `use` finds no live request for is a miss.
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
  if (await rateLimitSpent(LINK_CODE_DAILY_MISSES, `user#${userId}`, now)) throw new LinkCodeBudgetSpentError();
  const allowed =
    (await tryConsumeRateLimit(LINK_CODE_USER_RATE_LIMIT, `user#${userId}`, now)) &&
    (await tryConsumeRateLimit(LINK_CODE_IP_RATE_LIMIT, `ip#${sourceIp}`, now));
  if (!allowed) throw new LinkCodeRateLimitedError();
  try {
    return await use(userCode);
  } catch (error) {
    if (error instanceof LinkCodeInvalidError) await countLinkCodeMiss(userId, now);
    throw error;
  }
}

/**
 * A typed code that found no live request: one LinkCodeMisses data point (a store-wide surge alarms),
 * and one of the supporter's 20 for the UTC day, counted atomically (misses past the 20th count nothing).
 */
export async function countLinkCodeMiss(userId: string, now: Date): Promise<void> {
  countEvent(METRICS.linkCodeMisses);
  await tryConsumeRateLimit(LINK_CODE_DAILY_MISSES, `user#${userId}`, now);
}
