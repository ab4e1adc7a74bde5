import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV } from '@shared/contract/lambda-env';
import { listProfiles } from '../../lambdas/src/data/profile';
import { getOverviewFigures, getOverviewTotals } from '../../lambdas/src/data/totals';
import { readWall } from '../../lambdas/src/data/wall';
import { withTestTable } from '../../lambdas/test/dynamo-table';
import { SEED_DAYS, seedStore } from '../seed/seed-store';
import { exportTable } from './export-table';
import { restoreTable } from './restore-table';

const table = withTestTable();
const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT });
const documents = DynamoDBDocumentClient.from(client);
const NOW = new Date('2026-11-24T12:00:00.000Z');
const SUPPORTERS = 300;
const restoredName = `restored-${randomUUID()}`;
const folder = mkdtempSync(path.join(tmpdir(), 'd1-table-backup-'));
const exported = path.join(folder, 'table.json');
const exportedAgain = path.join(folder, 'restored.json');

/** What the store shows from a table: the admin overview's totals and days, the users list, the public wall. */
async function whatTheStoreReads(tableName: string) {
  const before = process.env[ENV.tableName];
  process.env[ENV.tableName] = tableName;
  try {
    return {
      totals: await getOverviewTotals(),
      figures: await getOverviewFigures(SEED_DAYS, NOW),
      firstUsers: await listProfiles({ limit: 25 }),
      wall: await readWall(),
    };
  } finally {
    process.env[ENV.tableName] = before;
  }
}

let original: Awaited<ReturnType<typeof whatTheStoreReads>>;
let restored: Awaited<ReturnType<typeof whatTheStoreReads>>;
let exportedCount: number;
let restoredCount: number;

beforeAll(async () => {
  await seedStore({ client: documents, supporters: SUPPORTERS, seed: 11, now: NOW });
  original = await whatTheStoreReads(table.name);
  exportedCount = await exportTable(client, table.name, exported);
  restoredCount = await restoreTable(client, exported, restoredName);
  restored = await whatTheStoreReads(restoredName);
  await exportTable(client, restoredName, exportedAgain);
}, 120_000);

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: restoredName }));
  client.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe('a table backup, exported and restored into a fresh table (docs/deploy.md, Recovering from a mistake)', () => {
  it('exports every item, one DynamoDB JSON line each, as DynamoDB’s export to S3 writes them', async () => {
    const lines = readFileSync(exported, 'utf8').trimEnd().split('\n');

    expect(exportedCount).toBe((await table.items()).length);
    expect(lines).toHaveLength(exportedCount);
    for (const line of lines) expect(Object.keys(JSON.parse(line))).toEqual(['Item']);
    expect(lines).toContainEqual(expect.stringMatching(/^\{"Item":\{.*"pk":\{"S":"STATS#\d+"\}/));
  });

  it('restores every item into the new table', () => {
    expect(restoredCount).toBe(exportedCount);
  });

  it('the store reads the same totals from the restored table: every counter, every tier, every status', () => {
    expect(original.totals.userCount).toBe(SUPPORTERS);
    expect(original.totals.purchaseCount).toBeGreaterThan(0);
    expect(original.totals.revenueCents).toBeGreaterThan(0);
    expect(restored.totals).toEqual(original.totals);
  });

  it('and the same overview days, users list (an index) and public wall', () => {
    expect(original.figures.days.some((day) => day.purchaseCount > 0)).toBe(true);
    expect(original.firstUsers.items).toHaveLength(25);
    expect(original.wall.total).toBeGreaterThan(0);
    expect(restored.figures).toEqual(original.figures);
    expect(restored.firstUsers).toEqual(original.firstUsers);
    expect(restored.wall).toEqual(original.wall);
  });

  it('every item comes back exactly: the restored table exports to the same lines', () => {
    const sorted = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').sort();

    expect(sorted(exportedAgain)).toEqual(sorted(exported));
  });

  it('never restores over a table: an existing name is refused and nothing is written to it', async () => {
    const before = await table.items();

    await expect(restoreTable(client, exported, table.name)).rejects.toThrow(
      `Table ${table.name} already exists: a backup is restored into a new table only`,
    );
    expect(await table.items()).toEqual(before);
  });
});
