/**
 * Setup reminders: a supporter who owns a tier with no setup for it is emailed 'Set up your D1 Gang
 * rewards' 24 hours after the purchase and once more 7 days after it, never more.
 *
 * | item     | key                        | gsi1 (while a reminder is due)        | what it holds                               |
 * | reminder | `REMINDER#<sub>` / `SETUP` | `REMINDERS_DUE` / `<dueAt>#<sub>`     | the address, the tier, `dueAt`, `sentCount` |
 *
 * The ledger change that leaves an owned tier without its setup writes the reminder and counts the
 * setup as pending; the setup, a refund or lost dispute that leaves no owned tier, and the account's
 * deletion remove it and uncount it, each in its own transaction. The sweep reads only the reminders
 * due (gsi1), never scans, and sends each one in a transaction held to the reminder as read.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { getTier, type TierId } from '@shared/tiers';
import { documentClient, tableName } from './client';
import { newOutboxEmail, outboxPut } from './outbox';
import type { Item } from './query-page';
import { type TotalsDelta, totalsChange } from './totals';
import { isConditionFailedTransaction, type TransactItem, transactWrite } from './transactions';

const HOUR_MS = 3_600_000;
/** When each reminder is due, counted from the purchase that left the tier without a setup. */
const REMINDER_DELAYS_MS = [24 * HOUR_MS, 7 * 24 * HOUR_MS] as const;
/** A first reminder sent late (a sweep missed) is never followed by the second within this. */
const MIN_GAP_MS = 24 * HOUR_MS;

interface SetupReminder {
  userId: string;
  to: string;
  tierId: TierId;
  tierName: string;
  purchasedAt: string;
  dueAt: string;
  /** Reminders sent so far: 0 or 1 (the item goes after the last). */
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

/** The tier the user owns and has not set up, or null (no tier, or set up). */
export function pendingSetupTier(ownedTierId: TierId | null, setUpTierIds: readonly TierId[]): TierId | null {
  return ownedTierId !== null && !setUpTierIds.includes(ownedTierId) ? ownedTierId : null;
}

/**
 * What moves a user's setup from set up (or no tier) to pending and back: the reminder written or
 * deleted, and the 'setup pending' count for the caller's totals change. An upgrade to a tier still
 * to set up starts the reminders again for it; otherwise nothing while the state stays.
 */
export function setupPendingChange(
  userId: string,
  pendingBefore: TierId | null,
  after: ReminderStart | null,
): { items: TransactItem[]; counts: TotalsDelta } {
  if (after && (!pendingBefore || isUpgrade(pendingBefore, after.tierId))) {
    const items = after.to ? [reminderPut(userId, { ...after, to: after.to })] : [];
    return { items, counts: pendingBefore ? {} : { setupPending: 1 } };
  }
  if (pendingBefore && !after) return { items: [reminderDelete(userId)], counts: { setupPending: -1 } };
  return { items: [], counts: {} };
}

/**
 * The items that end a pending setup outside a ledger change (the setup itself, the account's
 * deletion): the reminder goes and the count moves down. Nothing when `pendingTier` is null.
 */
export function setupPendingEndItems(userId: string, pendingTier: TierId | null): TransactItem[] {
  const { items, counts } = setupPendingChange(userId, pendingTier, null);
  return counts.setupPending ? [...items, totalsChange(counts)] : items;
}

function isUpgrade(from: TierId, to: TierId): boolean {
  return getTier(to).priceCents > getTier(from).priceCents;
}

function reminderPut(userId: string, start: ReminderStart & { to: string }): TransactItem {
  const reminder: SetupReminder = {
    userId,
    to: start.to,
    tierId: start.tierId,
    tierName: start.tierName,
    purchasedAt: start.purchasedAt.toISOString(),
    dueAt: dueAfter(start.purchasedAt.toISOString(), 0),
    sentCount: 0,
  };
  return { Put: { TableName: tableName(), Item: reminderToItem(reminder) } };
}

function reminderDelete(userId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: reminderKey(userId) } };
}

function dueAfter(purchasedAt: string, sentCount: number): string {
  return new Date(Date.parse(purchasedAt) + (REMINDER_DELAYS_MS[sentCount] ?? 0)).toISOString();
}

function nextDueAt(reminder: SetupReminder, sentCount: number, now: Date): string {
  const scheduled = Date.parse(dueAfter(reminder.purchasedAt, sentCount));
  return new Date(Math.max(scheduled, now.getTime() + MIN_GAP_MS)).toISOString();
}

function reminderToItem(reminder: SetupReminder): Item {
  return {
    ...reminderKey(reminder.userId),
    gsi1pk: LIST_PARTITION.remindersDue,
    gsi1sk: `${reminder.dueAt}#${reminder.userId}`,
    ...reminder,
  };
}

function reminderFromItem(item: Item): SetupReminder {
  return {
    userId: String(item.userId),
    to: String(item.to),
    tierId: item.tierId as TierId,
    tierName: String(item.tierName),
    purchasedAt: String(item.purchasedAt),
    dueAt: String(item.dueAt),
    sentCount: Number(item.sentCount),
  };
}

/** Reminders due at `now`, earliest first: one Query of the due index. */
async function listDueReminders(now: Date, limit: number): Promise<SetupReminder[]> {
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
  return (result.Items ?? []).map(reminderFromItem);
}

/**
 * Writes the reminder's email to the outbox and moves the reminder on (to its next due time, or
 * away after the last) in one transaction, on the condition that it is still as read: of sweeps
 * racing for it, one sends it. Answers whether this call sent it.
 */
async function sendReminder(reminder: SetupReminder, now: Date): Promise<boolean> {
  const sentCount = reminder.sentCount + 1;
  const stillAsRead = {
    ConditionExpression: 'dueAt = :due AND sentCount = :sent',
    ExpressionAttributeValues: { ':due': reminder.dueAt, ':sent': reminder.sentCount },
  };
  const next: TransactItem =
    sentCount < REMINDER_DELAYS_MS.length
      ? {
          Put: {
            TableName: tableName(),
            Item: reminderToItem({ ...reminder, sentCount, dueAt: nextDueAt(reminder, sentCount, now) }),
            ...stillAsRead,
          },
        }
      : { Delete: { TableName: tableName(), Key: reminderKey(reminder.userId), ...stillAsRead } };
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
