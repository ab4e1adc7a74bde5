import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { GAME_MESSAGES } from '@shared/game-messages';
import { bySize } from '@shared/test/test-depth';
import { httpResult } from '../../../infra/local/api-response';
import { lambdaContext } from '../../../infra/local/lambda-events';
import { apiEvent } from '../../test/api-event';
import { withTestTable } from '../../test/dynamo-table';
import { fixDateAt } from '../../test/fixed-date';
import { createGameKey, revokeGameKey, verifyGameKey } from '../data/game-keys';
import { GAME_KEY_RATE_LIMIT } from '../data/rate-limit';
import { type AuthorizedEvent, authorize } from './authorize';
import { errorResponse } from './error-response';
import { json } from './responses';

const table = withTestTable();
beforeEach(() => table.clear());

const ACTOR = { actor: 'admin', adminId: 'admin-1', adminEmail: 'coach@example.com' } as const;
const INVALID = { status: 401, body: { message: GAME_MESSAGES.invalidKey } };

// A game route's guard around a handler that only says which key called.
const guarded = middy(async (event: AuthorizedEvent) => json(200, { keyId: event.gameKey?.keyId ?? null }))
  .use(httpHeaderNormalizer())
  .use(authorize({ access: 'game', area: 'game' }))
  .use(errorResponse());

async function gameCall(headers: Record<string, string> = {}) {
  const event = apiEvent('GET /game/v1/changes', { headers }) as AuthorizedEvent;
  const result = httpResult(await guarded(event, lambdaContext('test-game')));
  return { status: result.statusCode, body: JSON.parse(result.body.toString('utf8')) as unknown };
}
const withKey = (secret: string) => gameCall({ authorization: `Bearer ${secret}` });
const newKey = (name = 'EU game servers') => createGameKey(name, ACTOR, new Date());

describe('a game route’s key', () => {
  it('lets a live key through and names it to the handler', async () => {
    const { key, secret } = await newKey();

    expect(await withKey(secret)).toEqual({ status: 200, body: { keyId: key.keyId } });
  });

  it.each([
    ['no Authorization header', {}],
    ['a Bearer with garbage', { authorization: 'Bearer garbage' }],
    ['an empty Bearer', { authorization: 'Bearer ' }],
    ['a Basic credential', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers %s with 401', async (_label, headers) => {
    await newKey();

    expect(await gameCall(headers)).toEqual(INVALID);
  });

  it('answers a well-formed key with a wrong secret with 401', async () => {
    const { secret } = await newKey();
    const wrong = `${secret.slice(0, -43)}${'A'.repeat(43)}`;

    expect(await withKey(wrong)).toEqual(INVALID);
  });

  it('answers a key id that exists with another key’s secret with 401', async () => {
    const first = await newKey('First');
    const second = await newKey('Second');
    const mixed = `d1g_sk_${first.key.keyId}_${second.secret.slice(-43)}`;

    expect(await withKey(mixed)).toEqual(INVALID);
    expect((await withKey(second.secret)).status).toBe(200);
  });

  it('answers a key that does not exist with 401', async () => {
    const { secret } = await newKey();
    await table.clear();

    expect(await withKey(secret)).toEqual(INVALID);
  });

  it('refuses a key from the request right after its revocation', async () => {
    const { key, secret } = await newKey();
    expect((await withKey(secret)).status).toBe(200);

    await revokeGameKey(key.keyId, ACTOR, new Date());

    expect(await withKey(secret)).toEqual(INVALID);
  });

  describe('within one minute', () => {
    /**
     * The key's 600 a minute and how many requests a game server sends at once, at full size; every day
     * the same sliding minute (rate-limit.test.ts holds it to 600) at a smaller limit, filled in two batches.
     */
    const { limit, batch } = bySize({
      everyday: { limit: 20, batch: 10 },
      deep: { limit: GAME_KEY_RATE_LIMIT.limit, batch: 50 },
    });

    // Every request falls in the same one-minute window, however slow the machine.
    beforeEach(() => {
      fixDateAt(new Date('2026-11-24T12:00:05.000Z'));
      jest.replaceProperty(GAME_KEY_RATE_LIMIT, 'limit', limit);
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it(`serves ${limit} requests of a key and answers the next with 429; another key is not held back`, async () => {
      const { secret } = await newKey();
      const other = await newKey('Other');
      const statuses: number[] = [];
      for (let sent = 0; sent < limit; sent += batch) {
        const answers = await Promise.all(Array.from({ length: batch }, () => withKey(secret)));
        statuses.push(...answers.map((answer) => answer.status));
      }

      const past = await withKey(secret);

      expect(statuses).toEqual(Array(limit).fill(200));
      expect(past).toEqual({ status: 429, body: { message: GAME_MESSAGES.keyRateLimited } });
      expect((await withKey(other.secret)).status).toBe(200);
    }, 120_000);
  });
});

describe('a key’s last use', () => {
  it('is set on first use', async () => {
    const { key, secret } = await newKey();
    expect(await table.get({ pk: `GAME#KEY#${key.keyId}`, sk: 'KEY' })).not.toHaveProperty('lastUsedAt');
    const before = new Date().toISOString();

    await withKey(secret);

    const stored = await table.get({ pk: `GAME#KEY#${key.keyId}`, sk: 'KEY' });
    expect(String(stored?.lastUsedAt) >= before).toBe(true);
  });

  it('is not rewritten within a minute, and moves on after it', async () => {
    const { key, secret } = await newKey();
    const first = new Date('2026-11-24T12:00:00.000Z');
    const stored = async () => (await table.get({ pk: `GAME#KEY#${key.keyId}`, sk: 'KEY' }))?.lastUsedAt;

    await verifyGameKey(secret, first);
    await verifyGameKey(secret, new Date('2026-11-24T12:00:59.000Z'));
    const withinMinute = await stored();
    await verifyGameKey(secret, new Date('2026-11-24T12:01:01.000Z'));

    expect(withinMinute).toBe(first.toISOString());
    expect(await stored()).toBe('2026-11-24T12:01:01.000Z');
  });

  it('is not touched by a refused key', async () => {
    const { key, secret } = await newKey();

    await withKey(`${secret.slice(0, -43)}${'A'.repeat(43)}`);

    expect(await table.get({ pk: `GAME#KEY#${key.keyId}`, sk: 'KEY' })).not.toHaveProperty('lastUsedAt');
  });
});
