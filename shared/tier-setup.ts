import type { TierSubmission } from './api/types/account';
import type { TierSubmissionAnswers, TierSubmissionInput } from './schemas/tier-submission-rules';
import type { Tier, TierId } from './tiers';

/**
 * Tier setups across tiers (docs/product.md §Tier setup): a setup is locked once submitted, so the
 * setup of a tier bought later keeps the nickname already given and asks only what its tier adds.
 */

/** What a submitted setup carries into the setup of another tier. */
export type CarriedSetup = Pick<TierSubmission, 'nickname' | 'jerseyBackName'>;

type SubmittedSetup = CarriedSetup & Pick<TierSubmission, 'tierId' | 'submittedAt'>;

type SetupField = Tier['setupFields'][number];

/** The setup a tier's new setup keeps: the most recently submitted one of another tier, or null. */
export function earlierSetupOf<Setup extends SubmittedSetup>(
  submissions: readonly Setup[],
  tierId: TierId,
): Setup | null {
  let latest: Setup | null = null;
  for (const submission of submissions) {
    if (submission.tierId !== tierId && (!latest || submission.submittedAt > latest.submittedAt)) latest = submission;
  }
  return latest;
}

/** The fields a tier's setup still asks for: none once its own exists, else its fields but those the earlier setup holds. */
export function setupFieldsToAsk(
  tier: Pick<Tier, 'setupFields'>,
  own: CarriedSetup | null,
  earlier: CarriedSetup | null,
): SetupField[] {
  if (own) return [];
  return tier.setupFields.filter((field) => (earlier?.[field] ?? null) === null);
}

/** True when the tier needs no more setup: its own setup exists, or an earlier one holds all it asks. */
export function isTierSetUp(
  tier: Pick<Tier, 'setupFields'>,
  own: CarriedSetup | null,
  earlier: CarriedSetup | null,
): boolean {
  return setupFieldsToAsk(tier, own, earlier).length === 0;
}

/** True when a setup's nickname is not the one an earlier setup locked: changes need a support ticket. */
export function changesLockedNickname(earlier: CarriedSetup | null, nickname: string | undefined): boolean {
  return earlier !== null && nickname !== undefined && nickname !== earlier.nickname;
}

/**
 * What a tier's new setup stores: the answers, with the earlier setup's nickname (and jersey back name,
 * where the tier has one the answers lack) and, when the answers leave it out, the wall choice as it
 * stands. Call it once `changesLockedNickname` is false.
 */
export function newSetupValues(
  tier: Pick<Tier, 'setupFields'>,
  answers: TierSubmissionAnswers,
  earlier: CarriedSetup | null,
  showingOnWall: boolean,
): TierSubmissionInput {
  const nickname = earlier?.nickname ?? answers.nickname;
  if (nickname === undefined) throw new Error('A first tier setup is answered with a nickname');
  const showOnWall = answers.showOnWall ?? showingOnWall;
  if (!tier.setupFields.includes('jerseyBackName')) return { nickname, showOnWall };
  const jerseyBackName = ('jerseyBackName' in answers ? answers.jerseyBackName : undefined) ?? earlier?.jerseyBackName;
  if (!jerseyBackName) throw new Error('An MVP setup is answered with a jersey back name');
  return { nickname, jerseyBackName, showOnWall };
}
