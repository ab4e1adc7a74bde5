import type { Context } from 'aws-lambda';
import { currentDeadline, FALLBACK_BUDGET_MS, SAFETY_MARGIN_MS, withDeadline } from './deadline';
import {
  type Attempt,
  DeadlineExceededError,
  fullJitterPauseMs,
  MIN_ATTEMPT_MS,
  type RetryRules,
  retry,
} from './retry';

class Raced extends Error {}

const RULES: RetryRules = {
  attempts: 4,
  firstDelayMs: 5,
  maxDelayMs: 20,
  retryable: (error) => error instanceof Raced,
};

/** An operation that fails with the given errors in turn, then answers 'done'; it records each try. */
function failing(...errors: Error[]) {
  const tries: Attempt[] = [];
  const operation = async (attempt: Attempt) => {
    tries.push(attempt);
    const error = errors[attempt.number - 1];
    if (error) throw error;
    return 'done';
  };
  return { tries, operation };
}

describe('retry', () => {
  it('tries again after a retryable failure, counting the tries', async () => {
    const { tries, operation } = failing(new Raced(), new Raced());

    const result = await retry(operation, RULES, Date.now() + 5_000);

    expect(result).toBe('done');
    expect(tries.map((attempt) => attempt.number)).toEqual([1, 2, 3]);
  });

  it('throws any other failure at once', async () => {
    const refused = new Error('ValidationException');
    const { tries, operation } = failing(refused);

    await expect(retry(operation, RULES, Date.now() + 5_000)).rejects.toBe(refused);
    expect(tries).toHaveLength(1);
  });

  it('throws the last failure when the tries run out', async () => {
    const last = new Raced('fourth');
    const { tries, operation } = failing(new Raced(), new Raced(), new Raced(), last);

    await expect(retry(operation, RULES, Date.now() + 5_000)).rejects.toBe(last);
    expect(tries).toHaveLength(4);
  });

  it('throws what the rules give up with, carrying the last failure', async () => {
    const last = new Raced('fourth');
    const { operation } = failing(new Raced(), new Raced(), new Raced(), last);
    const rules = { ...RULES, giveUp: (cause: unknown) => new Error('did not settle', { cause }) };

    await expect(retry(operation, rules, Date.now() + 5_000)).rejects.toMatchObject({
      message: 'did not settle',
      cause: last,
    });
  });

  it('gives each try its share of the time left', async () => {
    const { tries, operation } = failing();

    await retry(operation, RULES, Date.now() + 4_000);

    const [first] = tries;
    expect(first?.remainingMs).toBeGreaterThan(3_900);
    expect(first?.shareMs).toBe(Math.floor((first?.remainingMs ?? 0) / RULES.attempts));
  });

  it('stops at the deadline, however many tries are left and however long the pauses', async () => {
    // The machine's clock plays no part: a busy machine cannot make the pauses look longer than they are.
    jest.useFakeTimers();
    try {
      const started = Date.now();
      let tries = 0;
      const last = new Raced('still racing');
      const operation = async () => {
        tries += 1;
        throw last;
      };

      const outcome = expect(
        retry(operation, { ...RULES, attempts: 50, firstDelayMs: 1_000, maxDelayMs: 1_000 }, started + 300),
      ).rejects.toBe(last);
      await jest.advanceTimersByTimeAsync(300);
      await outcome;
      expect(Date.now() - started).toBeLessThanOrEqual(300);
      expect(tries).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shares the time left among the `timeShares` tries that may hang, later ones taking all of it', async () => {
    const { tries, operation } = failing(new Raced(), new Raced(), new Raced());

    await retry(
      operation,
      { ...RULES, attempts: 8, firstDelayMs: 0, maxDelayMs: 0, timeShares: 3 },
      Date.now() + 4_000,
    );

    const divisors = [3, 2, 1, 1];
    expect(tries.map((attempt) => attempt.shareMs)).toEqual(
      tries.map((attempt, index) => Math.floor(attempt.remainingMs / (divisors[index] ?? 1))),
    );
  });

  it('gives a failure only the tries its rules allow it, giving up as when the tries run out', async () => {
    class Slow extends Error {}
    const last = new Slow('third');
    const { tries, operation } = failing(new Raced(), new Slow(), last, new Raced());
    const rules: RetryRules = {
      ...RULES,
      attempts: 8,
      retryable: (error, attempt) => error instanceof Raced || (error instanceof Slow && attempt < 3),
      giveUp: (cause) => new Error('gave up', { cause }),
    };

    await expect(retry(operation, rules, Date.now() + 5_000)).rejects.toMatchObject({ cause: last });
    expect(tries).toHaveLength(3);
  });

  it('starts no try without time to finish it', async () => {
    const { tries, operation } = failing();

    await expect(retry(operation, RULES, Date.now() + MIN_ATTEMPT_MS / 2)).rejects.toBeInstanceOf(
      DeadlineExceededError,
    );
    expect(tries).toEqual([]);
  });
});

describe('retry with full jitter', () => {
  const FULL: RetryRules = { ...RULES, attempts: 6, firstDelayMs: 100, maxDelayMs: 500, jitter: 'full' };
  afterEach(() => jest.useRealTimers());

  it('pauses a random part of the doubled delay, from nothing up to the cap', () => {
    expect([0, 1, 2, 3, 4].map((retries) => fullJitterPauseMs(retries, FULL, 0.5))).toEqual([50, 100, 200, 250, 250]);
    expect(fullJitterPauseMs(2, FULL, 0)).toBe(0);
    expect(fullJitterPauseMs(2, FULL, 0.999_999)).toBe(399);
  });

  it('waits those pauses between tries', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const started = Date.now();
    const { tries, operation } = failing(new Raced(), new Raced(), new Raced());

    const result = retry(operation, FULL, started + 5_000);
    await jest.advanceTimersByTimeAsync(349);
    expect(tries).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);

    expect(await result).toBe('done');
    expect(tries).toHaveLength(4);
    expect(Date.now() - started).toBe(50 + 100 + 200);
  });

  it('gives up at once when the pause would leave no time for another try', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.99);
    const started = Date.now();
    const last = new Raced('limited');
    const { tries, operation } = failing(new Raced(), last);
    const rules = { ...FULL, giveUp: (cause: unknown) => new Error('gave up', { cause }) };

    const outcome = expect(retry(operation, rules, started + 150 + MIN_ATTEMPT_MS)).rejects.toMatchObject({
      message: 'gave up',
      cause: last,
    });
    await jest.advanceTimersByTimeAsync(100);
    await outcome;

    expect(tries).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(150);
  });
});

