import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import type { EmailPreferenceSource, EmailPreferences } from '@shared/email-preferences';
import type { UnsubscribePurpose } from '@shared/unsubscribe-links';
import { documentClient, tableName } from './client';
import { userPartition } from './profile';
import { type Item, queryAll } from './query-page';

/**
 * A supporter's email choice: `EMAILPREFS#USER#<sub>` / `EMAIL_PREFS`, with the time and source of
 * the last choice. While updates are on, its gsi2 keys list it under `UPDATES_OPTED_IN`, so an
 * update's send job reads its audience from the index, never by a scan; opting out removes them.
 * It also keeps `remindersStoppedAt` once the supporter stopped their setup reminders, which are no
 * part of the updates choice (service emails need no opt-in) but may be stopped all the same.
 * Written by UpdateItem only, so the IAM fence can name every attribute its writers may set.
 */
export function preferencesKey(userId: string) {
  return { pk: `${PARTITION.emailPreferences}${userPartition(userId)}`, sk: SORT_KEY.emailPreferences };
}

const NO_CHOICE: EmailPreferences = { updates: false, updatedAt: null, source: null };

/** The choice a stored item holds, or updates off with no time or source when there is none. */
export function emailPreferencesOf(item: Item | undefined): EmailPreferences {
  if (!item) return NO_CHOICE;
  return {
    updates: item.updates === true,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
    source: typeof item.source === 'string' ? (item.source as EmailPreferenceSource) : null,
  };
}

/** A user's choice, or updates off with no time or source when they never made one. */
export async function getEmailPreferences(userId: string): Promise<EmailPreferences> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: preferencesKey(userId) }));
  return emailPreferencesOf(Item);
}

/** Stores a user's choice with its time and source; on, it lists them among the updates' recipients. */
export async function setEmailPreferences(
  userId: string,
  updates: boolean,
  source: EmailPreferenceSource,
  now: Date,
): Promise<EmailPreferences> {
  const updatedAt = now.toISOString();
  const index = updates ? ', gsi2pk = :audience, gsi2sk = :listed' : ' REMOVE gsi2pk, gsi2sk';
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: preferencesKey(userId),
      UpdateExpression: `SET userId = :userId, updates = :updates, updatedAt = :updatedAt, #source = :source${index}`,
      ExpressionAttributeNames: { '#source': 'source' },
      ExpressionAttributeValues: {
        ':userId': userId,
        ':updates': updates,
        ':updatedAt': updatedAt,
        ':source': source,
        ...(updates ? { ':audience': GSI2_PARTITION.updatesOptedIn, ':listed': `${updatedAt}#${userId}` } : {}),
      },
    }),
  );
  return { updates, updatedAt, source };
}

/**
 * Stops a user's setup reminders (their reminder's unsubscribe link), from the first time on: the
 * sender reads it before each reminder. The updates choice stays as it is: each link stops its own.
 */
async function stopSetupReminders(userId: string, now: Date): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: preferencesKey(userId),
      UpdateExpression: 'SET userId = :userId, remindersStoppedAt = if_not_exists(remindersStoppedAt, :now)',
      ExpressionAttributeValues: { ':userId': userId, ':now': now.toISOString() },
    }),
  );
}

/** Whether the user stopped their setup reminders (read strongly: a reminder right after the click is not sent). */
export async function setupRemindersStopped(userId: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: preferencesKey(userId), ConsistentRead: true }),
  );
  return typeof Item?.remindersStoppedAt === 'string';
}

/** Stops what a user's unsubscribe link stops: development updates (source `unsubscribe-link`), or setup reminders. */
export async function unsubscribe(userId: string, purpose: UnsubscribePurpose, now: Date): Promise<void> {
  if (purpose === 'reminders') await stopSetupReminders(userId, now);
  else await setEmailPreferences(userId, false, 'unsubscribe-link', now);
}

/** One supporter an update goes to: who, and since when they opted in. */
export interface UpdatesRecipient {
  userId: string;
  optedInAt: string;
}

/** Everyone opted in to development updates, newest opt-in first, from the index (an update's audience). */
export async function listUpdatesRecipients(): Promise<UpdatesRecipient[]> {
  const items = await queryAll({ index: GSI2, partition: GSI2_PARTITION.updatesOptedIn });
  return items.map((item) => ({ userId: String(item.userId), optedInAt: String(item.updatedAt) }));
}

/** Forgets a deleted account's choice, and with it its place among the updates' recipients. */
export async function forgetEmailPreferences(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: preferencesKey(userId) }));
}
