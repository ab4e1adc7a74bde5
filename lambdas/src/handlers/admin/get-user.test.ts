import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { call } from '../../../test/api-event';
import { startAuthServer, type TestAuth, USER_A, USER_B } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';

withTestTable();
let auth: TestAuth;

beforeAll(async () => {
  auth = await startAuthServer();
  await seedAdmin();
  await seedUser(USER_A, 'a@example.com', '2026-01-01T00:00:00.000Z');
  await seedPurchase(USER_A, 'rookie', { createdAt: '2026-01-02T00:00:00.000Z' });
  await seedPurchase(USER_A, 'mvp', { createdAt: '2026-01-05T00:00:00.000Z', amountCents: 8500 });
  await seedSubmission(USER_A, 'rookie', 'Rook', null, '2026-01-03T00:00:00.000Z');
  await seedSubmission(USER_A, 'mvp', 'Ace', 'ACE', '2026-01-06T00:00:00.000Z');
  await seedUser(USER_B, 'b@example.com');
  await seedPurchase(USER_B, 'baller');
});
afterAll(() => auth.close());

describe('GET /admin/users/{userId}', () => {
  it('shows the user’s profile, purchases newest first and submissions newest first', async () => {
    const response = await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId: USER_A } });

    expect(response.status).toBe(200);
    const body = response.body as {
      profile: unknown;
      purchases: { tierId: string; amountCents: number }[];
      submissions: { tierId: string; nickname: string; jerseyBackName: string | null }[];
    };
    expect(body.profile).toEqual({ userId: USER_A, email: 'a@example.com', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(body.purchases.map(({ tierId, amountCents }) => [tierId, amountCents])).toEqual([
      ['mvp', 8500],
      ['rookie', 1500],
    ]);
    expect(body.submissions).toEqual([
      expect.objectContaining({ tierId: 'mvp', nickname: 'Ace', jerseyBackName: 'ACE' }),
      expect.objectContaining({ tierId: 'rookie', nickname: 'Rook', jerseyBackName: null }),
    ]);
    expect(response.rawBody).not.toContain(USER_B);
  });

  it.each([['unknown-user'], ['USER#x'], ['a'.repeat(200)], ['..%2F..']])(
    'answers %s with 404 User not found',
    async (userId) => {
      const response = await call('GET /admin/users/{userId}', { token: auth.tokens.admin, params: { userId } });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ADMIN_MESSAGES.userNotFound });
    },
  );
});
