import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import { userPartition } from './profile';

/**
 * The user's Checkout Sessions that may still be paid: `USER#<sub>` / `OPEN_CHECKOUTS`, holding the
 * last session started and when Stripe expires it. Starting a new checkout expires the ones listed,
 * so a stale session (priced for a tier the user has since bought or passed) cannot be paid.
 */
export interface OpenCheckout {
  sessionId: string;
  /** When Stripe expires it on its own (ISO 8601). */
  expiresAt: string;
}

function openCheckoutsKey(userId: string) {
  return { pk: userPartition(userId), sk: SORT_KEY.openCheckouts };
}

/** The sessions still open as far as the store knows (ones past their expiry are left out). */
export async function listOpenCheckouts(userId: string, now = new Date()): Promise<OpenCheckout[]> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: openCheckoutsKey(userId), ConsistentRead: true }),
  );
  const sessions = (result.Item?.sessions ?? []) as OpenCheckout[];
  return sessions.filter((session) => session.expiresAt > now.toISOString());
}

/** Records the session just started as the user's one open checkout. */
export async function rememberOpenCheckout(userId: string, session: OpenCheckout): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...openCheckoutsKey(userId), sessions: [session] } }),
  );
}
