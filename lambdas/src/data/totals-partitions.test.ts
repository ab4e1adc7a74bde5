import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { withTestTable } from '../../test/dynamo-table';
import { countDynamoRequests } from '../../test/request-counter';
import { documentClient, tableName } from './client';
import { dayOf, getOverviewFigures, getOverviewTotals, totalsChange, totalsChanges } from './totals';
import { TOTALS_SHARDS } from './totals-shards';
import { transactWrite } from './transactions';

// The totals on DynamoDB Local: where their writes land, and that every read finds them all.
const table = withTestTable();
const requests = countDynamoRequests();

/** The ConsistentRead each request of the data modules' client asked for, by command. */
const consistency: { command: string; consistent: unknown }[] = [];
documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const input = args.input as {
      ConsistentRead?: unknown;
      RequestItems?: Record<string, { ConsistentRead?: unknown }>;
    };
    const batch = input.RequestItems ? Object.values(input.RequestItems)[0]?.ConsistentRead : undefined;
    consistency.push({ command: String(context.commandName), consistent: input.ConsistentRead ?? batch });
    return next(args);
  },
  { step: 'initialize', name: 'recordConsistentRead', override: true },
);

beforeEach(async () => {
  await table.clear();
  requests.reset();
  consistency.length = 0;
});

/** A shard item of the totals' first layout, all in the one `STATS` partition (local stacks and backups hold them). */
async function putUnspread(sk: string, counters: Record<string, number>) {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { pk: 'STATS', sk, ...counters } }));
}

const SIGN_UPS = 60;
/** The launch traffic the totals must take: sign-ups a second. */
const SIGN_UPS_A_SECOND = 3_000;
/** What DynamoDB lets one partition write a second. */
const PARTITION_WRITE_UNITS = 1_000;

describe('the totals spread over partitions', () => {
  it('puts each shard in a partition of its own, and a burst of sign-ups lands on several', async () => {
    // Act: the totals write of each sign-up (what the post-confirmation trigger adds to its transaction).
    await Promise.all(Array.from({ length: SIGN_UPS }, () => transactWrite([totalsChange({ userCount: 1 })])));

    // Assess
    const shards = (await table.items()).filter((item) => String(item.sk).startsWith('TOTALS#'));
    for (const shard of shards) {
      expect(shard.pk).toMatch(/^STATS#\d+$/);
      expect(String(shard.sk).slice('TOTALS#'.length)).toBe(String(shard.pk).slice('STATS#'.length));
    }
    expect(new Set(shards.map((shard) => shard.pk)).size).toBeGreaterThan(1);
    expect((await getOverviewTotals()).userCount).toBe(SIGN_UPS);
  });

  it('has shards enough for 3,000 sign-ups a second at half a partition’s write units or less', async () => {
    // A sign-up makes one totals write, in a transaction: 2 write units per KB of the item.
    await transactWrite([
      totalsChange({
        userCount: 1,
        purchaseCount: 1,
        revenueCents: 50_000,
        taxCents: 5_000,
        contactCount: 1,
        pendingContacts: 1,
        setupPending: 1,
        purchasedTierId: 'all-star',
        contactStatuses: { new: 1, in_progress: 1, resolved: 1 },
      }),
    ]);
    const [shard] = (await table.items()).filter((item) => String(item.sk).startsWith('TOTALS#'));
    const itemBytes = Object.entries(shard ?? {}).reduce(
      (size, [name, value]) => size + name.length + String(value).length + 1,
      0,
    );
    expect(itemBytes).toBeLessThan(1024);
    const unitsPerSignUp = 2 * Math.ceil(itemBytes / 1024);

    expect((SIGN_UPS_A_SECOND * unitsPerSignUp) / TOTALS_SHARDS).toBeLessThanOrEqual(PARTITION_WRITE_UNITS / 2);
  });

  it('reads the totals of every shard partition and of the first layout in one strongly consistent BatchGetItem', async () => {
    // Prepare: shards of the first layout, and one of the spread layout written the way a write adds to it.
    await putUnspread('TOTALS#0', { userCount: 3, 'purchases:starter': 1, revenueCents: 1000 });
    await putUnspread('TOTALS#9', { userCount: 2, 'contacts:new': 1, pendingContacts: 1, contactCount: 1 });
    await transactWrite([
      totalsChange({ userCount: 5, purchasedTierId: 'starter', revenueCents: 2000 }, TOTALS_SHARDS - 1),
    ]);
    requests.reset();
    consistency.length = 0;

    // Act
    const totals = await getOverviewTotals();

    // Assess
    expect(totals).toMatchObject({ userCount: 10, revenueCents: 3000, contactCount: 1, pendingContacts: 1 });
    expect(totals.purchasesByTier.starter).toBe(2);
    expect(totals.contactsByStatus.new).toBe(1);
    expect(requests.counts()).toEqual({ BatchGetItemCommand: 1 });
    expect(consistency).toEqual([{ command: 'BatchGetItemCommand', consistent: true }]);
  });

  it('sums each day over every shard partition and the first layout, one strongly consistent Query per partition', async () => {
    // Prepare: today's sales on two shards of the spread layout, and yesterday's on the first layout.
    const today = new Date();
    const yesterday = dayOf(new Date(today.getTime() - 86_400_000));
    await transactWrite(totalsChanges({ revenueCents: 1500, purchaseCount: 1 }, today));
    await transactWrite(totalsChanges({ revenueCents: 2500, purchaseCount: 1 }, today));
    await putUnspread(`DAY#${yesterday}#4`, { revenueCents: 700, purchaseCount: 1 });
    await putUnspread('TOTALS#4', { revenueCents: 700, purchaseCount: 1 });
    requests.reset();
    consistency.length = 0;

    // Act
    const figures = await getOverviewFigures(2, today);

    // Assess
    expect(figures.days).toEqual([
      { date: yesterday, revenueCents: 700, purchaseCount: 1 },
      { date: dayOf(today), revenueCents: 4000, purchaseCount: 2 },
    ]);
    expect(figures.totals).toMatchObject({ revenueCents: 4700, purchaseCount: 3 });
    expect(requests.counts()).toEqual({ QueryCommand: TOTALS_SHARDS + 1 });
    expect(consistency.every((request) => request.consistent === true)).toBe(true);
  });
});
