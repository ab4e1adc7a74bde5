import type { ChangesResponse } from '@shared/api/types/game';
import { readChangeFeed } from './change-feed';
import { createGameApi } from './game-api';
import { fakeClock, fakeFetch } from './test-support';

const CONNECTION = { apiUrl: 'http://localhost:3001', key: 'd1g_sk_KEY1_secret_part-2' };

function page(
  ids: number[],
  hasMore: boolean,
  cursor = String(ids.at(-1) ?? 0),
): { status: 200; body: ChangesResponse } {
  return {
    status: 200,
    body: {
      changes: ids.map((id) => ({
        id: String(id),
        type: 'granted',
        platform: 'dev',
        playerId: `player-${id}`,
        tierId: 'bench-player',
        benefits: ['gym-wall-nickname', 'exclusive-basketball'],
        at: '2026-11-20T18:00:00.000Z',
      })),
      nextCursor: cursor,
      hasMore,
    },
  };
}

function setup(answers: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(answers);
  const clock = fakeClock();
  const pages: string[][] = [];
  const controller = new AbortController();
  return { api: createGameApi(CONNECTION, fetch), requests, clock, pages, controller };
}

describe('readChangeFeed', () => {
  test('asks page after page at once, each after the last cursor, until hasMore is false', async () => {
    const { api, requests, clock, pages } = setup([page([1, 2], true), page([3, 4], true), page([5], false)]);

    const cursor = await readChangeFeed(api, { after: undefined, limit: 2, follow: false }, clock, (answer) =>
      pages.push(answer.changes.map((change) => change.id)),
    );

    expect(cursor).toBe('5');
    expect(pages).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(requests.map((request) => request.url)).toEqual([
      'http://localhost:3001/game/v1/changes?limit=2',
      'http://localhost:3001/game/v1/changes?after=2&limit=2',
      'http://localhost:3001/game/v1/changes?after=4&limit=2',
    ]);
    expect(clock.waits).toEqual([]);
  });

  test('following, asks again every 5 seconds with the same cursor while nothing comes, until stopped', async () => {
    const { api, requests, clock, pages, controller } = setup([
      page([7], false),
      page([], false, '7'),
      page([8], false),
    ]);

    const cursor = await readChangeFeed(
      api,
      { after: '6', follow: true, signal: controller.signal },
      clock,
      (answer) => {
        pages.push(answer.changes.map((change) => change.id));
        if (pages.length === 3) controller.abort();
      },
    );

    expect(cursor).toBe('8');
    expect(pages).toEqual([['7'], [], ['8']]);
    expect(requests.map((request) => new URL(request.url).search)).toEqual(['?after=6', '?after=7', '?after=7']);
    expect(clock.waits).toEqual([5, 5]);
  });

  test('backs off on 429, 5xx and network failures and keeps the cursor', async () => {
    const { api, requests, clock, pages } = setup([
      page([1], true),
      { status: 429, body: { message: 'Too many requests for this game server key.' } },
      new TypeError('fetch failed'),
      { status: 503, body: { message: 'Service Unavailable' } },
      page([2], false),
    ]);

    await readChangeFeed(api, { follow: false }, clock, (answer) =>
      pages.push(answer.changes.map((change) => change.id)),
    );

    expect(pages).toEqual([['1'], ['2']]);
    expect(clock.waits).toEqual([5, 10, 20]);
    expect(requests.slice(1).map((request) => new URL(request.url).search)).toEqual([
      '?after=1',
      '?after=1',
      '?after=1',
      '?after=1',
    ]);
  });

  test('on a 429 waits its Retry-After seconds when that is longer than the back-off, never less than the back-off', async () => {
    const tooMany = { message: 'Too many requests for this game server key.' };
    const { api, requests, clock, pages } = setup([
      { status: 429, body: tooMany, headers: { 'retry-after': '31' } },
      { status: 429, body: tooMany, headers: { 'retry-after': '2' } },
      { status: 429, body: tooMany, headers: { 'retry-after': 'Fri, 20 Nov 2026 18:05:00 GMT' } },
      { status: 503, body: { message: 'Service Unavailable' }, headers: { 'retry-after': '90' } },
      page([1], false),
    ]);

    await readChangeFeed(api, { follow: false }, clock, (answer) =>
      pages.push(answer.changes.map((change) => change.id)),
    );

    expect(pages).toEqual([['1']]);
    // 31 over the back-off's 5; the back-off's 10 over 2; 20 for a date it does not read; a 503's header is not a 429's
    expect(clock.waits).toEqual([31, 10, 20, 40]);
    expect(requests).toHaveLength(5);
  });

  test('without --follow, gives up after 5 failures in a row; following, keeps trying every minute', async () => {
    const down = () => Array.from({ length: 8 }, () => new TypeError('fetch failed'));
    const once = setup(down());

    await expect(readChangeFeed(once.api, { follow: false }, once.clock, () => {})).rejects.toThrow(
      'GET /game/v1/changes: no answer after 5 tries (fetch failed)',
    );
    expect(once.requests).toHaveLength(5);
    expect(once.clock.waits).toEqual([5, 10, 20, 40]);

    const following = setup([...down(), page([1], false)]);
    const pages: number[] = [];
    await readChangeFeed(
      following.api,
      { follow: true, signal: following.controller.signal },
      following.clock,
      (answer) => {
        pages.push(answer.changes.length);
        following.controller.abort();
      },
    );

    expect(pages).toEqual([1]);
    expect(following.clock.waits).toEqual([5, 10, 20, 40, 60, 60, 60, 60]);
  });

  test('stops with the message of an answer no retry can change', async () => {
    const { api } = setup([{ status: 400, body: { message: 'Invalid cursor' } }]);

    await expect(readChangeFeed(api, { after: '99', follow: false }, fakeClock(), () => {})).rejects.toThrow(
      'GET /game/v1/changes answered 400: Invalid cursor',
    );
  });
});
