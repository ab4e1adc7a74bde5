import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  type WriteRequest,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '@shared/contract/table';
import { itemOfLine, type TableItem } from './item-lines';

/** BatchWriteItem's limit. */
const BATCH_SIZE = 25;
const RETRIES = 10;
const FIRST_DELAY_MS = 50;
const MAX_DELAY_MS = 2_000;
const TABLE_WAIT_SECONDS = 60;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates a new table named `tableName`, shaped as the stack's (the shared table definition: keys and
 * both indexes), and writes into it every item of an exported file (export-table.ts, or DynamoDB's own
 * export); returns how many. It refuses a name that is taken: a backup never overwrites a table.
 */
export async function restoreTable(client: DynamoDBClient, file: string, tableName: string): Promise<number> {
  await createNewTable(client, tableName);
  let count = 0;
  let batch: TableItem[] = [];
  const write = async () => {
    await putItems(client, tableName, batch);
    count += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    batch.push(itemOfLine(line));
    if (batch.length === BATCH_SIZE) await write();
  }
  if (batch.length > 0) await write();
  return count;
}

async function createNewTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (error instanceof ResourceInUseException) {
      throw new Error(`Table ${tableName} already exists: a backup is restored into a new table only`, {
        cause: error,
      });
    }
    throw error;
  }
  await waitUntilTableExists({ client, maxWaitTime: TABLE_WAIT_SECONDS }, { TableName: tableName });
}

/**
 * Puts up to 25 items in one BatchWriteItem call, putting again what DynamoDB leaves unprocessed after a
 * growing, jittered pause. The low-level client keeps each attribute as exported (the seed's batch
 * writer takes plain objects, which would round numbers and lose sets).
 */
async function putItems(client: DynamoDBClient, tableName: string, items: readonly TableItem[]): Promise<void> {
  let requests: WriteRequest[] = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt > RETRIES) throw new Error(`${requests.length} items stayed unprocessed after ${RETRIES} tries`);
    if (attempt > 0) await pause(Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt) * (0.5 + Math.random() / 2));
    const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
    requests = result.UnprocessedItems?.[tableName] ?? [];
  }
}
