import type { OverviewResponse } from '@shared/api/types/admin';
import { TIERS } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedContact, seedManyPurchases, seedPurchase, seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { documentClient } from '../../data/client';
import { dayOf } from '../../data/totals';
import { TOTALS_SHARDS } from '../../data/totals-shards';

/** The last `count` UTC days, oldest first, today last. */
function lastDays(count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayOf(new Date(Date.now() - (count - 1 - index) * 86_400_000)));
}

const table = withTestTable();
const auth = withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedAdmin();
});

describe('GET /admin/overview', () => {
  it('answers an empty store with zeros and no purchases', async () => {
    const response = await call('GET /admin/overview', { token: auth.tokens.admin });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      // The admin's own sign-up: the admin area lets in only an admin whose profile holds their two-step record.
      totalUsers: 1,
      totalRevenueCents: 0,
      totalTaxCents: 0,
      totalPurchases: 0,
      pendingContacts: 0,
      setupPending: 0,
      recentPurchases: [],
      revenueByDay: lastDays(30).map((date) => ({ date, revenueCents: 0 })),
      purchasesByTier: TIERS.map((tier) => ({ tierId: tier.id, count: 0 })),
    });
  });

  it('charts revenue per day for the last 30 days and purchases by tier, net of refunds', async () => {
    const [monthAgo, yesterday, today] = [lastDays(31)[0], lastDays(2)[0], lastDays(1)[0]];
    await seedPurchase('old', 'mvp', { createdAt: `${monthAgo}T12:00:00.000Z` });
    await seedPurchase('fan-1', 'starter', { createdAt: `${yesterday}T10:00:00.000Z` });
    await seedPurchase('fan-2', 'starter', { createdAt: `${yesterday}T23:59:59.000Z` });
    await seedPurchase('fan-3', 'rookie', { createdAt: `${today}T00:00:00.000Z`, refundedCents: 500 });

    const body = (await call('GET /admin/overview', { token: auth.tokens.admin })).body as OverviewResponse;

    expect(body.revenueByDay).toHaveLength(30);
    expect(body.revenueByDay.at(-2)).toEqual({ date: yesterday, revenueCents: 6000 });
    expect(body.revenueByDay.at(-1)).toEqual({ date: today, revenueCents: 1000 });
    expect(body.revenueByDay.slice(0, -2).every((day) => day.revenueCents === 0)).toBe(true);
    expect(body.purchasesByTier).toEqual(
      TIERS.map((tier) => ({
        tierId: tier.id,
        count: { mvp: 1, starter: 2, rookie: 1 }[tier.id as string] ?? 0,
      })),
    );
    expect(body.totalRevenueCents).toBe(10000 + 6000 + 1000);
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
    // The two users and the admin, whose profile the admin area needs.
    expect(body).toMatchObject({ totalUsers: 3, totalRevenueCents: 6 * 1500, totalPurchases: 6, pendingContacts: 1 });
    expect(body.recentPurchases.map((purchase) => purchase.id)).toEqual(
      purchases
        .slice(1)
        .reverse()
        .map((purchase) => purchase.id),
    );
    expect(body.recentPurchases[0]).toEqual({ ...purchases[5], email: null });
  });

  it('costs the same reads however many purchases there are', async () => {
    await seedManyPurchases(300);
    const send = jest.spyOn(documentClient, 'send');

    await call('GET /admin/overview', { token: auth.tokens.admin });

    // The caller's account standing (authorize.ts), the totals with the days' aggregates (one Query per
    // shard's partition and one of the first layout's), the newest purchases.
    expect(send).toHaveBeenCalledTimes(1 + TOTALS_SHARDS + 1 + 1);
    send.mockRestore();
  });
});
