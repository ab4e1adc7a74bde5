import pRetry, { AbortError } from 'p-retry';
import { currentDeadline } from './deadline';

/** How a call is retried. Every retry of the Lambdas (DynamoDB races, Stripe) goes through retry() with one of these. */
export interface RetryRules {
  /** Tries in all, the first included. */
  attempts: number;
  /** Pause before the first retry; it doubles for each later one, times a random 1–2, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /**
   * Whether a failure of try number `attempt` (1 for the first) may pass on another try; any other
   * error is thrown at once. Rules can give some failures fewer tries than `attempts`.
   */
  retryable: (error: unknown, attempt: number) => boolean;
  /** The error thrown when tries or time run out on retryable failures; by default the last failure itself. */
  giveUp?: (lastError: unknown) => Error;
  /**
   * `full`: each pause is a random time from nothing up to the doubled delay (capped at `maxDelayMs`),
   * so that callers refused together, as by a rate limit, come back spread out instead of in step.
   * By default the doubled delay is multiplied by a random 1–2.
   */
  jitter?: 'full';
  /**
   * The tries that may hang, when fewer than `attempts`: the time left is shared among those still
   * ahead (the last of them and any later try may use all of it). By default every try may hang.
   * When most retries answer at once (a 429), many tries need not shorten each one.
   */
  timeShares?: number;
}

/** What one try knows about its budget. */
export interface Attempt {
  /** 1 for the first try. */
  number: number;
  /** Milliseconds left before the deadline. */
  remainingMs: number;
  /** This try's fair share of that time: what remains divided by the tries still allowed. */
  shareMs: number;
}

/** No try is started with less time than this left: it could not finish. */
export const MIN_ATTEMPT_MS = 100;

/** The deadline came before a first try could start. */
export class DeadlineExceededError extends Error {
  constructor(options?: ErrorOptions) {
    super('No time left before the deadline to try', options);
    this.name = 'DeadlineExceededError';
  }
}

/** A full-jitter pause after `retriesSoFar` retries: random in [0, min(maxDelayMs, firstDelayMs × 2^retriesSoFar)). */
export function fullJitterPauseMs(retriesSoFar: number, rules: RetryRules, random = Math.random()): number {
  return Math.floor(random * Math.min(rules.maxDelayMs, rules.firstDelayMs * 2 ** retriesSoFar));
}

/**
 * Runs `operation` until it succeeds, fails with an error the rules do not retry, runs out of tries,
 * or the deadline (by default the invocation's, see deadline.ts) leaves no time for another try.
 * Pauses never run past the deadline. Built on p-retry.
 */
export async function retry<T>(
  operation: (attempt: Attempt) => Promise<T>,
  rules: RetryRules,
  deadline: number = currentDeadline(),
): Promise<T> {
  let lastError: unknown;
  let outOfTime = false;
  const fullJitter = rules.jitter === 'full';
  const timeShares = Math.min(rules.timeShares ?? rules.attempts, rules.attempts);
  /** With full jitter the pause is taken here, where a pause that would use up the time can give up at once. */
  const pauseBeforeRetry = async (retriesSoFar: number): Promise<boolean> => {
    if (!fullJitter) return true;
    const pauseMs = fullJitterPauseMs(retriesSoFar, rules);
    if (deadline - Date.now() - pauseMs < MIN_ATTEMPT_MS) {
      outOfTime = true;
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return true;
  };
  try {
    return await pRetry(
      async (number) => {
        const remainingMs = deadline - Date.now();
        if (remainingMs < MIN_ATTEMPT_MS) {
          outOfTime = true;
          throw new AbortError('deadline reached');
        }
        try {
          return await operation({
            number,
            remainingMs,
            shareMs: Math.floor(remainingMs / Math.max(1, timeShares - number + 1)),
          });
        } catch (error) {
          lastError = error;
          throw error;
        }
      },
      {
        retries: rules.attempts - 1,
        minTimeout: fullJitter ? 0 : rules.firstDelayMs,
        maxTimeout: fullJitter ? 0 : rules.maxDelayMs,
        factor: 2,
        randomize: !fullJitter,
        maxRetryTime: Math.max(0, deadline - Date.now()),
        shouldRetry: async ({ error, attemptNumber, retriesConsumed }) =>
          rules.retryable(error, attemptNumber) && (await pauseBeforeRetry(retriesConsumed)),
      },
    );
  } catch (error) {
    const gaveUp = outOfTime || (error === lastError && rules.retryable(error, 1));
    if (!gaveUp) throw error;
    if (lastError === undefined) throw new DeadlineExceededError();
    throw rules.giveUp ? rules.giveUp(lastError) : lastError;
  }
}
