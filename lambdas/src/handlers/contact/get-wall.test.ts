import type { WallResponse } from '@shared/api/types';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { UNKNOWN_TIER_MESSAGE } from '@shared/schemas/api';
import { WALL_CURSOR_NEEDS_TIER_MESSAGE } from '@shared/schemas/wall';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedPurchase, seedUser, seedWallNames } from '../../../test/seed';
import { WALL_PAGE_SIZE } from '../../data/wall';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(() => table.clear());

async function wall(query?: Record<string, string>) {
  const response = await call('GET /wall', query ? { query } : {});
  return { ...response, body: response.body as WallResponse };
}

async function supporter(userId: string, tierId: 'rookie' | 'mvp' | 'starter', nickname: string, showOnWall: boolean) {
  await seedUser(userId, `${userId}@example.com`);
  await seedPurchase(userId, tierId);
  const token = userId === USER_A ? auth.tokens.userA : auth.tokens.userB;
  const response = await call('PUT /me/tier-submission', { token, body: { nickname, showOnWall } });
  expect(response.status).toBe(201);
}

describe('GET /wall', () => {
  it('shows an opted-in nickname under its tier and never an opted-out one', async () => {
    await supporter(USER_A, 'rookie', 'Dime Dropper', true);
    await supporter(USER_B, 'starter', 'Quiet Fan', false);

    const { status, body, headers } = await wall();

    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    expect(body.total).toBe(1);
    expect(body.tiers.find((tier) => tier.tierId === 'rookie')).toEqual({
      tierId: 'rookie',
      count: 1,
      nicknames: [{ nickname: 'Dime Dropper', since: expect.any(String) }],
    });
    expect(body.tiers.find((tier) => tier.tierId === 'starter')).toEqual({
      tierId: 'starter',
      count: 0,
      nicknames: [],
    });
    expect(JSON.stringify(body)).not.toContain('Quiet Fan');
    // Nothing private reaches the public answer.
    expect(JSON.stringify(body)).not.toContain(USER_A);
  });

  it('groups the tiers MVP first, counts each and lists the newest first', async () => {
    await seedWallNames('mvp', 3);
    await seedWallNames('rookie', 2);

    const { body } = await wall();

    expect(body.tiers.map((tier) => [tier.tierId, tier.count])).toEqual([
      ['mvp', 3],
      ['all-star', 0],
      ['baller', 0],
      ['starter', 0],
      ['rookie', 2],
      ['bench-player', 0],
    ]);
    expect(body.total).toBe(5);
    expect(body.tiers[0]?.nicknames.map((entry) => entry.nickname)).toEqual([
      'Hooper 0002',
      'Hooper 0001',
      'Hooper 0000',
    ]);
    expect(body.tiers[0]?.nicknames[0]?.since).toBe('2026-01-01T00:00:02.000Z');
  });

  it('pages 1,000 names of a tier newest first, each page in the same number of requests, never a scan', async () => {
    await seedWallNames('starter', 1000);
    requests.reset();

    const first = await wall();
    const firstCounts = requests.counts();
    const starter = first.body.tiers.find((tier) => tier.tierId === 'starter');
    expect(starter?.count).toBe(1000);
    expect(firstCounts).toEqual({ QueryCommand: 7 });

    const seen = [...(starter?.nicknames ?? [])];
    let cursor = starter?.cursor;
    let pages = 1;
    while (cursor) {
      requests.reset();
      const next = await wall({ tierId: 'starter', cursor });
      expect(requests.counts()).toEqual({ QueryCommand: 2 });
      expect(next.body.total).toBe(1000);
      expect(next.body.tiers).toHaveLength(1);
      const page = next.body.tiers[0];
      expect(page?.count).toBe(1000);
      seen.push(...(page?.nicknames ?? []));
      cursor = page?.cursor;
      pages += 1;
    }

    expect(pages).toBe(Math.ceil(1000 / WALL_PAGE_SIZE));
    expect(seen).toHaveLength(1000);
    expect(new Set(seen.map((entry) => entry.nickname)).size).toBe(1000);
    const expected = Array.from({ length: 1000 }, (_, index) => `Hooper ${String(999 - index).padStart(4, '0')}`);
    expect(seen.map((entry) => entry.nickname)).toEqual(expected);
  });

  it.each([
    [{ tierId: 'legend' }, UNKNOWN_TIER_MESSAGE],
    [{ cursor: 'abc' }, WALL_CURSOR_NEEDS_TIER_MESSAGE],
    [{ tierId: 'mvp', cursor: 'not-a-cursor' }, HTTP_MESSAGES.invalidCursor],
  ])('refuses %j with 400 %s', async (query, message) => {
    const response = await wall(query);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
