import { cancellationCodes } from './transactions';

/**
 * Payment writes that race each other (a verify call and a Stripe event for the same session, a
 * refund arriving mid-fulfilment) re-read and try again a bounded number of times.
 */
export const SETTLE_ATTEMPTS = 12;

/** True when DynamoDB refused a write because another transaction held one of its items. */
export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TransactionConflictException' || cancellationCodes(error).includes('TransactionConflict');
}

/** Exponential backoff with full jitter, capped, so racing writers spread out. */
export function pauseBeforeRetry(attempt: number): Promise<void> {
  const ceiling = Math.min(400, 10 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * ceiling));
}

/** Thrown when a payment write could not settle within SETTLE_ATTEMPTS; safe to retry later. */
export class PaymentContentionError extends Error {
  constructor(what: string, options?: ErrorOptions) {
    super(`${what} did not settle after ${SETTLE_ATTEMPTS} attempts`, options);
    this.name = 'PaymentContentionError';
  }
}
