import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { RECONCILE_CURSOR_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';

/**
 * Where an unfinished reconciler run stopped: `CHECKOUT#reconciler` / `RECONCILE_CURSOR` (under the
 * payments partition prefix, which the payment Lambdas' writes are fenced to). It names a phase only
 * between a run that ran out of time and the run that finishes the window; that run marks it done
 * (no role deletes items).
 */
export interface ReconcileCursor {
  phase: 'sessions' | 'refunds' | 'disputes';
  /** The last Stripe id applied in that phase's list (newest first); '' to start the phase over. */
  startingAfter: string;
  /** The window's start (Unix seconds), kept so the resumed run walks the same lists. */
  windowStart: number;
}

const KEY = RECONCILE_CURSOR_KEY;

export async function getReconcileCursor(): Promise<ReconcileCursor | null> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: KEY, ConsistentRead: true }));
  if (!result.Item?.phase) return null;
  const { phase, startingAfter, windowStart } = result.Item;
  return { phase, startingAfter: String(startingAfter ?? ''), windowStart: Number(windowStart) } as ReconcileCursor;
}

export async function saveReconcileCursor(cursor: ReconcileCursor): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...KEY, ...cursor } }));
}

/** The window is done: the next run starts a new one. */
export async function clearReconcileCursor(): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...KEY, finishedAt: new Date().toISOString() } }),
  );
}
