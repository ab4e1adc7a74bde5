import pRetry, { AbortError } from 'p-retry';
import { currentDeadline } from './deadline';

/** How a call is retried. Every retry of the Lambdas (DynamoDB races, Stripe) goes through retry() with one of these. */
export interface RetryRules {
  /** Tries in all, the first included. */
  attempts: number;
  /** Pause before the first retry; it doubles for each later one, times a random 1–2, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Whether a failure may pass on another try; any other error is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** The error thrown when tries or time run out on retryable failures; by default the last failure itself. */
  giveUp?: (lastError: unknown) => Error;
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
            shareMs: Math.floor(remainingMs / (rules.attempts - number + 1)),
          });
        } catch (error) {
          lastError = error;
          throw error;
        }
      },
      {
        retries: rules.attempts - 1,
        minTimeout: rules.firstDelayMs,
        maxTimeout: rules.maxDelayMs,
        factor: 2,
        randomize: true,
        maxRetryTime: Math.max(0, deadline - Date.now()),
        shouldRetry: ({ error }) => rules.retryable(error),
      },
    );
  } catch (error) {
    const gaveUp = outOfTime || (error === lastError && rules.retryable(error));
    if (!gaveUp) throw error;
    if (lastError === undefined) throw new DeadlineExceededError();
    throw rules.giveUp ? rules.giveUp(lastError) : lastError;
  }
}