describe('the invocation deadline', () => {
  // A fixed clock: the budgets are exact, however long the machine takes between two lines.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it("is the Lambda's remaining time less the safety margin", async () => {
    const context = { getRemainingTimeInMillis: () => 5_000 } as Context;
    const handler = withDeadline(async () => currentDeadline() - Date.now());

    expect(await handler({}, context)).toBe(5_000 - SAFETY_MARGIN_MS);
  });

  it('stays with its own invocation when invocations overlap', async () => {
    const handler = withDeadline(async (wait: number) => {
      const before = currentDeadline();
      await new Promise((resolve) => setTimeout(resolve, wait));
      return currentDeadline() === before ? before : null;
    });
    const context = (remaining: number) => ({ getRemainingTimeInMillis: () => remaining }) as Context;

    const both = Promise.all([handler(30, context(8_000)), handler(5, context(2_000))]);
    await jest.advanceTimersByTimeAsync(30);
    const [long, short] = await both;

    expect(long).not.toBeNull();
    expect(short).not.toBeNull();
    expect((long ?? 0) - (short ?? 0)).toBe(6_000);
  });

  it('falls back to the API Lambdas’ budget outside an invocation', () => {
    expect(currentDeadline() - Date.now()).toBe(FALLBACK_BUDGET_MS);
  });
});
