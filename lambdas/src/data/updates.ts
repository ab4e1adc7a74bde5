import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION } from '@shared/contract/table-keys';
import type { UpdateDraftInput } from '@shared/schemas/updates';
import type { AdminUpdate, RenderedUpdate } from '@shared/updates';
import { ulid } from 'ulid';
import { documentClient, tableName } from './client';
import { UpdateAlreadySentError, UpdateNotFoundError } from './errors';
import { newOutboxEmail, outboxPut } from './outbox';
import type { EmailMessage } from './outbox-messages';
import { type Item, type PageOptions, queryPage } from './query-page';
import { isConditionFailed, transactWriteOnce } from './transactions';
import { draftToItem, updateFromItem, updateKey } from './update-items';

/** The renderer (markdown-it) loads when a draft is written, not with the admin Lambda. */
export async function renderMarkdown(bodyMarkdown: string): Promise<RenderedUpdate> {
  const { renderUpdate } = await import('../updates/render-update');
  return renderUpdate(bodyMarkdown);
}

async function getUpdateItem(id: string): Promise<Item> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: updateKey(id), ConsistentRead: true }),
  );
  if (!Item) throw new UpdateNotFoundError();
  return Item;
}

/** The update, read strongly (its status decides edits and sends); UpdateNotFoundError when there is none. */
export async function getUpdate(id: string): Promise<AdminUpdate> {
  return updateFromItem(await getUpdateItem(id));
}

/**
 * Queues the update, as it is now, to one admin's own address: a test, whatever its status. Counted
 * nowhere (its `updateId` is null) and not audited.
 */
export async function queueTestEmail(id: string, to: string, adminId: string, now: Date): Promise<void> {
  const item = await getUpdateItem(id);
  const message: EmailMessage = {
    template: 'update',
    to,
    subject: String(item.subject),
    text: String(item.text),
    html: String(item.html),
    updateId: null,
  };
  await transactWriteOnce([outboxPut(newOutboxEmail(message, now, adminId))]);
}

/** A new draft written by `createdBy` (an admin's Cognito sub), stored with its two renderings. */
export async function createDraft(input: UpdateDraftInput, createdBy: string, now: Date): Promise<AdminUpdate> {
  const update: AdminUpdate = {
    id: ulid(now.getTime()),
    slug: null,
    ...input,
    status: 'draft',
    createdAt: now.toISOString(),
    createdBy,
    sendStartedAt: null,
    sentAt: null,
    resumesAt: null,
    progress: { queued: 0, sent: 0, failed: 0, suppressed: 0 },
  };
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: draftToItem(update, await renderMarkdown(update.bodyMarkdown)),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return update;
}

/** Every update, newest first, a page at a time. */
export async function listUpdates(
  options: PageOptions,
): Promise<{ updates: AdminUpdate[]; nextCursor: string | null }> {
  const page = await queryPage({ index: GSI1, partition: LIST_PARTITION.updates }, options);
  return { updates: page.items.map(updateFromItem), nextCursor: page.nextCursor };
}

/** Replaces a draft's text, renderings and audience; only while it is a draft (UpdateAlreadySentError after). */
export async function editDraft(id: string, input: UpdateDraftInput): Promise<AdminUpdate> {
  const rendered = await renderMarkdown(input.bodyMarkdown);
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: updateKey(id),
        UpdateExpression: `SET subject = :subject, bodyMarkdown = :body, html = :html, #text = :text, supportersOnly = :supportersOnly${
          input.audienceTierId ? ', audienceTierId = :tier' : ' REMOVE audienceTierId'
        }`,
        ConditionExpression: 'attribute_exists(pk) AND #status = :draft',
        ExpressionAttributeNames: { '#status': 'status', '#text': 'text' },
        ExpressionAttributeValues: {
          ':subject': input.subject,
          ':body': input.bodyMarkdown,
          ':html': rendered.html,
          ':text': rendered.text,
          ':supportersOnly': input.supportersOnly,
          ':draft': 'draft',
          ...(input.audienceTierId ? { ':tier': input.audienceTierId } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return updateFromItem(Attributes ?? {});
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await getUpdate(id);
    throw new UpdateAlreadySentError({ cause: error });
  }
}
