import { ownedTierOf } from '@shared/ledger';
import type { TierSubmissionAnswers } from '@shared/schemas/tier-submission-rules';
import { type CarriedSetup, changesLockedNickname, earlierSetupOf, newSetupValues } from '@shared/tier-setup';
import type { Tier } from '@shared/tiers';
import { retry } from '../lib/retry';
import { raceRetry } from './contention';
import { AccountGoneError, NicknameLockedError, NoTierError, SubmissionLockedError } from './errors';
import { gameFollowItems } from './game-follow';
import { entitlementState } from './game-links';
import { ledgerUnchangedCheck, paymentsOf, readUserLedger } from './ledger';
import { setupPendingEndItems } from './setup-reminder';
import { newSubmission, type SubmissionRecord, submissionPut } from './submission';
import { conditionFailedAt, transactWriteOnce } from './transactions';
import { absentPresence, wallPresenceItems } from './wall-presence';

/**
 * Saves the setup for the tier the user owns, with their gym wall choice, in one transaction: the
 * setup (the database refuses a second one for the same tier: SubmissionLockedError), the wall
 * presence and entry, and the linked game accounts' nickname and jersey name when they change, held
 * to the ledger and the links as read; the setup reminder goes, and the setup stops counting as
 * pending. `answersFor` validates the form against that tier and the user's earlier setup, whose
 * nickname the new setup keeps: one that would change it is refused (NicknameLockedError) before
 * anything is written.
 */
export async function createTierSetup(
  userId: string,
  answersFor: (tier: Tier, earlier: CarriedSetup | null) => TierSubmissionAnswers,
  now: Date,
): Promise<SubmissionRecord> {
  return retry(
    async () => {
      const ledger = await readUserLedger(userId);
      // A write that raced the deletion: its tombstone moved the ledger's version, so this is read again.
      if (ledger.accountDeleted) throw new AccountGoneError();
      const tier = ownedTierOf(paymentsOf(ledger));
      if (!tier) throw new NoTierError();
      // The tier's own setup is the lock the spec asks for, whatever the body says.
      if (ledger.submissions.some((submission) => submission.tierId === tier.id)) throw new SubmissionLockedError();
      const earlier = earlierSetupOf(ledger.submissions, tier.id);
      const answers = answersFor(tier, earlier);
      if (changesLockedNickname(earlier, answers.nickname)) throw new NicknameLockedError();
      const presence = ledger.wall ?? absentPresence(userId);
      const input = newSetupValues(tier, answers, earlier, presence.showOnWall);
      const submission = newSubmission(userId, tier, input, now);
      const wallItems = wallPresenceItems(
        presence,
        { ...presence, showOnWall: input.showOnWall, nickname: input.nickname },
        tier.id,
        now,
      );
      const gameItems = gameFollowItems(
        userId,
        ledger.game,
        entitlementState(tier.id, ledger.submissions),
        entitlementState(tier.id, [submission, ...ledger.submissions]),
        now,
      );
      try {
        // The setup first, so that the lock is found at index 0.
        await transactWriteOnce([
          submissionPut(submission),
          ledgerUnchangedCheck(ledger),
          ...wallItems,
          ...gameItems,
          ...setupPendingEndItems(userId, ledger.setupCounted),
        ]);
      } catch (error) {
        if (conditionFailedAt(error, 0)) throw new SubmissionLockedError({ cause: error });
        throw error;
      }
      return submission;
    },
    raceRetry(`Tier setup of ${userId}`),
  );
}
