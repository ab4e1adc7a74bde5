import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TierSubmission } from '@shared/api/types/account';
import { SORT_KEY } from '@shared/contract/table-keys';
import type { TierSubmissionInput } from '@shared/schemas/tier-submission-rules';
import { isTierId, type Tier, type TierId } from '@shared/tiers';
import { batchGetItems } from './batch-get';
import { documentClient, tableName } from './client';
import { userPartition } from './profile';
import type { Item } from './query-page';
import type { TransactItem } from './transactions';

export interface SubmissionRecord extends TierSubmission {
  userId: string;
}

function submissionKey(userId: string, tierId: TierId) {
  return { pk: userPartition(userId), sk: `${SORT_KEY.submission}${tierId}` };
}

export function isSubmissionItem(item: Item): boolean {
  return typeof item.sk === 'string' && item.sk.startsWith(SORT_KEY.submission);
}

export function submissionToItem(submission: SubmissionRecord): Item {
  return { ...submissionKey(submission.userId, submission.tierId), ...submission };
}

export function submissionFromItem(item: Item): SubmissionRecord {
  const tierId = String(item.tierId);
  if (!isTierId(tierId)) throw new Error('Submission with an unknown tier');
  return {
    userId: String(item.userId),
    tierId,
    tierName: String(item.tierName),
    nickname: String(item.nickname),
    jerseyBackName: typeof item.jerseyBackName === 'string' ? item.jerseyBackName : null,
    submittedAt: String(item.submittedAt),
    updatedAt: String(item.updatedAt),
  };
}

/** The user-facing fields of a submission. */
export function toTierSubmission({ userId: _userId, ...submission }: SubmissionRecord): TierSubmission {
  return submission;
}

/** A new setup for a tier, as stored. */
export function newSubmission(userId: string, tier: Tier, input: TierSubmissionInput, now: Date): SubmissionRecord {
  const at = now.toISOString();
  return {
    userId,
    tierId: tier.id,
    tierName: tier.name,
    nickname: input.nickname,
    jerseyBackName: 'jerseyBackName' in input ? input.jerseyBackName : null,
    submittedAt: at,
    updatedAt: at,
  };
}

/** The transaction item that creates a setup; the database refuses a second one for the same tier (the lock). */
export function submissionPut(submission: SubmissionRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: submissionToItem(submission),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The transaction item that holds a write to the user having no setup for this tier (yet). */
export function submissionAbsentCheck(userId: string, tierId: TierId): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: submissionKey(userId, tierId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Takes a submission out of public view when its user deletes their account: the nickname becomes
 * the tombstone, the jersey name goes, and `withdrawnAt` is kept once. Safe to run again.
 */
export async function withdrawSubmission(submission: SubmissionRecord, tombstone: string, now: Date): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: submissionKey(submission.userId, submission.tierId),
      UpdateExpression:
        'SET nickname = :tombstone, withdrawnAt = if_not_exists(withdrawnAt, :now) REMOVE jerseyBackName',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tombstone': tombstone, ':now': now.toISOString() },
    }),
  );
}

/** The submissions for many user+tier pairs, keyed `<userId>#<tierId>`; missing ones are absent. */
export async function getSubmissionsFor(
  pairs: readonly { userId: string; tierId: TierId }[],
): Promise<Map<string, SubmissionRecord>> {
  const unique = [...new Map(pairs.map((pair) => [`${pair.userId}#${pair.tierId}`, pair])).values()];
  const found = new Map<string, SubmissionRecord>();
  for (const item of await batchGetItems(unique.map((pair) => submissionKey(pair.userId, pair.tierId)))) {
    const submission = submissionFromItem(item);
    found.set(`${submission.userId}#${submission.tierId}`, submission);
  }
  return found;
}
