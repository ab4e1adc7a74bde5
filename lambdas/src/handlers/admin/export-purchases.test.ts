import { NEXT_CURSOR_HEADER } from '@shared/api/headers';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedManyPurchases, seedPurchase, seedSubmission } from '../../../test/seed';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

const HEADER =
  'purchase_id,created_at,user_id,email,tier_id,tier_name,amount_cents,currency,status,nickname,jersey_back_name';

function exportPage(cursor?: string) {
  return call('GET /admin/export/purchases.csv', { token: auth.tokens.admin, query: cursor ? { cursor } : {} });
}

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
        `cs_3,2026-01-03T00:00:00.000Z,${USER_B},,starter,Starter,3000,usd,paid,Bee,`,
        `cs_2,2026-01-02T00:00:00.000Z,${USER_A},${USER_A}@example.com,mvp,MVP,8500,usd,paid,"Ace, ""the Dime""",ACE 23`,
        `cs_1,2026-01-01T00:00:00.000Z,${USER_A},a@example.com,rookie,Rookie,1500,usd,paid,,`,
        '',
      ].join('\n'),
    );
  });

  it('answers an empty store with the header row only', async () => {
    const response = await exportPage();

    expect(response.rawBody).toBe(`${HEADER}\n`);
  });

  it('pages by 1000 purchases with the next cursor in a header, the header row on the first page only', async () => {
    const purchases = await seedManyPurchases(1203);

    const first = await exportPage();
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    const second = await exportPage(cursor);

    const firstRows = first.rawBody.trimEnd().split('\n');
    const secondRows = second.rawBody.trimEnd().split('\n');
    expect(firstRows).toHaveLength(1 + 1000);
    expect(firstRows[0]).toBe(HEADER);
    expect(secondRows).toHaveLength(203);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const ids = [...firstRows.slice(1), ...secondRows].map((row) => row.split(',')[0]);
    expect(ids).toEqual(purchases.map((purchase) => purchase.id).reverse());
  });

  it('refuses a bad cursor', async () => {
    const response = await exportPage('%%%');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidCursor });
  });
});
