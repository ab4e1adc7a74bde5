import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { type RetryRules, retry } from '../lib/retry';
import { documentClient } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Pauses of DynamoDB writers that lost a race: short (the winner is done), growing, jittered. */
export const RACE_BACKOFF = { firstDelayMs: 10, maxDelayMs: 400 } as const;

/**
 * Transactions that touch the shared totals item can collide with each other (TransactionConflict);
 * nothing was written, so they are tried again: 4 tries in all, within the invocation's deadline.
 */
const CONFLICT_RETRY: RetryRules = { attempts: 4, ...RACE_BACKOFF, retryable: isTransactionConflict };

/** Runs one TransactWriteItems, tried again when it collided with another transaction. */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  await retry(() => transactWriteOnce(items), CONFLICT_RETRY);
}

/** Runs one TransactWriteItems once: for callers whose own retry re-reads before writing again. */
export async function transactWriteOnce(items: TransactItem[]): Promise<void> {
  await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
}

/** The per-item cancellation codes of a cancelled transaction (empty for any other error). */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  return ((error as TransactionCanceledException).CancellationReasons ?? []).map((reason) => reason.Code);
}

/** True when DynamoDB refused a write because another transaction held one of its items. */
export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TransactionConflictException' || cancellationCodes(error).includes('TransactionConflict');
}

/** True when the transaction was cancelled because the condition of item `index` failed. */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return cancellationCodes(error)[index] === 'ConditionalCheckFailed';
}

/** True when the transaction was cancelled because one of its conditions failed (and no conflict). */
export function isConditionFailedTransaction(error: unknown): boolean {
  return cancellationCodes(error).includes('ConditionalCheckFailed');
}

/** True for a plain conditional write whose condition failed. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
