import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { GSI1, GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION, LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { ownedTierOf, revenueCents, taxCents } from '@shared/ledger';
import { bySize } from '@shared/test/test-depth';
import { TICKET_STATUSES } from '@shared/tickets';
import { TIER_IDS } from '@shared/tiers';
import { listProfiles } from '../../lambdas/src/data/profile';
import { ledgerPaymentOf, purchaseFromItem } from '../../lambdas/src/data/purchase';
import { dayOf, getOverviewFigures, getOverviewTotals } from '../../lambdas/src/data/totals';
import { readWall } from '../../lambdas/src/data/wall';
import { type StoredItem, withTestTable } from '../../lambdas/test/dynamo-table';
import { countDynamoRequests } from '../../lambdas/test/request-counter';
import { emptyCounts, type SeedCounts } from './counts';
import { randomFor } from './random';
import { SEED_DAYS, seedStore } from './seed-store';
import { supporterItems } from './supporter';

const table = withTestTable();
const requests = countDynamoRequests();
/** 10,000 supporters under `npm run test:deep`, 2,000 in the everyday run (test-depth.ts). */
const SUPPORTERS = bySize({ everyday: 2_000, deep: 10_000 });
/** A share of the supporters: the seed's proportions hold at either size. */
const perSupporters = (share: number) => Math.round(share * SUPPORTERS);
const NOW = new Date('2026-11-24T12:00:00.000Z');
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));

let seeded: SeedCounts;
let items: StoredItem[];

const partitions = new Map<string, Promise<StoredItem[]>>();

/** Every item of one partition of the table or an index, by Query (once per partition: the seed is done when it is read). */
function partition(pk: string, index: typeof GSI1 | typeof GSI2 | null = GSI1): Promise<StoredItem[]> {
  const key = `${index?.indexName ?? 'table'}|${pk}`;
  const read = partitions.get(key) ?? queryPartition(pk, index);
  partitions.set(key, read);
  return read;
}

