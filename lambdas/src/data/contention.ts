import type { RetryRules } from '../lib/retry';
import { cancellationCodes, isConditionFailed, isTransactionConflict, RACE_BACKOFF } from './transactions';

/** True when a payment write lost a race: a transaction conflict, or a condition another writer broke. */
function isPaymentRace(error: unknown): boolean {
  return (
    isConditionFailed(error) ||
    isTransactionConflict(error) ||
    cancellationCodes(error).includes('ConditionalCheckFailed')
  );
}

/** Thrown when a payment write could not settle within its tries or its time; safe to retry later. */
class PaymentContentionError extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`${what} did not settle before its tries or its time ran out`, options);
    this.name = 'PaymentContentionError';
  }
}

/**
 * Payment writes that race each other (a verify call and a Stripe event for the same session, a
 * refund arriving mid-fulfilment) read again and write again: 12 tries in all, within the
 * invocation's deadline, then a PaymentContentionError naming `what`.
 */
export function settleRetry(what: string): RetryRules {
  return {
    attempts: 12,
    ...RACE_BACKOFF,
    retryable: isPaymentRace,
    giveUp: (lastError) => new PaymentContentionError(what, { cause: lastError }),
  };
}
