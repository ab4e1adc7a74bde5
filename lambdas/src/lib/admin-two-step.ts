import type { AccountStanding } from '../data/account-standing';
import { recordTwoStepSeenOff, recordTwoStepSeenOn } from '../data/two-step-seen';
import { type AdminStanding, adminStanding } from './admin-membership';

/**
 * What the admin area knows of an admin's two-step sign-in: off, or on and counting sessions that
 * began from `countsFrom` (ISO 8601; null while none counts).
 */
export type AdminTwoStep = { on: false } | { on: true; countsFrom: string | null };

/**
 * Whether an admin's two-step sign-in is on, and since when their sessions count as having passed
 * the second step. Cognito's flag alone is never taken: it says the app is on, not since when, its
 * access tokens carry no `amr`, and a token holder can turn the app on there without the store. So
 * sessions count only from the time the store's record (`account`, read strongly) holds. Where the
 * two disagree:
 * - Cognito lists the app, the record does not: the cached answer may predate a change made through
 *   the store (in another Lambda), so Cognito is asked again; if it still lists the app, it was turned
 *   on outside the store, and it is recorded as counting from the next second: every session from
 *   before is refused, the next sign-in (which Cognito makes answer a code) is let in;
 * - the record says on, Cognito does not: turned off outside the store, recorded so a later turning
 *   on there counts as new.
 */
export async function adminTwoStep(
  admin: { userId: string; username: string },
  standing: AdminStanding,
  account: AccountStanding,
  now: Date,
): Promise<AdminTwoStep> {
  const recordedFrom = account.twoStepOn ? account.twoStepChangedAt : null;
  const listed =
    standing.hasTwoStep && (recordedFrom !== null || (await adminStanding(admin.username, { fresh: true })).hasTwoStep);
  if (!listed) {
    if (account.twoStepOn) await recordTwoStepSeenOff(admin.userId);
    return { on: false };
  }
  return { on: true, countsFrom: recordedFrom ?? (await recordTwoStepSeenOn(admin.userId, now)) };
}
