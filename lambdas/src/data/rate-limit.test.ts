import { bySize } from '@shared/test/test-depth';
import { withTestTable } from '../../test/dynamo-table';
import {
  CONTACT_RATE_LIMIT,
  consumeRateLimit,
  consumeRateLimits,
  GAME_KEY_RATE_LIMIT,
  LINK_CODE_DAILY_MISSES,
  LINK_CODE_IP_RATE_LIMIT,
  LINK_CODE_USER_RATE_LIMIT,
  type SlidingRateLimit,
  tryConsumeRateLimit,
} from './rate-limit';

const table = withTestTable();
beforeEach(() => table.clear());

const KEY = 'key#test-key';
const at = (iso: string) => new Date(iso);

/**
 * A busy game server's burst: at full size the key's own 600, sent 50 at a time; every day the same
 * sliding minute, counted under the game key's name, at 20 sent 10 at a time, so that each window is
 * still opened by racing tries and filled in more than one batch.
 */
const BURST = bySize({
  everyday: { rule: { ...GAME_KEY_RATE_LIMIT, limit: 20 }, batch: 10 },
  deep: { rule: GAME_KEY_RATE_LIMIT, batch: 50 },
});

/** `count` tries of the game key at `now`, `batch` at a time; how many passed. */
async function gameKeyTries(count: number, now: Date, rule = GAME_KEY_RATE_LIMIT, batch = 50): Promise<number> {
  let passed = 0;
  for (let sent = 0; sent < count; sent += batch) {
    const tries = Array.from({ length: Math.min(batch, count - sent) }, () => tryConsumeRateLimit(rule, KEY, now));
    passed += (await Promise.all(tries)).filter(Boolean).length;
  }
  return passed;
}

describe("the game server key's 600 a minute", () => {
  it('is 600 requests in any 60 seconds, not in calendar minutes', () => {
    expect(GAME_KEY_RATE_LIMIT).toEqual({ action: 'game-key', limit: 600, windowMs: 60_000, window: 'sliding' });
  });

  const { rule, batch } = BURST;
  it(`passes none of ${rule.limit} more in the first second of a minute after ${rule.limit} in the last second of the one before`, async () => {
    expect(await gameKeyTries(rule.limit, at('2026-11-24T12:00:59.500Z'), rule, batch)).toBe(rule.limit);

    // Fixed minutes passed all of these: twice the limit within one second.
    expect(await gameKeyTries(rule.limit, at('2026-11-24T12:01:00.500Z'), rule, batch)).toBe(0);
  }, 120_000);

  it('keeps one counter item per key and minute, with a TTL a minute after the next one', async () => {
    await gameKeyTries(3, at('2026-11-24T12:00:07.250Z'));

    const counters = await table.items();
    expect(counters).toEqual([
      expect.objectContaining({
        pk: `RATE#game-key#${KEY}`,
        sk: 'WINDOW#2026-11-24T12:00:00.000Z',
        count: 3,
        expiresAt: Date.parse('2026-11-24T12:02:00.000Z') / 1000,
      }),
    ]);
  });
});

/** The same sliding minute at a size a test can fill quickly: 6 tries in any 60 seconds. */
const SIX_A_MINUTE: SlidingRateLimit = { action: 'six-a-minute', limit: 6, windowMs: 60_000, window: 'sliding' };

/** `count` tries at `now` against SIX_A_MINUTE, all at once; how many passed. */
async function tries(count: number, now: Date): Promise<number> {
  const passed = await Promise.all(Array.from({ length: count }, () => tryConsumeRateLimit(SIX_A_MINUTE, 'ip#1', now)));
  return passed.filter(Boolean).length;
}

