import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from '../../lambdas/src/data/query-page';

/** BatchWriteItem's limit. */
export const BATCH_SIZE = 25;
const RETRIES = 10;
const FIRST_DELAY_MS = 50;
const MAX_DELAY_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts up to 25 items in one BatchWriteItem call, putting again what DynamoDB leaves unprocessed
 * after a growing, jittered pause, until none is left (or the tries run out).
 */
export async function putBatch(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Item[],
): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt > RETRIES) throw new Error(`${requests.length} items stayed unprocessed after ${RETRIES} tries`);
    if (attempt > 0) await pause(Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt) * (0.5 + Math.random() / 2));
    const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (result.UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
      request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
    );
  }
}
