import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import type { TierId } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedManyPurchases, seedPurchase } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

async function listPurchases(query: Record<string, string>) {
  const response = await call('GET /admin/purchases', { token: auth.tokens.admin, query });
  return { status: response.status, page: response.body as PurchasesPage };
}

/** Purchases of several tiers over several days; returns their ids by `<tier> <day>`. */
async function seedSpread(): Promise<Map<string, string>> {
  const spread: [TierId, string][] = [
    ['rookie', '2026-02-27T23:59:59.999Z'],
    ['mvp', '2026-02-28T00:00:00.000Z'],
    ['rookie', '2026-02-28T12:00:00.000Z'],
    ['rookie', '2026-03-01T08:00:00.000Z'],
    ['mvp', '2026-03-01T23:59:59.999Z'],
    ['rookie', '2026-03-02T00:00:00.000Z'],
  ];
  const ids = new Map<string, string>();
  for (const [tierId, createdAt] of spread) {
    const purchase = await seedPurchase(`buyer-${ids.size}`, tierId, { createdAt });
    ids.set(`${tierId} ${createdAt}`, purchase.id);
  }
  return ids;
}

interface PurchasesPage {
  items: { id: string; email: string | null; stripePaymentIntentId: string | null }[];
  nextCursor: string | null;
  total: number;
  totalRevenueCents: number;
}

describe('GET /admin/purchases', () => {
  it('pages every purchase newest first with the count and revenue', async () => {
    const bulk = await seedManyPurchases(12);
    await seedPurchase(USER_A, 'mvp', { createdAt: '2025-06-01T00:00:00.000Z', amountCents: 10000 });
    await seedPurchase(USER_A, 'rookie', { createdAt: '2025-05-01T00:00:00.000Z', email: null });

    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let first: PurchasesPage | undefined;
    do {
      const response = await call('GET /admin/purchases', {
        token: auth.tokens.admin,
        query: { limit: '5', ...(cursor ? { cursor } : {}) },
      });
      const page = response.body as PurchasesPage;
      first ??= page;
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(ids).toHaveLength(14);
    expect(ids.slice(0, 12)).toEqual(bulk.map((purchase) => purchase.id).reverse());
    // Only the two purchases stored through fulfilment moved the totals.
    expect(first).toMatchObject({ total: 2, totalRevenueCents: 11500 });
  });

  it('keeps a missing buyer email and payment intent as null', async () => {
    await seedPurchase(USER_A, 'rookie', { email: null, stripePaymentIntentId: null });

    const response = await call('GET /admin/purchases', { token: auth.tokens.admin });

    expect((response.body as PurchasesPage).items[0]).toMatchObject({ email: null, stripePaymentIntentId: null });
  });

  it('refuses a cursor of another list', async () => {
    const cursor = Buffer.from(
      JSON.stringify({ pk: 'CONTACT#1', sk: 'CONTACT', gsi1pk: 'CONTACTS', gsi1sk: '2026#1' }),
    ).toString('base64url');

    const response = await call('GET /admin/purchases', { token: auth.tokens.admin, query: { cursor } });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidCursor });
  });

  it('filters by tier, newest first, one Query per page', async () => {
    const ids = await seedSpread();
    requests.reset();

    const first = await listPurchases({ tierId: 'rookie', limit: '3' });
    const counts = requests.counts();
    const second = await listPurchases({ tierId: 'rookie', limit: '3', cursor: String(first.page.nextCursor) });

    expect([...first.page.items, ...second.page.items].map((item) => item.id)).toEqual([
      ids.get('rookie 2026-03-02T00:00:00.000Z'),
      ids.get('rookie 2026-03-01T08:00:00.000Z'),
      ids.get('rookie 2026-02-28T12:00:00.000Z'),
      ids.get('rookie 2026-02-27T23:59:59.999Z'),
    ]);
    expect(second.page.nextCursor).toBeNull();
    // The caller's account standing, the totals and the page.
    expect(counts).toEqual({ GetItemCommand: 1, BatchGetItemCommand: 1, QueryCommand: 1 });
  });

  it('filters by UTC days, both included', async () => {
    const ids = await seedSpread();

    const { page } = await listPurchases({ from: '2026-02-28', to: '2026-03-01' });

    expect(page.items.map((item) => item.id)).toEqual([
      ids.get('mvp 2026-03-01T23:59:59.999Z'),
      ids.get('rookie 2026-03-01T08:00:00.000Z'),
      ids.get('rookie 2026-02-28T12:00:00.000Z'),
      ids.get('mvp 2026-02-28T00:00:00.000Z'),
    ]);
  });

  it('filters by tier and days together, and by one side of the range', async () => {
    const ids = await seedSpread();

    const both = await listPurchases({ tierId: 'mvp', from: '2026-03-01', to: '2026-03-01' });
    const since = await listPurchases({ tierId: 'rookie', from: '2026-03-01' });
    const until = await listPurchases({ to: '2026-02-27' });

    expect(both.page.items.map((item) => item.id)).toEqual([ids.get('mvp 2026-03-01T23:59:59.999Z')]);
    expect(since.page.items.map((item) => item.id)).toEqual([
      ids.get('rookie 2026-03-02T00:00:00.000Z'),
      ids.get('rookie 2026-03-01T08:00:00.000Z'),
    ]);
    expect(until.page.items.map((item) => item.id)).toEqual([ids.get('rookie 2026-02-27T23:59:59.999Z')]);
  });

  it('refuses a cursor of another tier', async () => {
    await seedSpread();
    const { page } = await listPurchases({ tierId: 'rookie', limit: '1' });

    const crossed = await listPurchases({ tierId: 'mvp', cursor: String(page.nextCursor) });

    expect(crossed).toEqual({ status: 400, page: { message: HTTP_MESSAGES.invalidCursor } });
  });

  it.each([
    [{ tierId: 'legend' }, MESSAGES.unknownTier],
    [{ from: '2026-3-1' }, MESSAGES.invalidDate],
    [{ to: '2026-02-30' }, MESSAGES.invalidDate],
    [{ from: 'yesterday' }, MESSAGES.invalidDate],
    [{ from: '2026-03-02', to: '2026-03-01' }, MESSAGES.dateRangeReversed],
  ])('%j → 400 %s, reading nothing', async (query, message) => {
    requests.reset();

    const response = await listPurchases(query);

    expect(response).toEqual({ status: 400, page: { message } });
    expect(requests.counts().QueryCommand).toBeUndefined();
  });
});
