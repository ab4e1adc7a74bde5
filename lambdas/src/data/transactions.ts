import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const CONFLICT_RETRIES = 3;

/**
 * Runs one TransactWriteItems. Transactions that touch the shared totals item can collide with each
 * other (TransactionConflict); those are retried a few times, since nothing was written.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const conflicted = cancellationCodes(error).includes('TransactionConflict');
      if (!conflicted || attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));
    }
  }
}

/** The per-item cancellation codes of a cancelled transaction (empty for any other error). */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  return ((error as TransactionCanceledException).CancellationReasons ?? []).map((reason) => reason.Code);
}

/** True when the transaction was cancelled because the condition of item `index` failed. */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return cancellationCodes(error)[index] === 'ConditionalCheckFailed';
}

/** True for a plain conditional write whose condition failed. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
