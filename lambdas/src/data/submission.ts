import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TierSubmission } from '@shared/api/types/account';
import { SORT_KEY } from '@shared/contract/table-keys';
import type { TierSubmissionInput } from '@shared/schemas/tier-submission-rules';
import { isTierId, type Tier, type TierId } from '@shared/tiers';
import { type RetryRules, retry } from '../lib/retry';
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

// BatchGetItem takes at most 100 keys per request.
const BATCH_GET_MAX = 100;

/** DynamoDB left some keys unprocessed (throttled); nothing is wrong with the ones it read. */
class UnprocessedKeysError extends Error {
  constructor(count: number) {
    super(`${count} keys left unprocessed`);
    this.name = 'UnprocessedKeysError';
  }
}

/** Keys DynamoDB left unprocessed are asked for again after a pause that lets the throttling pass. */
const UNPROCESSED_KEYS_RETRY: RetryRules = {
  attempts: 5,
  firstDelayMs: 50,
  maxDelayMs: 800,
  retryable: (error) => error instanceof UnprocessedKeysError,
  giveUp: (lastError) => new Error('Submissions could not be read (throttled)', { cause: lastError }),
};

/** The submissions for many user+tier pairs, keyed `<userId>#<tierId>`; missing ones are absent. */
export async function getSubmissionsFor(
  pairs: readonly { userId: string; tierId: TierId }[],
): Promise<Map<string, SubmissionRecord>> {
  const unique = [...new Map(pairs.map((pair) => [`${pair.userId}#${pair.tierId}`, pair])).values()];
  const found = new Map<string, SubmissionRecord>();
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + BATCH_GET_MAX)
      .map((pair) => submissionKey(pair.userId, pair.tierId));
    await retry(async () => {
      const table = tableName();
      const result = await documentClient.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
      for (const item of result.Responses?.[table] ?? []) {
        const submission = submissionFromItem(item);
        found.set(`${submission.userId}#${submission.tierId}`, submission);
      }
      keys = result.UnprocessedKeys?.[table]?.Keys ?? [];
      if (keys.length > 0) throw new UnprocessedKeysError(keys.length);
    }, UNPROCESSED_KEYS_RETRY);
  }
  return found;
}
