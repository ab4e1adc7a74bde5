import type { MeResponse } from '@shared/api/types/account';
import { ownedTierOf, paymentStands, standingSumCents } from '@shared/ledger';
import { earlierSetupOf } from '@shared/tier-setup';
import { activeLinks, toGameAccount } from '../../data/game-links';
import { paymentStillProcessing } from '../../data/processing-payment';
import { toProfile } from '../../data/profile';
import { ledgerPaymentOf } from '../../data/purchase';
import { toTierSubmission } from '../../data/submission';
import { getUserRecords } from '../../data/user-records';
import { wallChoiceState, wallSpotOf } from '../../data/wall-choice';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * GET /me: the caller's profile, owned tier, that tier's setup (and the earlier setup it keeps the nickname
 * of), purchase count and linked game accounts.
 */
export const getMe = defineRoute('GET /me', {}, async ({ caller, standing }) => {
  const records = await getUserRecords(caller.userId);
  standing.confirm(records.standing);
  const { profile, purchases, submissions, processingPayments, wall, gameLinks, emailPreferences } = records;
  const payments = purchases.map(ledgerPaymentOf);
  const tier = ownedTierOf(payments);
  const submission = submissions.find((candidate) => candidate.tierId === tier?.id);
  const earlier = tier ? earlierSetupOf(submissions, tier.id) : null;
  const body: MeResponse = {
    profile: profile ? toProfile(profile) : null,
    tierId: tier?.id ?? null,
    submission: submission ? toTierSubmission(submission) : null,
    earlierSubmission: earlier ? toTierSubmission(earlier) : null,
    purchaseCount: payments.filter(paymentStands).length,
    standingSumCents: standingSumCents(payments),
    paymentProcessing: paymentStillProcessing(
      processingPayments,
      purchases.map((purchase) => purchase.id),
    ),
    wall: { ...wallChoiceState(wall), spot: wallSpotOf(wall) },
    gameAccounts: activeLinks(gameLinks).map(toGameAccount),
    emailPreferences,
  };
  return json(200, body);
});
