/**
 * Setup reminders: a supporter who owns a tier with no setup for it is emailed 'Set up your D1 Gang
 * rewards' 24 hours after the purchase and once more 7 days after it, never more.
 *
 * | item     | key                        | gsi1 (while a reminder is due)        | what it holds                               |
 * | reminder | `REMINDER#<sub>` / `SETUP` | `REMINDERS_DUE` / `<dueAt>#<sub>`     | the address, the tier, `dueAt`, `sentCount` |
 *
 * The item exists exactly while the setup counts as pending, after the last reminder too: the ledger
 * change that leaves an owned tier without its setup writes it (`attribute_not_exists`) and adds one
 * to 'Setup pending'; the setup, a refund or lost dispute that leaves no owned tier, and the account's
 * deletion delete it (`attribute_exists`) and take one away, each in the same transaction; read as
 * absent, they hold to its absence. Supporters who bought before the reminders get theirs from the
 * backfill after a deploy (setup-reminder-backfill.ts). The sweep reads only the
 * reminders due (gsi1), never scans, and sends each one in a transaction held to the reminder as read.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountDataSetupReminder } from '@shared/api/types/account';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { earlierSetupOf, isTierSetUp } from '@shared/tier-setup';
import { getTier, type TierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import { newOutboxEmail, outboxPut } from './outbox';
import type { Item } from './query-page';
import type { SubmissionRecord } from './submission';
import { type TotalsDelta, totalsChange } from './totals';
import { isConditionFailedTransaction, type TransactItem, transactWrite } from './transactions';

const HOUR_MS = 3_600_000;
/** When each reminder is due, counted from the purchase that left the tier without a setup. */
const REMINDER_DELAYS_MS = [24 * HOUR_MS, 7 * 24 * HOUR_MS] as const;
/** A first reminder sent late (a sweep missed) is never followed by the second within this. */
const MIN_GAP_MS = 24 * HOUR_MS;

interface SetupReminder {
  userId: string;
  /** Null: the profile has no address, so nothing falls due. */
  to: string | null;
  tierId: TierId;
  tierName: string;
  purchasedAt: string;
  dueAt: string;
  /** Reminders sent so far: 0, 1 or 2 (the item stays, no longer due, after the last). */
  sentCount: number;
}

/** What a tier left without its setup starts the reminder with. */
export interface ReminderStart {
  to: string | null;
  tierId: TierId;
  tierName: string;
  purchasedAt: Date;
}

function reminderKey(userId: string) {
  return { pk: `${PARTITION.reminder}${userId}`, sk: SORT_KEY.setupReminder };
}

/**
 * The tier the user owns and has not set up, or null (no tier, or set up: its own setup exists, or an
 * earlier setup already holds all it asks, as a Baller bought after a Starter setup).
 */
export function pendingSetupTier(ownedTierId: TierId | null, submissions: readonly SubmissionRecord[]): TierId | null {
  if (ownedTierId === null) return null;
  const own = submissions.find((submission) => submission.tierId === ownedTierId) ?? null;
  return isTierSetUp(getTier(ownedTierId), own, earlierSetupOf(submissions, ownedTierId)) ? null : ownedTierId;
}

/** Whether the user's setup counts as pending: their reminder item exists (strongly consistent read). */
export async function isSetupCounted(userId: string): Promise<boolean> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: reminderKey(userId), ConsistentRead: true }),
  );
  return result.Item !== undefined;
}

/** The user's reminder as their data download shows it; null when their setup is not pending. */
export async function getSetupReminderData(userId: string): Promise<AccountDataSetupReminder | null> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: reminderKey(userId) }));
  if (!result.Item) return null;
  const reminder = reminderFromItem(result.Item);
  return {
    tierId: reminder.tierId,
    remindersSent: reminder.sentCount,
    nextReminderAt: result.Item.gsi1pk ? reminder.dueAt : null,
  };
}

/**
 * What moves a user's setup between counted as pending and not: the reminder written or deleted, on
 * the condition that it is still as read (`counted`), and the 'Setup pending' count for the caller's
 * totals change. An upgrade to a tier still to set up starts the reminders again for it; otherwise
 * nothing while the state stays.
 */
export function setupPendingChange(
  userId: string,
  counted: boolean,
  pendingBefore: TierId | null,
  after: ReminderStart | null,
): { items: TransactItem[]; counts: TotalsDelta } {
  if (after && !counted)
    return { items: [reminderPut(userId, after, 'attribute_not_exists(pk)')], counts: { setupPending: 1 } };
  if (after && pendingBefore && isUpgrade(pendingBefore, after.tierId)) {
    return { items: [reminderPut(userId, after, 'attribute_exists(pk)')], counts: {} };
  }
  if (!after && counted) return { items: [reminderDelete(userId)], counts: { setupPending: -1 } };
  // Read as not counted: held to that, so a reminder the backfill started meanwhile is read again.
  if (!after) return { items: [reminderAbsent(userId)], counts: {} };
  return { items: [], counts: {} };
}

