import { open } from 'node:fs/promises';
import { type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { itemLine, type TableItem } from './item-lines';

/**
 * Writes every item of a table to a new file, one line each as DynamoDB's export to S3 writes them
 * (item-lines.ts), and returns how many. It reads the table with a consistent Scan, page by page: for
 * DynamoDB Local and the local stack. In AWS, `aws dynamodb export-table-to-point-in-time` writes the
 * same lines without reading the table (docs/deploy.md). An existing file is never overwritten.
 */
export async function exportTable(client: DynamoDBClient, tableName: string, file: string): Promise<number> {
  const out = await open(file, 'wx');
  let count = 0;
  try {
    let startKey: TableItem | undefined;
    do {
      const page = await client.send(
        new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey, ConsistentRead: true }),
      );
      const items = page.Items ?? [];
      if (items.length > 0) await out.write(items.map((item) => `${itemLine(item)}\n`).join(''));
      count += items.length;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } finally {
    await out.close();
  }
  return count;
}
