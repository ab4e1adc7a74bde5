import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedManyPurchases, seedPurchase } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

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
});
