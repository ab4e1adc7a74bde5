import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS } from '@shared/contract/metrics';
import { USER_A, USER_B } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { newGameKey, requestLink } from '../../test/game-kit';
import { metrics } from '../lib/metrics';
import { LinkCodeBudgetSpentError, LinkCodeInvalidError } from './errors';
import { getPendingLinkRequest } from './game-link-requests';
import { countLinkCodeMiss, withLinkCode } from './link-code-attempts';

const table = withTestTable();
beforeEach(() => table.clear());
afterEach(() => jest.restoreAllMocks());

// Tries of one UTC day, 10 minutes apart so that the per-account limit (10 per 10 minutes) lets each batch through.
const DAY = Date.parse('2026-11-24T00:00:00.000Z');
const at = (minutes: number) => new Date(DAY + minutes * 60_000);
const GUESS = 'BBBB-CCCC';

const tryCode = (typed: string, now: Date, userId = USER_A, sourceIp = '198.51.100.7') =>
  withLinkCode(typed, userId, sourceIp, now, (userCode) => getPendingLinkRequest(userCode, now));
const budget = (userId = USER_A, day = '2026-11-24') =>
  table.get({ pk: `RATE#link-code-misses#user#${userId}`, sk: `WINDOW#${day}T00:00:00.000Z` });

async function missTwentyTimes(): Promise<void> {
  for (const minutes of [0, 10]) {
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(tryCode(GUESS, at(minutes))).rejects.toBeInstanceOf(LinkCodeInvalidError);
    }
  }
}

describe('the daily budget of failed link codes', () => {
  it('refuses the 21st try of a day after 20 misses, even with a right code, which still works for another account', async () => {
    const { user_code: userCode } = await requestLink(await newGameKey());

    await missTwentyTimes();

    await expect(tryCode(userCode, at(20))).rejects.toBeInstanceOf(LinkCodeBudgetSpentError);
    expect(await budget()).toMatchObject({ count: 20 });
    await expect(tryCode(userCode, at(20), USER_B)).resolves.toMatchObject({ status: 'pending' });
  });

  it('does not count a code that found its request', async () => {
    const { user_code: userCode } = await requestLink(await newGameKey());

    await expect(tryCode(userCode, at(0))).resolves.toMatchObject({ status: 'pending' });

    // The try held one of the day's misses while it looked, and gave it back.
    expect(await budget()).toMatchObject({ count: 0 });
  });

  it('allows tries again on the next UTC day', async () => {
    await missTwentyTimes();
    await expect(tryCode(GUESS, at(23 * 60 + 59))).rejects.toBeInstanceOf(LinkCodeBudgetSpentError);

    await expect(tryCode(GUESS, at(24 * 60))).rejects.toBeInstanceOf(LinkCodeInvalidError);

    expect(await budget(USER_A, '2026-11-25')).toMatchObject({ count: 1 });
  });

  it('serves at most one of 10 wrong tries sent at once after 19 misses, and refuses the rest', async () => {
    for (let miss = 1; miss <= 19; miss++) {
      await expect(tryCode(GUESS, at(miss <= 10 ? 0 : 10))).rejects.toBeInstanceOf(LinkCodeInvalidError);
    }

    const tries = await Promise.allSettled(Array.from({ length: 10 }, () => tryCode(GUESS, at(20))));

    const reasons = tries.map((outcome) => (outcome.status === 'rejected' ? outcome.reason.constructor : null));
    expect(reasons.filter((reason) => reason === LinkCodeInvalidError)).toHaveLength(1);
    expect(reasons.filter((reason) => reason === LinkCodeBudgetSpentError)).toHaveLength(9);
    expect(await budget()).toMatchObject({ count: 20 });
  });

  it('counts exactly 20 of 40 misses recorded at once', async () => {
    await Promise.all(Array.from({ length: 40 }, () => countLinkCodeMiss(USER_A, at(0))));

    expect(await budget()).toMatchObject({ count: 20 });
  });

  it('publishes one LinkCodeMisses data point per miss, and none for a found code', async () => {
    const { user_code: userCode } = await requestLink(await newGameKey());
    const metric = jest.spyOn(metrics, 'addMetric');

    await expect(tryCode(GUESS, at(0))).rejects.toBeInstanceOf(LinkCodeInvalidError);
    await expect(tryCode(userCode, at(0))).resolves.toMatchObject({ status: 'pending' });

    expect(metric.mock.calls).toEqual([[METRICS.linkCodeMisses, MetricUnit.Count, 1]]);
  });
});
