import { normalizeUserCode } from '@shared/game-codes';
import { LinkCodeFormatError, LinkCodeRateLimitedError } from './errors';
import { LINK_CODE_IP_RATE_LIMIT, LINK_CODE_USER_RATE_LIMIT, tryConsumeRateLimit } from './rate-limit';

/**
 * A user code typed on the /link page, counted against the supporter's and their IP address's
 * limits (a lookup or a decision each count once) and made canonical. LinkCodeFormatError when it
 * cannot be a code (not counted: it guesses nothing), LinkCodeRateLimitedError past either limit.
 */
export async function linkCodeAttempt(typed: string, userId: string, sourceIp: string, now: Date): Promise<string> {
  const userCode = normalizeUserCode(typed);
  if (!userCode) throw new LinkCodeFormatError();
  const allowed =
    (await tryConsumeRateLimit(LINK_CODE_USER_RATE_LIMIT, `user#${userId}`, now)) &&
    (await tryConsumeRateLimit(LINK_CODE_IP_RATE_LIMIT, `ip#${sourceIp}`, now));
  if (!allowed) throw new LinkCodeRateLimitedError();
  return userCode;
}
