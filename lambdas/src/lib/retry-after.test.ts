import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { GAME_MESSAGES } from '@shared/game-messages';
import { bySize } from '@shared/test/test-depth';
import { apiEvent, type CallOptions, call, invoke } from '../../test/api-event';
import { USER_A, withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { fixDateAt } from '../../test/fixed-date';
import { seedUser } from '../../test/seed';
import { createGameKey } from '../data/game-keys';
import { consumeRateLimit, GAME_KEY_RATE_LIMIT, LINK_CODE_DAILY_MISSES, tryConsumeRateLimit } from '../data/rate-limit';

/** Every 429 says, in whole seconds, when the client may succeed again (RFC 9110 §10.2.3's Retry-After). */
const table = withTestTable();
const auth = withTestAuth();

const ADMIN_ACTOR = { actor: 'admin', adminId: 'admin-1', adminEmail: 'coach@example.com' } as const;
const TEN_MINUTES = 10 * 60_000;
// The next ten-minute window of the real clock (tokens are checked against the clock, so it stays near it), 3 min 0.5 s in.
const WINDOW_START = Math.ceil(Date.now() / TEN_MINUTES) * TEN_MINUTES;
const NOW = WINDOW_START + 3 * 60_000 + 500;
/** What is left of NOW's ten-minute window: 6 min 59.5 s, said as 420 seconds. */
const REST_OF_WINDOW = '420';

beforeEach(async () => {
  fixDateAt(NOW);
  await table.clear();
  await seedUser(USER_A, 'a@example.com');
});
afterEach(() => jest.useRealTimers());

function from(sourceIp: string, key: Parameters<typeof apiEvent>[0], options: CallOptions) {
  const event = apiEvent(key, options);
  event.requestContext.http.sourceIp = sourceIp;
  return invoke(event);
}

describe('a 429 carries Retry-After', () => {
  it('POST /contact: the rest of the sender’s ten-minute window', async () => {
    const form = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'A question about tiers.' };
    for (let message = 0; message < 5; message++) {
      expect((await from('203.0.113.7', 'POST /contact', { body: form })).status).toBe(201);
    }

    const refused = await from('203.0.113.7', 'POST /contact', { body: form });

    expect(refused).toMatchObject({ status: 429, body: { message: CONTACT_MESSAGES.tooManyMessages } });
    expect(refused.headers['retry-after']).toBe(REST_OF_WINDOW);
  });

  it('GET /me/link-requests/{userCode}: the rest of the user’s ten-minute window', async () => {
    const look = () =>
      call('GET /me/link-requests/{userCode}', { token: auth.tokens.userA, params: { userCode: 'BBBB-CCCC' } });
    for (let attempt = 0; attempt < 10; attempt++) expect((await look()).status).toBe(404);

    const refused = await look();

    expect(refused).toMatchObject({ status: 429, body: { message: GAME_MESSAGES.codeRateLimited } });
    expect(refused.headers['retry-after']).toBe(REST_OF_WINDOW);
  });

  it('POST /me/link-requests/{userCode}: the rest of the address’s ten-minute window', async () => {
    const decide = async (sub: string) =>
      from('198.51.100.4', 'POST /me/link-requests/{userCode}', {
        token: await auth.accessToken(sub),
        params: { userCode: 'BBBB-CCCC' },
        body: { decision: 'link' },
      });
    for (const user of ['1', '2', '3']) {
      for (let attempt = 0; attempt < 10; attempt++) expect((await decide(`ip-user-${user}`)).status).toBe(404);
    }

    const refused = await decide('ip-user-4');

    expect(refused).toMatchObject({ status: 429, body: { message: GAME_MESSAGES.codeRateLimited } });
    expect(refused.headers['retry-after']).toBe(REST_OF_WINDOW);
  });

  it('a link code past the day’s 20 misses: until midnight UTC', async () => {
    for (let miss = 0; miss < 20; miss++) await consumeRateLimit(LINK_CODE_DAILY_MISSES, `user#${USER_A}`, new Date());
    const midnight = new Date(NOW).setUTCHours(24, 0, 0, 0);

    const refused = await call('GET /me/link-requests/{userCode}', {
      token: auth.tokens.userA,
      params: { userCode: 'BBBB-CCCC' },
    });

    expect(refused).toMatchObject({ status: 429, body: { message: GAME_MESSAGES.codeBudgetSpent } });
    expect(refused.headers['retry-after']).toBe(String(Math.ceil((midnight - NOW) / 1000)));
  });

  describe('a game server key', () => {
    /**
     * Its 600 requests in any 60 seconds at full size; every day the same sliding minute
     * (rate-limit.test.ts holds it to 600) at a smaller limit: when it frees does not depend on the size.
     */
    const limit = bySize({ everyday: 20, deep: GAME_KEY_RATE_LIMIT.limit });
    beforeEach(() => {
      jest.replaceProperty(GAME_KEY_RATE_LIMIT, 'limit', limit);
    });
    afterEach(() => jest.restoreAllMocks());

    it(`past ${limit} requests in 60 seconds: when the burst leaves the last 60 seconds`, async () => {
      const { key, secret } = await createGameKey('EU game servers', ADMIN_ACTOR, new Date());
      const burst = new Date(NOW - 30_000);
      // 50 at a time, as a busy game server sends them.
      for (let sent = 0; sent < limit; sent += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, limit - sent) }, () =>
            tryConsumeRateLimit(GAME_KEY_RATE_LIMIT, `key#${key.keyId}`, burst),
          ),
        );
      }

      const refused = await call('GET /game/v1/changes', { token: secret });

      expect(refused).toMatchObject({ status: 429, body: { message: GAME_MESSAGES.keyRateLimited } });
      // The burst counts for all of its second: it leaves the last 60 seconds 30.5 s from now, said as 31.
      expect(refused.headers['retry-after']).toBe('31');
    }, 60_000);
  });
});