describe('a sliding window', () => {
  it('serves again once a burst is a window old, counting in whole steps (seconds of a minute)', async () => {
    expect(await tries(6, at('2026-11-24T12:00:59.500Z'))).toBe(6);

    expect(await tries(1, at('2026-11-24T12:01:30.000Z'))).toBe(0);
    expect(await tries(1, at('2026-11-24T12:01:59.999Z'))).toBe(0);
    expect(await tries(7, at('2026-11-24T12:02:00.000Z'))).toBe(6);
  });

  it('serves a client keeping to the pace each second as the last 60 allow: a try leaves them the next whole second', async () => {
    for (let second = 5; second < 60; second += 10) {
      expect(await tries(1, new Date(Date.parse('2026-11-24T12:00:00.500Z') + second * 1000))).toBe(1);
    }

    expect(await tries(1, at('2026-11-24T12:01:05.500Z'))).toBe(0);
    expect(await tries(2, at('2026-11-24T12:01:06.000Z'))).toBe(1);
    expect(await tries(2, at('2026-11-24T12:01:16.000Z'))).toBe(1);
  });

  it('never holds more than its limit in any 60 seconds, whatever the pattern', async () => {
    const served: number[] = [];
    const start = Date.parse('2026-11-24T12:00:00.000Z');
    // Bursts of 2 every 7.3 seconds for 3 minutes: 49 bursts asking 98 tries, against 6 a minute.
    for (let offset = 0; offset < 180_000; offset += 7_300) {
      const passed = await tries(2, new Date(start + offset));
      for (let one = 0; one < passed; one++) served.push(start + offset);
    }

    for (const from of served) {
      expect(served.filter((time) => time >= from && time < from + 60_000).length).toBeLessThanOrEqual(6);
    }
    expect(served.length).toBeGreaterThanOrEqual(15);
  });
});

describe('when a refused client may try again (Retry-After)', () => {
  it('a fixed window: when the window ends, in whole seconds rounded up', async () => {
    const now = at('2026-11-24T12:03:00.400Z');
    for (let message = 0; message < 5; message++) await consumeRateLimit(CONTACT_RATE_LIMIT, 'ip#203.0.113.9', now);

    const refusal = await consumeRateLimit(CONTACT_RATE_LIMIT, 'ip#203.0.113.9', now);

    expect(refusal?.retryAfterSeconds).toBe(420);
    expect(await consumeRateLimit(CONTACT_RATE_LIMIT, 'ip#203.0.113.9', at('2026-11-24T12:10:00.000Z'))).toBeNull();
  });

  it('the daily budget of link code misses: at midnight UTC', async () => {
    const now = at('2026-11-24T18:00:00.000Z');
    for (let miss = 0; miss < 20; miss++) await consumeRateLimit(LINK_CODE_DAILY_MISSES, 'user#u1', now);

    expect((await consumeRateLimit(LINK_CODE_DAILY_MISSES, 'user#u1', now))?.retryAfterSeconds).toBe(6 * 60 * 60);
  });

  it('a sliding window: when the burst that filled the last 60 seconds leaves them, a second at a time', async () => {
    await tries(6, at('2026-11-24T12:02:30.500Z'));

    const refusal = await consumeRateLimit(SIX_A_MINUTE, 'ip#1', at('2026-11-24T12:03:00.500Z'));

    // The burst counts for all of its second, 12:02:30: from 12:03:31 the last 60 seconds no longer hold it.
    expect(refusal?.retryAfterSeconds).toBe(31);
    expect(await tries(1, at('2026-11-24T12:03:30.999Z'))).toBe(0);
    expect(await tries(1, at('2026-11-24T12:03:31.000Z'))).toBe(1);
  });

  it('a sliding window refused in the minute it filled: from the second after the burst’s, a minute on', async () => {
    await tries(6, at('2026-11-24T12:00:10.000Z'));

    expect((await consumeRateLimit(SIX_A_MINUTE, 'ip#1', at('2026-11-24T12:00:40.200Z')))?.retryAfterSeconds).toBe(31);
    expect(await tries(1, at('2026-11-24T12:01:10.999Z'))).toBe(0);
    expect(await tries(1, at('2026-11-24T12:01:11.000Z'))).toBe(1);
  });
});

describe('counting against several limits at once', () => {
  it('counts all or none: a spent limit gives the others their try back, and answers when the last frees', async () => {
    const now = at('2026-11-24T12:00:00.000Z');
    for (let attempt = 0; attempt < 30; attempt++) await consumeRateLimit(LINK_CODE_IP_RATE_LIMIT, 'ip#1', now);
    const later = at('2026-11-24T12:05:00.000Z');

    const refusal = await consumeRateLimits(
      [
        [LINK_CODE_USER_RATE_LIMIT, 'user#u1'],
        [LINK_CODE_IP_RATE_LIMIT, 'ip#1'],
      ],
      later,
    );

    expect(refusal?.retryAfterSeconds).toBe(300);
    expect(await table.get({ pk: 'RATE#link-code-user#user#u1', sk: 'WINDOW#2026-11-24T12:00:00.000Z' })).toMatchObject(
      { count: 0 },
    );
  });
});
