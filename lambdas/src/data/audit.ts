import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditEntry, AuditSubject } from '@shared/api/types';
import { GSI1, GSI2 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { ulid } from 'ulid';
import type { Caller } from '../lib/auth';
import { documentClient, tableName } from './client';
import { profileFromItem, userPartition } from './profile';
import { type Item, type PageOptions, queryPage } from './query-page';
import { isConditionFailed, type TransactItem } from './transactions';

/**
 * Audit entries: `AUDIT#<id>` / `AUDIT`, one per admin action, written in the same transaction as the
 * change it records (a change that fails writes none). Listed newest first store-wide through gsi1
 * (`AUDIT` / `<at>#<id>`) and on the record they concern through gsi2 (`AUDIT#<type>#<id>` / `<at>#<id>`),
 * so no list is ever a scan.
 */

/** The admin who acts, as entries name them. */
export interface AuditActor {
  adminId: string;
  adminEmail: string;
}

/** What a change records besides who and when. */
export interface AuditChange {
  action: AuditAction;
  subject: AuditSubject;
  before: AuditEntry['before'];
  after: AuditEntry['after'];
  reason?: string | null;
  /** A fixed id makes the entry idempotent (the same refund asked twice); a new ULID otherwise. */
  id?: string;
}

/** The admin behind a request: their id from the token, their email from their profile (the username if none). */
export async function auditActorOf(caller: Caller): Promise<AuditActor> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: userPartition(caller.userId), sk: SORT_KEY.profile } }),
  );
  return { adminId: caller.userId, adminEmail: result.Item ? profileFromItem(result.Item).email : caller.username };
}

function subjectPartition(subject: AuditSubject): string {
  return `${PARTITION.audit}${subject.type}#${subject.id}`;
}

/** The entry a change records, as stored. */
function newAuditEntry(actor: AuditActor, change: AuditChange, now: Date): AuditEntry {
  return {
    id: change.id ?? ulid(now.getTime()),
    action: change.action,
    adminId: actor.adminId,
    adminEmail: actor.adminEmail,
    at: now.toISOString(),
    subject: change.subject,
    before: change.before,
    after: change.after,
    reason: change.reason ?? null,
  };
}

function auditToItem(entry: AuditEntry): Item {
  return {
    pk: `${PARTITION.audit}${entry.id}`,
    sk: SORT_KEY.audit,
    gsi1pk: LIST_PARTITION.audit,
    gsi1sk: `${entry.at}#${entry.id}`,
    gsi2pk: subjectPartition(entry.subject),
    gsi2sk: `${entry.at}#${entry.id}`,
    ...entry,
  };
}

function auditFromItem(item: Item): AuditEntry {
  return {
    id: String(item.id),
    action: item.action as AuditAction,
    adminId: String(item.adminId),
    adminEmail: String(item.adminEmail),
    at: String(item.at),
    subject: item.subject as AuditSubject,
    before: (item.before ?? {}) as AuditEntry['before'],
    after: (item.after ?? {}) as AuditEntry['after'],
    reason: typeof item.reason === 'string' ? item.reason : null,
  };
}

/** The transaction item that records an admin action beside the change: add it to the change's TransactWrite. */
export function auditEntryItem(actor: AuditActor, change: AuditChange, now: Date = new Date()): TransactItem {
  return { Put: { TableName: tableName(), Item: auditToItem(newAuditEntry(actor, change, now)) } };
}

/**
 * Records an action on its own, once per fixed id: for a change another path already applied (the
 * Stripe event carried the admin's refund in first), so the admin's action is still on record.
 */
export async function recordAuditEntryOnce(actor: AuditActor, change: AuditChange & { id: string }, now: Date) {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: auditToItem(newAuditEntry(actor, change, now)),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Admin actions newest first, a page at a time: all of them, or those on one record. */
export async function listAuditEntries(subject: AuditSubject | null, options: PageOptions) {
  const page = await queryPage(
    subject ? { index: GSI2, partition: subjectPartition(subject) } : { index: GSI1, partition: LIST_PARTITION.audit },
    options,
  );
  return { items: page.items.map(auditFromItem), nextCursor: page.nextCursor };
}
