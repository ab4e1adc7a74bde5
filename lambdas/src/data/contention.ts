import type { RetryRules } from '../lib/retry';
import { cancellationCodes, isConditionFailed, isTransactionConflict, RACE_BACKOFF } from './transactions';

/** True when a write lost a race: a transaction conflict, or a condition another writer broke. */
function isWriteRace(error: unknown): boolean {
  return (
    isConditionFailed(error) ||
    isTransactionConflict(error) ||
    cancellationCodes(error).includes('ConditionalCheckFailed')
  );
}

/** Thrown when a write that races others could not settle within its tries or its time; safe to retry later. */
class WriteContentionError extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`${what} did not settle before its tries or its time ran out`, options);
    this.name = 'WriteContentionError';
  }
}

/**
 * Writes that race each other on a user's records (a verify call and a Stripe event for the same
 * session, a refund arriving mid-fulfilment, a wall choice or tier setup against an account's
 * deletion) read again and write again: 12 tries in all, within the invocation's deadline, then a
 * WriteContentionError naming `what`.
 */
export function raceRetry(what: string): RetryRules {
  return {
    attempts: 12,
    ...RACE_BACKOFF,
    retryable: isWriteRace,
    giveUp: (lastError) => new WriteContentionError(what, { cause: lastError }),
  };
}
