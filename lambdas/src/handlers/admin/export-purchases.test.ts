import { NEXT_CURSOR_HEADER } from '@shared/api/headers';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { bySize } from '@shared/test/test-depth';
import { type ApiResult, call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedManyPurchases, seedManySubmissions, seedPurchase, seedSubmission } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

const HEADER =
  'purchase_id,created_at,user_id,email,tier_id,tier_name,amount_cents,currency,status,nickname,jersey_back_name,subtotal_cents,tax_cents,billing_country,gift_id,gift_buyer_id,gift_buyer_email';

function exportPage(cursor?: string) {
  return call('GET /admin/export/purchases.csv', { token: auth.tokens.admin, query: cursor ? { cursor } : {} });
}

/** Every page of the export, following x-next-cursor as the admin panel does; `afterPage` runs between pages. */
async function exportAll(afterPage: (pageNumber: number) => Promise<void> = async () => {}) {
  const pages: ApiResult[] = [];
  let cursor: string | undefined;
  do {
    const page = await exportPage(cursor);
    expect(page.status).toBe(200);
    pages.push(page);
    cursor = page.headers[NEXT_CURSOR_HEADER];
    if (cursor) await afterPage(pages.length);
  } while (cursor);
  return pages;
}

const lines = (page: ApiResult) => page.rawBody.split('\n').filter((line) => line.length > 0);
const dataRows = (pages: ApiResult[]) =>
  pages.flatMap((page, index) => (index === 0 ? lines(page).slice(1) : lines(page)));
const idsOf = (rows: string[]) => rows.map((row) => row.split(',')[0]);
const LAMBDA_RESPONSE_LIMIT_BYTES = 6 * 1024 * 1024;
/** The export's page: a fixed 1,000 purchases. */
const PAGE = 1000;
/** Purchases in the volume tests: three pages and more in the everyday run, four under `npm run test:deep`. */
const MANY = bySize({ everyday: 2_250, deep: 3_250 });
/** Purchases before an export that runs while more are written: two pages, or three under test:deep. */
const BEFORE_WRITES = bySize({ everyday: 1_500, deep: 2_500 });
/** The rows of each page of `count` purchases, the header row on the first. */
const pageLengths = (count: number) =>
  Array.from(
    { length: Math.ceil(count / PAGE) },
    (_, page) => Math.min(PAGE, count - page * PAGE) + (page === 0 ? 1 : 0),
  );

describe('GET /admin/export/purchases.csv', () => {
  it('lists every purchase newest first with its tier submission, as CSV', async () => {
    await seedPurchase(USER_A, 'rookie', { id: 'cs_1', createdAt: '2026-01-01T00:00:00.000Z', email: 'a@example.com' });
    await seedPurchase(USER_A, 'mvp', { id: 'cs_2', createdAt: '2026-01-02T00:00:00.000Z', amountCents: 8500 });
    await seedPurchase(USER_B, 'starter', { id: 'cs_3', createdAt: '2026-01-03T00:00:00.000Z', email: null });
    await seedSubmission(USER_A, 'mvp', 'Ace, "the Dime"', 'ACE 23');
    await seedSubmission(USER_B, 'starter', 'Bee');

    const response = await exportPage();

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="purchases.csv"');
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(response.rawBody.split('\n')[0]).toBe(HEADER);
    expect(response.rawBody).toBe(
      [
        HEADER,
        // Seeded without tax: the subtotal is the whole amount, no tax, no billing country; none is a gift.
        `cs_3,2026-01-03T00:00:00.000Z,${USER_B},,starter,Starter,3000,usd,paid,Bee,,3000,0,,,,`,
        `cs_2,2026-01-02T00:00:00.000Z,${USER_A},${USER_A}@example.com,mvp,MVP,8500,usd,paid,"Ace, ""the Dime""",ACE 23,8500,0,,,,`,
        `cs_1,2026-01-01T00:00:00.000Z,${USER_A},a@example.com,rookie,Rookie,1500,usd,paid,,,1500,0,,,,`,
        '',
      ].join('\n'),
    );
  });

  it('answers an empty store with the header row only', async () => {
    const response = await exportPage();

    expect(response.rawBody).toBe(`${HEADER}\n`);
  });

  it('exports thousands of purchases in pages of at most 1000 (the next cursor in a header), each purchase once with its setup, the header row on the first page only', async () => {
    const purchases = await seedManyPurchases(MANY);
    await seedManySubmissions(
      purchases.filter((_, index) => index % 2 === 0),
      'Ace',
      'ACE 23',
    );

    const pages = await exportAll();

    expect(pages.map((page) => lines(page).length)).toEqual(pageLengths(MANY));
    expect(pages.flatMap(lines).filter((line) => line === HEADER)).toHaveLength(1);
    expect(lines(pages[0] as ApiResult)[0]).toBe(HEADER);
    const rows = dataRows(pages);
    expect(rows).toHaveLength(purchases.length);
    expect(new Set(idsOf(rows)).size).toBe(purchases.length);
    expect(idsOf(rows)).toEqual(purchases.map((purchase) => purchase.id).reverse());
    expect(rows.filter((row) => row.includes(',Ace,ACE 23,'))).toHaveLength(Math.ceil(MANY / 2));
  }, 120_000);

  it('keeps every page of the longest rows under the Lambda response limit', async () => {
    const email = `${'a'.repeat(243)}@example.com`;
    const purchases = await seedManyPurchases(1001, { email });
    await seedManySubmissions(purchases, '"'.repeat(50), '"'.repeat(20));

    const [first] = await exportAll();

    const page = first as ApiResult;
    expect(lines(page)).toHaveLength(1 + 1000);
    const lambdaResponse = JSON.stringify({ statusCode: page.status, headers: page.headers, body: page.rawBody });
    expect(Buffer.byteLength(lambdaResponse)).toBeLessThan(LAMBDA_RESPONSE_LIMIT_BYTES);
  }, 120_000);

  it('lists each purchase once when purchases are written while the export runs', async () => {
    const before = await seedManyPurchases(BEFORE_WRITES);
    const written: string[] = [];

    const pages = await exportAll(async (pageNumber) => {
      const during = await seedManyPurchases(300, { start: Date.now(), batch: `during${pageNumber}` });
      written.push(...during.map((purchase) => purchase.id));
    });

    const ids = idsOf(dataRows(pages));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(before.map((purchase) => purchase.id).reverse());
    // 300 written after each page but the last.
    expect(written).toHaveLength(300 * (pageLengths(BEFORE_WRITES).length - 1));
  }, 120_000);

  it('refuses a bad cursor', async () => {
    const response = await exportPage('%%%');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidCursor });
  });
});
