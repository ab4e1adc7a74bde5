import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { type RetryRules, retry } from '../lib/retry';
import { documentClient, tableName } from './client';
import type { Item } from './query-page';

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
  giveUp: (lastError) => new Error('Items could not be read (throttled)', { cause: lastError }),
};

/** The items of many keys of the table, in no particular order; missing ones are absent. `consistent` reads strongly consistent. */
export async function batchGetItems(
  keys: readonly Record<string, unknown>[],
  options: { consistent?: boolean } = {},
): Promise<Item[]> {
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX) {
    let pending = keys.slice(start, start + BATCH_GET_MAX);
    await retry(async () => {
      const table = tableName();
      const result = await documentClient.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) } },
        }),
      );
      found.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys ?? [];
      if (pending.length > 0) throw new UnprocessedKeysError(pending.length);
    }, UNPROCESSED_KEYS_RETRY);
  }
  return found;
}
