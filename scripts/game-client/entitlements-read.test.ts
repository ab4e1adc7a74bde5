import { readEntitlements } from './entitlements-read';
import { createGameApi } from './game-api';
import { fakeFetch } from './test-support';

const CONNECTION = { apiUrl: 'http://localhost:3001', key: 'd1g_sk_KEY1_secret_part-2' };
const ENTITLEMENTS = {
  linked: true,
  platform: 'steam',
  playerId: '7656',
  tierId: 'mvp',
  benefits: ['tattoo'],
  nickname: 'Splash Bro',
  jerseyName: 'SPLASH',
  revision: 3,
  updatedAt: '2026-11-20T18:00:00.000Z',
};

function memoryStore() {
  const kept = new Map<string, string>();
  return {
    kept,
    get: (player: string) => kept.get(player),
    set: (player: string, etag: string) => void kept.set(player, etag),
  };
}

describe('readEntitlements', () => {
  test('keeps the ETag of a 200, and sends it back as If-None-Match when asked: 304', async () => {
    const { fetch, requests } = fakeFetch([
      { status: 200, body: ENTITLEMENTS, headers: { etag: '"3"' } },
      { status: 304, headers: { etag: '"3"' } },
    ]);
    const api = createGameApi(CONNECTION, fetch);
    const store = memoryStore();
    const command = { name: 'entitlements', platform: 'steam', playerId: '7656' } as const;

    const first = await readEntitlements(api, { ...command, ifNoneMatch: false }, store);
    const second = await readEntitlements(api, { ...command, ifNoneMatch: true }, store);

    expect(first).toEqual({ status: 200, body: ENTITLEMENTS, etag: '"3"', retryAfter: null });
    expect(store.kept).toEqual(new Map([['steam/7656', '"3"']]));
    expect(requests[0]?.url).toBe('http://localhost:3001/game/v1/players/steam/7656/entitlements');
    expect(requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(requests[1]?.headers['if-none-match']).toBe('"3"');
    expect(second).toEqual({ status: 304, body: null, etag: '"3"', retryAfter: null });
  });

  test('says so when --if-none-match has no ETag kept for the player', async () => {
    const { fetch, requests } = fakeFetch([]);

    await expect(
      readEntitlements(
        createGameApi(CONNECTION, fetch),
        { name: 'entitlements', platform: 'dev', playerId: 'p-1', ifNoneMatch: true },
        memoryStore(),
      ),
    ).rejects.toThrow('No ETag kept for dev/p-1: ask once without --if-none-match first.');
    expect(requests).toEqual([]);
  });
});