async function queryPartition(pk: string, index: typeof GSI1 | typeof GSI2 | null): Promise<StoredItem[]> {
  const found: StoredItem[] = [];
  let startKey: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table.name,
        ...(index ? { IndexName: index.indexName } : {}),
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': index?.partitionKey ?? 'pk' },
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

beforeAll(async () => {
  seeded = await seedStore({ client, supporters: SUPPORTERS, seed: 7, now: NOW });
  items = await table.items();
}, 240_000);

afterAll(() => client.destroy());

describe(`the seed at ${SUPPORTERS.toLocaleString('en-US')} supporters`, () => {
  it('writes the store in its proportions: profiles, purchases with upgrades and refunds, contacts in every status, setups on the wall', async () => {
    const purchases = (await partition(LIST_PARTITION.purchases)).map(purchaseFromItem);
    const buyers = new Map<string, number>();
    for (const purchase of purchases) buyers.set(purchase.userId, (buyers.get(purchase.userId) ?? 0) + 1);
    const contacts = await Promise.all(
      TICKET_STATUSES.map((status) => partition(`${LIST_PARTITION.contactsByStatus}${status}`)),
    );

    expect(await partition(LIST_PARTITION.profiles)).toHaveLength(SUPPORTERS);
    expect(purchases.length).toBeGreaterThan(perSupporters(0.55));
    expect(purchases.length).toBeLessThan(perSupporters(0.65));
    expect([...buyers.values()].filter((count) => count === 2).length).toBeGreaterThan(perSupporters(0.03));
    expect(purchases.filter((purchase) => purchase.status === 'refunded').length).toBeGreaterThan(perSupporters(0.02));
    expect(contacts.map((list) => list.length).every((count) => count > perSupporters(0.04))).toBe(true);
    expect(items.filter((item) => String(item.sk).startsWith(SORT_KEY.submission)).length).toBeGreaterThan(
      perSupporters(0.35),
    );
    expect(seeded.totals.userCount).toBe(SUPPORTERS);
  });

  it('keeps each ledger: a refunded purchase is refunded in full, a profile’s current tier is its ledger’s', () => {
    const heads = new Map(items.filter((item) => item.sk === SORT_KEY.ledger).map((item) => [item.pk, item]));
    const profiles = items.filter((item) => item.sk === SORT_KEY.profile);
    const refunded = items.filter((item) => item.status === 'refunded');

    expect(
      refunded.every((item) => item.refundedCents === item.amountCents && typeof item.refundedAt === 'string'),
    ).toBe(true);
    expect(profiles.every((profile) => (heads.get(profile.pk)?.currentTierId ?? null) === profile.currentTierId)).toBe(
      true,
    );
  });

  /** The people who own a tier, by the ledger of each buyer's purchases. */
  const supportersOf = (purchases: StoredItem[]) => {
    const byUser = new Map<string, ReturnType<typeof ledgerPaymentOf>[]>();
    for (const purchase of purchases.map(purchaseFromItem)) {
      byUser.set(purchase.userId, [...(byUser.get(purchase.userId) ?? []), ledgerPaymentOf(purchase)]);
    }
    return [...byUser.values()].filter((ledger) => ownedTierOf(ledger) !== null).length;
  };

  it('moves the totals to a count of the items in their lists', async () => {
    const totals = await getOverviewTotals();
    const purchases = await partition(LIST_PARTITION.purchases);
    const byStatus = await Promise.all(
      TICKET_STATUSES.map(
        async (status) => [status, (await partition(`${LIST_PARTITION.contactsByStatus}${status}`)).length] as const,
      ),
    );
    const byTier = await Promise.all(
      TIER_IDS.map(
        async (tierId) => [tierId, (await partition(`${GSI2_PARTITION.tierPurchases}${tierId}`, GSI2)).length] as const,
      ),
    );

    expect(totals).toEqual({
      userCount: (await partition(LIST_PARTITION.profiles)).length,
      purchaseCount: purchases.length,
      revenueCents: revenueCents(purchases.map((item) => ledgerPaymentOf(purchaseFromItem(item)))),
      taxCents: taxCents(purchases.map((item) => ledgerPaymentOf(purchaseFromItem(item)))),
      contactCount: byStatus.reduce((sum, [, count]) => sum + count, 0),
      pendingContacts: Object.fromEntries(byStatus).new,
      setupPending: (await partition(LIST_PARTITION.remindersDue)).length,
      supporterCount: supportersOf(purchases),
      purchasesByTier: Object.fromEntries(byTier),
      contactsByStatus: Object.fromEntries(byStatus),
    });
  });

  it('moves each day’s aggregates by the purchases made and the refunds given that day', async () => {
    const purchases = (await partition(LIST_PARTITION.purchases)).map(purchaseFromItem);
    const expected = new Map<string, { revenueCents: number; purchaseCount: number }>();
    const move = (day: string, revenue: number, count: number) => {
      const current = expected.get(day) ?? { revenueCents: 0, purchaseCount: 0 };
      expected.set(day, { revenueCents: current.revenueCents + revenue, purchaseCount: current.purchaseCount + count });
    };
    for (const purchase of purchases) {
      move(dayOf(new Date(purchase.createdAt)), purchase.amountCents, 1);
      if (purchase.refundedAt) move(dayOf(new Date(purchase.refundedAt)), -purchase.refundedCents, 0);
    }

    const { days } = await getOverviewFigures(SEED_DAYS + 1, NOW);

    // Purchases spread over the seed's days: at 2,000 supporters a few early days have none.
    expect(days.filter((day) => day.purchaseCount > 0).length).toBeGreaterThan(SEED_DAYS * 0.9);
    expect(
      days.map((day) => ({ ...day, ...(expected.get(day.date) ?? { revenueCents: 0, purchaseCount: 0 }) })),
    ).toEqual(days);
  });

  it('counts every tier’s wall entries as the wall lists them', async () => {
    const wall = await readWall();
    const listed = await Promise.all(
      wall.tiers.map(async (tier) => [tier.tierId, (await partition(`${PARTITION.wall}${tier.tierId}`, null)).length]),
    );

    expect(wall.tiers.map((tier) => [tier.tierId, tier.count])).toEqual(listed);
    expect(wall.total).toBeGreaterThan(perSupporters(0.3));
  });

  it('finds users by email prefix and by exact email in any case in one Query, in email order', async () => {
    const emails = items
      .filter((item) => item.sk === SORT_KEY.profile)
      .map((item) => ({ userId: String(item.userId), email: String(item.email) }));
    const typed = emails.find((profile) => /[A-Z]/.test(profile.email) && profile.email.startsWith('Jordan.'));
    if (!typed) throw new Error('The seed wrote no email typed with capitals');
    const prefix = 'jORDAN.lEE1';
    const expected = emails
      .filter((profile) => profile.email.toLowerCase().startsWith(prefix.toLowerCase()))
      .sort((a, b) => `${a.email.toLowerCase()}#${a.userId}`.localeCompare(`${b.email.toLowerCase()}#${b.userId}`))
      .slice(0, 25);

    requests.reset();
    const byPrefix = await listProfiles({ q: prefix, limit: 25 });
    const prefixRequests = requests.counts();
    requests.reset();
    const exact = await listProfiles({ q: typed.email.toUpperCase(), limit: 25 });

    expect(expected.length).toBeGreaterThan(1);
    expect(byPrefix.match).toBe('prefix');
    expect(byPrefix.items.map((user) => user.email)).toEqual(expected.map((profile) => profile.email));
    expect(prefixRequests).toEqual({ QueryCommand: 1 });
    expect(exact.items.map((user) => user.userId)).toEqual([typed.userId]);
    expect(requests.counts()).toEqual({ QueryCommand: 1 });
  });
});

describe('the seed’s supporters', () => {
  it('are the same for the same seed and differ for another', () => {
    const window = { from: NOW.getTime() - 86_400_000, to: NOW.getTime() };
    const supporter = (seed: number) => supporterItems(randomFor(seed, 123), 123, window, emptyCounts());

    expect(supporter(7)).toEqual(supporter(7));
    expect(supporter(8)).not.toEqual(supporter(7));
  });
});
