/** Sent development updates, stored as the send job leaves them: the update marked sent, listed for /updates, and its slug. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminUpdate, UpdateStatus } from '@shared/updates';
import { documentClient, tableName } from '../src/data/client';
import { draftToItem, publishedUpdateKeys, updateSlugKey } from '../src/data/update-items';
import { renderUpdate } from '../src/updates/render-update';

export interface SentUpdateFields {
  id: string;
  slug: string;
  subject: string;
  bodyMarkdown: string;
  sentAt: string;
  supportersOnly?: boolean;
  /** `sent` unless a test needs an update whose slug is taken but whose send has not finished. */
  status?: UpdateStatus;
}

export async function seedSentUpdate(fields: SentUpdateFields): Promise<void> {
  const status = fields.status ?? 'sent';
  const update: AdminUpdate = {
    id: fields.id,
    slug: fields.slug,
    subject: fields.subject,
    bodyMarkdown: fields.bodyMarkdown,
    audienceTierId: null,
    supportersOnly: fields.supportersOnly ?? false,
    status,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'admin-sub-0001',
    sendStartedAt: fields.sentAt,
    sentAt: status === 'sent' ? fields.sentAt : null,
    resumesAt: null,
    progress: { queued: 3, sent: 3, failed: 0, suppressed: 0 },
  };
  const item = {
    ...draftToItem(update, renderUpdate(update.bodyMarkdown)),
    slug: fields.slug,
    sendStartedAt: fields.sentAt,
    queued: 3,
    sent: 3,
    ...(status === 'sent' ? { sentAt: fields.sentAt, ...publishedUpdateKeys(fields.id, fields.sentAt) } : {}),
  };
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...updateSlugKey(fields.slug), updateId: fields.id } }),
  );
}
