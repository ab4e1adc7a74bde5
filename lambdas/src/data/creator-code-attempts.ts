import { normalizeCreatorCode } from '@shared/creator-codes';
import { type CreatorCodeRecord, creatorCodeOffer } from './creator-codes';
import { CreatorCodeInvalidError, CreatorCodeRateLimitedError } from './errors';
import { CREATOR_CODE_RATE_LIMIT, consumeRateLimits, type FixedRateLimit, giveBackRateLimit } from './rate-limit';

/**
 * Creator codes tried by a visitor, on either path that tells a right code from a wrong one: the
 * lookup (GET /creator-codes/{code}) and the checkout (POST /checkout). Both spend one budget
 * (CREATOR_CODE_RATE_LIMIT: 30 per 10 minutes) of the address, and of the account when signed in;
 * once either is spent both paths answer CreatorCodeRateLimitedError (429) without looking the code
 * up, a right code included, so a spent budget tells nothing. A try is counted before its code is
 * looked up, so tries sent at once cannot pass the budget.
 */

/** Who tries a code: the client's IP address, and the account when the request is signed in. */
interface CreatorCodeTrier {
  userId: string | null;
  sourceIp: string;
}

function budgetsOf({ userId, sourceIp }: CreatorCodeTrier): (readonly [FixedRateLimit, string])[] {
  const budgets = [[CREATOR_CODE_RATE_LIMIT, `ip#${sourceIp}`] as const];
  return userId ? [...budgets, [CREATOR_CODE_RATE_LIMIT, `user#${userId}`] as const] : budgets;
}

async function countTry(trier: CreatorCodeTrier, now: Date): Promise<void> {
  const spent = await consumeRateLimits(budgetsOf(trier), now);
  if (spent) throw new CreatorCodeRateLimitedError({ cause: spent });
}

async function giveBackTry(trier: CreatorCodeTrier, now: Date): Promise<void> {
  await Promise.all(budgetsOf(trier).map(([rule, client]) => giveBackRateLimit(rule, client, now)));
}

/**
 * The lookup: every one counts, right or wrong (its answer is all it gives); CreatorCodeInvalidError
 * for a code in no code's shape, as for one not usable now.
 */
export async function lookUpCreatorCode(typed: string, trier: CreatorCodeTrier, now: Date): Promise<CreatorCodeRecord> {
  await countTry(trier, now);
  const code = normalizeCreatorCode(typed);
  if (!code) throw new CreatorCodeInvalidError();
  return creatorCodeOffer(code, now);
}

/**
 * The checkout's code (already in a code's shape): a wrong one counts, a right one is given back, so a
 * buyer is never held back by codes they got right.
 */
export async function checkCheckoutCreatorCode(
  code: string,
  trier: CreatorCodeTrier,
  now: Date,
): Promise<CreatorCodeRecord> {
  await countTry(trier, now);
  try {
    const offer = await creatorCodeOffer(code, now);
    await giveBackTry(trier, now);
    return offer;
  } catch (error) {
    if (!(error instanceof CreatorCodeInvalidError)) await giveBackTry(trier, now);
    throw error;
  }
}
