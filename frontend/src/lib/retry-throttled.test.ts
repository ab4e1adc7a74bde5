// @vitest-environment node
import { ApiError } from './api-client';
import { isThrottledByCognito } from './auth/auth-messages';
import { backoffWait, retryThrottled } from './retry-throttled';
import { isThrottledAnswer } from './use-throttled-retries';

const NOW = Date.parse('2026-11-29T15:00:00.000Z');
const named = (name: string, message: string) => Object.assign(new Error(message), { name });
const gatewayThrottle = (retryAt: number | null = null) => new ApiError(429, 'Too Many Requests', retryAt);

/** A task that fails with each of `failures` in turn, then answers 'done'. */
function failingFirst(...failures: unknown[]) {
  return vi.fn(async () => {
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    return 'done';
  });
}

type Options = Parameters<typeof retryThrottled>[1];

/** Starts the retries of an API call, keeping the outcome so a rejection is not left unhandled while timers run. */
function start<T>(task: () => Promise<T>, options: Partial<Options> = {}) {
  const outcome = retryThrottled(task, { throttled: isThrottledAnswer, ...options }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('backoffWait', () => {
  it('waits a random time up to a ceiling that doubles from 1 s and stops at 20 s (full jitter)', () => {
    const most = (retry: number) => backoffWait(retry, () => 1);

    expect([0, 1, 2, 3, 4, 5, 9].map(most)).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000, 20_000]);
    expect(backoffWait(3, () => 0)).toBe(0);
    expect(backoffWait(3, () => 0.25)).toBe(2000);
  });
});

describe('retryThrottled', () => {
  it('tries a throttled call again after each backoff wait, saying so each time, and returns its answer', async () => {
    // Prepare
    const task = failingFirst(gatewayThrottle(), new ApiError(503, 'Service Unavailable'));
    const onRetry = vi.fn();

    // Act
    const outcome = start(task, { onRetry, random: () => 1 });
    await vi.advanceTimersByTimeAsync(999);

    // Assess
    expect(task).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toEqual({ value: 'done' });
    expect(task).toHaveBeenCalledTimes(3);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it("tries Cognito's throttle ('Rate exceeded') again too", async () => {
    const task = failingFirst(named('TooManyRequestsException', 'Rate exceeded'));

    const outcome = start(task, { throttled: isThrottledByCognito, random: () => 1 });
    await vi.advanceTimersByTimeAsync(1000);

    expect(await outcome).toEqual({ value: 'done' });
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("waits at least the API's Retry-After, even when the backoff would be shorter", async () => {
    const task = failingFirst(gatewayThrottle(NOW + 5000));

    const outcome = start(task, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(await outcome).toEqual({ value: 'done' });
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('gives up at once when the Retry-After is longer than the longest wait', async () => {
    const limited = gatewayThrottle(NOW + 180_000);
    const task = failingFirst(limited);
    const onRetry = vi.fn();

    const outcome = await start(task, { onRetry });

    expect(outcome).toEqual({ error: limited });
    expect(task).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', new ApiError(500, 'Internal server error'), isThrottledAnswer],
    [
      'a 409',
      new ApiError(409, 'A checkout is already in progress. Please finish or cancel it first.'),
      isThrottledAnswer,
    ],
    ['a 400', new ApiError(400, 'Invalid request body'), isThrottledAnswer],
    ['a network failure', new TypeError('Failed to fetch'), isThrottledAnswer],
    ["Cognito's throttle from the API's side", named('TooManyRequestsException', 'Rate exceeded'), isThrottledAnswer],
    ["Cognito's per-account limit", named('LimitExceededException', 'Attempt limit exceeded'), isThrottledByCognito],
    ["Cognito's web ACL", named('ForbiddenException', 'Request not allowed due to WAF block.'), isThrottledByCognito],
    ['a wrong code', named('CodeMismatchException', 'Invalid code'), isThrottledByCognito],
    ["the API's 429 on Cognito's side", gatewayThrottle(), isThrottledByCognito],
  ])('hands on %s at once, without trying again', async (_, failure, throttled) => {
    const task = failingFirst(failure);
    const onRetry = vi.fn();

    const outcome = await start(task, { throttled, onRetry });

    expect(outcome).toEqual({ error: failure });
    expect(task).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('stops within about two minutes of the first try and hands on the last throttle', async () => {
    const triedAt: number[] = [];
    const task = vi.fn(async () => {
      triedAt.push((Date.now() - NOW) / 1000);
      throw gatewayThrottle();
    });

    const outcome = start(task, { random: () => 1 });
    await vi.advanceTimersByTimeAsync(120_000);

    // The wait after the try at 111 s would end past 120 s.
    expect(await outcome).toEqual({ error: expect.any(ApiError) });
    expect(triedAt).toEqual([0, 1, 3, 7, 15, 31, 51, 71, 91, 111]);
  });
});
