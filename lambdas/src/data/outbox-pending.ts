/**
 * The outbox's pending list (gsi1 `OUTBOX_PENDING`, lambdas/src/data/outbox.ts) in the order the
 * sweep sends it: each pending email's sort key starts with its template's rank, so one Query reads
 * what waits worst first and a sweep that runs out of time leaves development updates behind, not
 * codes or receipts. Emails queued before the rank was kept have none: their sort keys start with a
 * digit, before every rank, and they go out first.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION } from '@shared/contract/table-keys';
import { documentClient, tableName } from './client';
import type { EmailMessage } from './outbox-messages';

/**
 * Where each template waits: account codes first (someone is waiting on the screen for them), then
 * service email (receipts, refunds and disputes, ticket answers and the support inbox's notices),
 * then setup reminders, development updates last.
 */
const SEND_ORDER: Record<EmailMessage['template'], string> = {
  'account-code': 'A',
  'tier-granted': 'B',
  'payment-refunded': 'B',
  'dispute-lost': 'B',
  'ticket-response': 'B',
  'new-contact': 'B',
  'gift-received': 'B',
  'gift-sent': 'B',
  'gift-claimed': 'B',
  'gift-cancelled': 'B',
  'gift-expired': 'B',
  'gift-reminder': 'C',
  'setup-reminder': 'C',
  update: 'D',
};

/** A pending email's gsi1 sort key: `<order>#<createdAt>#<id>`. */
export function pendingSortKey(template: EmailMessage['template'], createdAt: string, id: string): string {
  return `${SEND_ORDER[template]}#${createdAt}#${id}`;
}

/** Where a reading of the pending list stopped: the last key read, handed back for the next page. */
export type PendingEmailsCursor = Record<string, unknown>;

/**
 * A page of the ids of emails not sent yet, in sending order (then oldest first), and where the next
 * page starts (null after the last). The sweep reads them: the local stack after each request, the
 * cloud's schedule.
 */
export async function pendingEmailsPage(
  cursor: PendingEmailsCursor | null,
  limit = 100,
): Promise<{ ids: string[]; next: PendingEmailsCursor | null }> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#pk = :pending',
      ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#id': 'id' },
      ExpressionAttributeValues: { ':pending': LIST_PARTITION.pendingEmails },
      ProjectionExpression: '#id',
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  return { ids: (result.Items ?? []).map((item) => String(item.id)), next: result.LastEvaluatedKey ?? null };
}
