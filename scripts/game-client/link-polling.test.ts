import type { Entitlements } from '@shared/api/types/game';
import { createGameApi } from './game-api';
import { pollUntilLinked } from './link-polling';
import { fakeClock, fakeFetch } from './test-support';

const CONNECTION = { apiUrl: 'http://localhost:3001', key: 'd1g_sk_test' };
const ENTITLEMENTS: Entitlements = {
  linked: true,
  platform: 'dev',
  playerId: 'player-1',
  tierId: 'bench-player',
  benefits: ['gym-wall-nickname', 'exclusive-basketball'],
  nickname: 'Splash Bro',
  jerseyName: null,
  revision: 1,
  updatedAt: '2026-11-20T18:00:20.000Z',
};
const pending = { status: 400, body: { error: 'authorization_pending', message: 'Not yet.' } };
const slowDown = { status: 400, body: { error: 'slow_down', message: 'Slow down.' } };

function setup(answers: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(answers);
  const clock = fakeClock();
  const seen: number[] = [];
  const poll = (options: { interval: number; expiresIn?: number }) =>
    pollUntilLinked(createGameApi(CONNECTION, fetch), 'dc-1', options, clock, (answer) =>
      seen.push(answer instanceof Error ? 0 : answer.status),
    );
  return { poll, requests, clock, seen };
}

describe('pollUntilLinked', () => {
  test('waits the interval before each poll and stops once linked, with the entitlements', async () => {
    const { poll, requests, clock, seen } = setup([
      pending,
      pending,
      { status: 200, body: { linked: true, entitlements: ENTITLEMENTS } },
    ]);

    const outcome = await poll({ interval: 5, expiresIn: 600 });

    expect(outcome).toEqual({ outcome: 'linked', entitlements: ENTITLEMENTS });
    expect(clock.waits).toEqual([5, 5, 5]);
    expect(seen).toEqual([400, 400, 200]);
    expect(requests[0]).toEqual({
      method: 'POST',
      url: 'http://localhost:3001/game/v1/link-requests/token',
      headers: { authorization: 'Bearer d1g_sk_test', 'content-type': 'application/json' },
      body: { deviceCode: 'dc-1' },
    });
  });

  test('adds 5 seconds to the interval at every slow_down, for every later poll (RFC 8628 section 3.5)', async () => {
    const { poll, clock } = setup([
      slowDown,
      pending,
      slowDown,
      { status: 400, body: { error: 'access_denied', message: 'No.' } },
    ]);

    const outcome = await poll({ interval: 5, expiresIn: 600 });

    expect(outcome).toEqual({ outcome: 'denied' });
    expect(clock.waits).toEqual([5, 10, 10, 15]);
  });

  test('stops at expired_token, and by itself once expiresIn has passed without asking again', async () => {
    const expired = setup([pending, { status: 400, body: { error: 'expired_token', message: 'Expired.' } }]);

    expect(await expired.poll({ interval: 5, expiresIn: 600 })).toEqual({ outcome: 'expired' });

    const timedOut = setup([pending, pending, pending]);

    expect(await timedOut.poll({ interval: 5, expiresIn: 12 })).toEqual({ outcome: 'expired' });
    expect(timedOut.requests).toHaveLength(2);
  });

  test('backs off on 429, 5xx and network failures, doubling the wait up to a minute, then goes back to the interval', async () => {
    const { poll, clock } = setup([
      { status: 429, body: { message: 'Too many requests for this game server key.' } },
      { status: 503, body: { message: 'Service Unavailable' } },
      new TypeError('fetch failed'),
      { status: 500, body: { message: 'Internal server error' } },
      { status: 502, body: { message: 'Bad gateway' } },
      pending,
      { status: 200, body: { linked: true, entitlements: ENTITLEMENTS } },
    ]);

    await poll({ interval: 5, expiresIn: 3600 });

    expect(clock.waits).toEqual([5, 10, 20, 40, 60, 60, 5]);
  });

  test('gives up on an answer no retry can change: a wrong key or a refused body', async () => {
    const { poll, requests } = setup([{ status: 401, body: { message: 'Invalid game server key' } }]);

    expect(await poll({ interval: 5 })).toEqual({ outcome: 'failed', status: 401, message: 'Invalid game server key' });
    expect(requests).toHaveLength(1);
  });
});
