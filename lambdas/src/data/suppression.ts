import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';

/** Why SES said not to mail an address again. */
export type SuppressionReason = 'hard-bounce' | 'complaint';

/** An address SES reported: no updates go to it, and after a hard bounce no service email either. */
export interface Suppression {
  email: string;
  reason: SuppressionReason;
  suppressedAt: string;
}

function suppressionKey(email: string) {
  return { pk: `${PARTITION.suppression}${email.toLowerCase()}`, sk: SORT_KEY.suppression };
}

/** Records (or replaces, a later event winning) an address's suppression. */
export async function recordSuppression(suppression: Suppression): Promise<void> {
  const email = suppression.email.toLowerCase();
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...suppressionKey(email), ...suppression, email } }),
  );
}

/** The address's suppression, or null when SES never reported it. */
export async function getSuppression(email: string): Promise<Suppression | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: suppressionKey(email) }));
  if (!Item) return null;
  return {
    email: String(Item.email),
    reason: Item.reason === 'complaint' ? 'complaint' : 'hard-bounce',
    suppressedAt: String(Item.suppressedAt),
  };
}
