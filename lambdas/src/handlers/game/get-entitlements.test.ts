import type { EntitlementsResponse } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { entitlementOf } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { newGameKey, seedGameLink } from '../../../test/game-kit';
import { seedPurchase, seedUser } from '../../../test/seed';

const table = withTestTable();
let key: string;
beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
  await seedUser(USER_A, 'fan@example.com');
  await seedPurchase(USER_A, 'starter');
});

function read(headers: Record<string, string> = {}, params = { platform: 'steam', playerId: 'steam-fan' }) {
  return call('GET /game/v1/players/{platform}/{playerId}/entitlements', { token: key, params, headers });
}

describe('GET /game/v1/players/{platform}/{playerId}/entitlements', () => {
  it('answers a linked account with its entitlements, its revision as a strong ETag, and no caching', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    const response = await read();

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      linked: true,
      platform: 'steam',
      playerId: 'steam-fan',
      tierId: 'starter',
      benefits: entitlementOf('starter'),
      nickname: null,
      jerseyName: null,
      revision: 1,
      updatedAt: expect.any(String),
    } satisfies EntitlementsResponse);
    expect(response.headers.etag).toBe('"1"');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the same ETag', '"1"'],
    ['a weak form of it', 'W/"1"'],
    ['a list holding it', '"7", W/"1" ,"9"'],
    ['*', '*'],
  ])('answers 304 with no body to If-None-Match with %s', async (_label, header) => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    const response = await read({ 'if-none-match': header });

    expect(response.status).toBe(304);
    expect(response.rawBody).toBe('');
    expect(response.headers.etag).toBe('"1"');
    expect(response.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['another revision', '"2"'],
    ['a list without it', '"10", W/"11"'],
    ['an unquoted revision', '1'],
  ])('answers 200 to If-None-Match with %s', async (_label, header) => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    const response = await read({ 'if-none-match': header });

    expect(response.status).toBe(200);
    expect((response.body as EntitlementsResponse).revision).toBe(1);
  });

  it('answers 404 for a game account nobody linked, even to If-None-Match: *', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');

    for (const response of [
      await read({}, { platform: 'xbox', playerId: 'steam-fan' }),
      await read({ 'if-none-match': '*' }, { platform: 'steam', playerId: 'someone-else' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: GAME_MESSAGES.notLinked });
    }
  });

  it('answers 400 for a platform the store does not know, and a player id it could not have made', async () => {
    const platform = await read({}, { platform: 'nintendo', playerId: 'steam-fan' });
    const playerId = await read({}, { platform: 'steam', playerId: 'a b' });

    expect(platform.status).toBe(400);
    expect(platform.body).toEqual({ message: 'platform must be one of steam, epic, xbox, psn, dev' });
    expect(playerId.status).toBe(400);
    expect(playerId.body).toEqual({ message: 'playerId may hold letters, digits and . _ : @ - only' });
  });

  it('answers any valid key of the studio, not only the one that linked the account', async () => {
    await seedGameLink(USER_A, 'steam', 'steam-fan');
    key = await newGameKey('Other region servers');

    expect((await read()).status).toBe(200);
  });

  it('refuses a request without a key', async () => {
    const response = await call('GET /game/v1/players/{platform}/{playerId}/entitlements', {
      params: { platform: 'steam', playerId: 'steam-fan' },
    });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: GAME_MESSAGES.invalidKey });
  });
});
