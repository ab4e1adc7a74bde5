import type { WallResponse } from '@shared/api/types/wall';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
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

  /** Every cursor of a tier's wall, page after page, with the names in the order they came. */
  async function pageThrough(tierId: 'starter' | 'mvp') {
    const first = (await wall()).body.tiers.find((tier) => tier.tierId === tierId);
    const names = [...(first?.nicknames ?? [])].map((entry) => entry.nickname);
    const cursors: string[] = [];
    let cursor = first?.cursor;
    while (cursor) {
      cursors.push(cursor);
      const next = await wall({ tierId, cursor });
      expect(next.status).toBe(200);
      names.push(...(next.body.tiers[0]?.nicknames ?? []).map((entry) => entry.nickname));
      cursor = next.body.tiers[0]?.cursor;
    }
    return { names, cursors };
  }

  it('gives cursors that hold no supporter’s user id, as sent or decoded', async () => {
    await seedWallNames('starter', 3 * WALL_PAGE_SIZE);

    const { names, cursors } = await pageThrough('starter');

    expect(names).toHaveLength(3 * WALL_PAGE_SIZE);
    expect(cursors).toHaveLength(2);
    for (const cursor of cursors) {
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(cursor).not.toContain('wall-user');
      expect(Buffer.from(cursor, 'base64url').toString('utf8')).not.toContain('wall-user');
      expect(Buffer.from(cursor, 'base64').toString('utf8')).not.toContain('wall-user');
    }
  });

  it('pages names listed in the same millisecond without losing or repeating one', async () => {
    await seedWallNames('mvp', 2 * WALL_PAGE_SIZE + 5, Date.parse('2026-03-01T00:00:00.000Z'), 0);
    await seedWallNames('starter', 0);

    const { names, cursors } = await pageThrough('mvp');

    expect(cursors).toHaveLength(2);
    expect(names).toHaveLength(2 * WALL_PAGE_SIZE + 5);
    expect(new Set(names).size).toBe(2 * WALL_PAGE_SIZE + 5);
  });

  it('refuses a cursor of another tier with 400', async () => {
    await seedWallNames('starter', WALL_PAGE_SIZE + 1);
    const starterCursor = (await wall()).body.tiers.find((tier) => tier.tierId === 'starter')?.cursor ?? '';

    const response = await wall({ tierId: 'mvp', cursor: starterCursor });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidCursor });
  });

  it.each([
    [
      'a key cursor of the old kind, with the user id',
      { pk: 'WALL#starter', sk: `2026-01-01T00:00:00.000Z#${USER_A}` },
    ],
    ['an admin list’s cursor', { pk: `USER#${USER_A}`, sk: 'PROFILE', gsi1pk: 'PROFILES', gsi1sk: 'x' }],
    ['an array', ['starter', '2026-01-01T00:00:00.000Z', 1]],
    ['a number', 42],
  ])('refuses %s with 400 and never a 500', async (_label, decoded) => {
    const cursor = Buffer.from(JSON.stringify(decoded)).toString('base64url');

    const response = await wall({ tierId: 'starter', cursor });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidCursor });
  });

  it('refuses each tampering of a real cursor with 400', async () => {
    await seedWallNames('starter', WALL_PAGE_SIZE + 1);
    const cursor = (await wall()).body.tiers.find((tier) => tier.tierId === 'starter')?.cursor ?? '';
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...position, ...change })).toString('base64url');
    const keys = Object.keys(position);

    const cursors = [
      `${cursor.slice(0, -2)}!!`,
      cursor.slice(0, 5),
      Buffer.from(JSON.stringify(Object.fromEntries(keys.slice(1).map((key) => [key, position[key]])))).toString(
        'base64url',
      ),
      tampered({ sub: USER_A }),
      ...keys.flatMap((key) => [
        tampered({ [key]: null }),
        tampered({ [key]: -1 }),
        tampered({ [key]: 1.5 }),
        tampered({ [key]: 10_000_000 }),
        tampered({ [key]: '' }),
        tampered({ [key]: 'not-a-date' }),
        tampered({ [key]: '2026-13-45T99:00:00.000Z' }),
        tampered({ [key]: 'mvp' }),
      ]),
    ];
    for (const bad of cursors) {
      const response = await wall({ tierId: 'starter', cursor: bad });
      expect({ bad, status: response.status, body: response.body }).toEqual({
        bad,
        status: 400,
        body: { message: HTTP_MESSAGES.invalidCursor },
      });
    }
  });

  it.each([
    [{ tierId: 'legend' }, MESSAGES.unknownTier],
    [{ cursor: 'abc' }, MESSAGES.wallCursorNeedsTier],
    [{ tierId: 'mvp', cursor: 'not-a-cursor' }, HTTP_MESSAGES.invalidCursor],
  ])('refuses %j with 400 %s', async (query, message) => {
    const response = await wall(query);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});
