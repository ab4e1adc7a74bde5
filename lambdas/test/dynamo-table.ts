import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '@shared/contract/table';

export type StoredItem = Record<string, unknown>;

export interface TestTable {
  readonly name: string;
  /** Every item in the table, sorted by pk then sk (for "nothing was written" checks). */
  items(): Promise<StoredItem[]>;
  get(key: { pk: string; sk: string }): Promise<StoredItem | undefined>;
  /** The totals as the admin sees them: every counter summed over the `STATS#<n>` / `TOTALS#<n>` shards. */
  totals(): Promise<Record<string, number>>;
  /** The totals shards themselves. */
  totalsShards(): Promise<StoredItem[]>;
  /** Deletes every item, so a test starts from an empty table. */
  clear(): Promise<void>;
}

/**
 * Gives the calling test file its own table in the shared DynamoDB Local, created before its tests
 * and deleted after them. TABLE_NAME points the data modules at it.
 */
export function withTestTable(): TestTable {
  const name = `test-${randomUUID()}`;
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));

  beforeAll(async () => {
    process.env.TABLE_NAME = name;
    await client.send(new CreateTableCommand(createTableInput(name)));
  });
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: name }));
    client.destroy();
  });

  async function items(): Promise<StoredItem[]> {
    const all: StoredItem[] = [];
    let startKey: StoredItem | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: startKey }));
      all.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return all.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
  }

  async function totalsShards(): Promise<StoredItem[]> {
    return (await items()).filter(
      (item) => String(item.pk).startsWith('STATS') && String(item.sk).startsWith('TOTALS#'),
    );
  }

  return {
    name,
    items,
    totalsShards,
    async totals() {
      const sums: Record<string, number> = {};
      for (const shard of await totalsShards()) {
        for (const [counter, value] of Object.entries(shard)) {
          if (typeof value === 'number') sums[counter] = (sums[counter] ?? 0) + value;
        }
      }
      return sums;
    },
    async get(key) {
      return (await client.send(new GetCommand({ TableName: name, Key: key, ConsistentRead: true }))).Item;
    },
    async clear() {
      const keys = (await items()).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
      for (let start = 0; start < keys.length; start += 25) {
        await client.send(new BatchWriteCommand({ RequestItems: { [name]: keys.slice(start, start + 25) } }));
      }
    },
  };
}