/**
 * The items that end a pending setup outside a ledger change (the setup itself, the account's
 * deletion): the reminder goes and the count moves down. Nothing when the setup was not `counted`.
 */
export function setupPendingEndItems(userId: string, counted: boolean): TransactItem[] {
  const { items, counts } = setupPendingChange(userId, counted, null, null);
  return counts.setupPending ? [...items, totalsChange(counts)] : items;
}

function isUpgrade(from: TierId, to: TierId): boolean {
  return getTier(to).priceCents > getTier(from).priceCents;
}

function reminderPut(userId: string, start: ReminderStart, condition: string): TransactItem {
  const reminder: SetupReminder = {
    userId,
    to: start.to,
    tierId: start.tierId,
    tierName: start.tierName,
    purchasedAt: start.purchasedAt.toISOString(),
    dueAt: dueAfter(start.purchasedAt.toISOString(), 0),
    sentCount: 0,
  };
  return { Put: { TableName: tableName(), Item: reminderToItem(reminder), ConditionExpression: condition } };
}

function reminderAbsent(userId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: reminderKey(userId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function reminderDelete(userId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: reminderKey(userId), ConditionExpression: 'attribute_exists(pk)' } };
}

function dueAfter(purchasedAt: string, sentCount: number): string {
  return new Date(Date.parse(purchasedAt) + (REMINDER_DELAYS_MS[sentCount] ?? 0)).toISOString();
}

function nextDueAt(reminder: SetupReminder, sentCount: number, now: Date): string {
  const scheduled = Date.parse(dueAfter(reminder.purchasedAt, sentCount));
  return new Date(Math.max(scheduled, now.getTime() + MIN_GAP_MS)).toISOString();
}

function reminderToItem(reminder: SetupReminder): Item {
  const due = reminder.to !== null && reminder.sentCount < REMINDER_DELAYS_MS.length;
  return {
    ...reminderKey(reminder.userId),
    ...(due ? { gsi1pk: LIST_PARTITION.remindersDue, gsi1sk: `${reminder.dueAt}#${reminder.userId}` } : {}),
    ...reminder,
  };
}

function reminderFromItem(item: Item): SetupReminder {
  return {
    userId: String(item.userId),
    to: typeof item.to === 'string' ? item.to : null,
    tierId: item.tierId as TierId,
    tierName: String(item.tierName),
    purchasedAt: String(item.purchasedAt),
    dueAt: String(item.dueAt),
    sentCount: Number(item.sentCount),
  };
}

/** Reminders due at `now`, earliest first: one Query of the due index, which holds only those with an address. */
async function listDueReminders(now: Date, limit: number): Promise<(SetupReminder & { to: string })[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: '#pk = :due AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
      ExpressionAttributeValues: { ':due': LIST_PARTITION.remindersDue, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (result.Items ?? [])
    .map(reminderFromItem)
    .flatMap((reminder) => (reminder.to === null ? [] : [{ ...reminder, to: reminder.to }]));
}

/**
 * Writes the reminder's email to the outbox and moves the reminder on (to its next due time, or out
 * of the due index after the last) in one transaction, on the condition that it is still as read: of
 * sweeps racing for it, one sends it. Answers whether this call sent it.
 */
async function sendReminder(reminder: SetupReminder & { to: string }, now: Date): Promise<boolean> {
  const sentCount = reminder.sentCount + 1;
  const next: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: reminderToItem({ ...reminder, sentCount, dueAt: nextDueAt(reminder, sentCount, now) }),
      ConditionExpression: 'dueAt = :due AND sentCount = :sent',
      ExpressionAttributeValues: { ':due': reminder.dueAt, ':sent': reminder.sentCount },
    },
  };
  const email = newOutboxEmail(
    { template: 'setup-reminder', to: reminder.to, tierId: reminder.tierId, tierName: reminder.tierName },
    now,
    reminder.userId,
  );
  try {
    await transactWrite([next, outboxPut(email)]);
    return true;
  } catch (error) {
    if (isConditionFailedTransaction(error)) return false;
    throw error;
  }
}

/** Sends every setup reminder due at `now` (the schedule's sweep); answers how many this run sent. */
export async function sweepSetupReminders(now: Date, batchSize = 50): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const due = await listDueReminders(now, batchSize);
    const outcomes = await Promise.all(due.map((reminder) => sendReminder(reminder, now)));
    sent += outcomes.filter(Boolean).length;
    // A page of reminders that others took already is not read again: the index moved on without them.
    if (due.length < batchSize || !outcomes.some(Boolean)) return { sent };
  }
}
