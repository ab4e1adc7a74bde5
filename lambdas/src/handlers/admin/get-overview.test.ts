import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact, seedManyPurchases, seedPurchase, seedUser } from '../../../test/seed';
import { documentClient } from '../../data/client';

const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

describe('GET /admin/overview', () => {
  it('answers an empty store with zeros and no purchases', async () => {
    const response = await call('GET /admin/overview', { token: auth.tokens.admin });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalUsers: 0,
      totalRevenueCents: 0,
      totalPurchases: 0,
      pendingContacts: 0,
      recentPurchases: [],
    });
  });

  it('shows the four stats and the five newest purchases with buyer emails', async () => {
    await seedUser(USER_A, 'a@example.com');
    await seedUser('user-2', 'two@example.com');
    const purchases = [];
    for (let day = 1; day <= 6; day++) {
      purchases.push(
        await seedPurchase(`buyer-${day}`, 'rookie', {
          createdAt: `2026-01-0${day}T00:00:00.000Z`,
          email: day === 6 ? null : `b${day}@example.com`,
        }),
      );
    }
    await seedContact({ status: 'new' });
    await seedContact({ status: 'resolved' });

    const response = await call('GET /admin/overview', { token: auth.tokens.admin });

    const body = response.body as { recentPurchases: { id: string; email: string | null }[] };
    expect(body).toMatchObject({ totalUsers: 2, totalRevenueCents: 6 * 1500, totalPurchases: 6, pendingContacts: 1 });
    expect(body.recentPurchases.map((purchase) => purchase.id)).toEqual(
      purchases
        .slice(1)
        .reverse()
        .map((purchase) => purchase.id),
    );
    expect(body.recentPurchases[0]).toEqual({ ...purchases[5], email: null });
  });

  it('costs the same two reads however many purchases there are', async () => {
    await seedManyPurchases(300);
    const send = jest.spyOn(documentClient, 'send');

    await call('GET /admin/overview', { token: auth.tokens.admin });

    expect(send).toHaveBeenCalledTimes(2);
    send.mockRestore();
  });
});
