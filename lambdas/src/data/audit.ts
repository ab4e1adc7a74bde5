import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditEntry, AuditSubject } from '@shared/api/types/admin';
import { GSI1, GSI2 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { ulid } from 'ulid';
import type { Caller } from '../lib/auth';
import { documentClient, tableName } from './client';
import { profileFromItem, userPartition } from './profile';
import { type Item, type PageOptions, queryPage } from './query-page';
import { isConditionFailed, type TransactItem } from './transactions';

/**
 * Audit entries: `AUDIT#<id>` / `AUDIT`, one per admin action or payment change, written in the same
 * transaction as the change it records (a change that fails writes none). Listed newest first
 * store-wide through gsi1 (`AUDIT` / `<at>#<id>`) and on the record they concern through gsi2
 * (`AUDIT#<type>#<id>` / `<at>#<id>`), so no list is ever a scan.
 */

/**
 * Who made a change: an admin (named as entries name them), Stripe (a refund made outside the panel),
 * or the store itself (a scheduled rule, such as a gift's claim period ending).
 */
export type AuditActor =
  | { actor: 'admin'; adminId: string; adminEmail: string }
  | { actor: 'stripe' }
  | { actor: 'system' };

/** A refund or dispute that reached the store from Stripe's events or the reconciler, not from the panel. */
export const STRIPE_ACTOR: AuditActor = { actor: 'stripe' };

/** A change the store's own schedule made (no admin asked for it). */
export const SYSTEM_ACTOR: AuditActor = { actor: 'system' };

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
  return {
    actor: 'admin',
    adminId: caller.userId,
    adminEmail: result.Item ? profileFromItem(result.Item).email : caller.username,
  };
}

function actorFields(actor: AuditActor): Pick<AuditEntry, 'actor' | 'adminId' | 'adminEmail'> {
  return actor.actor === 'admin'
    ? { actor: 'admin', adminId: actor.adminId, adminEmail: actor.adminEmail }
    : { actor: actor.actor, adminId: null, adminEmail: null };
}

function auditKey(id: string) {
  return { pk: `${PARTITION.audit}${id}`, sk: SORT_KEY.audit };
}

function subjectPartition(subject: AuditSubject): string {
  return `${PARTITION.audit}${subject.type}#${subject.id}`;
}

/** The entry a change records, as stored. */
function newAuditEntry(actor: AuditActor, change: AuditChange, now: Date): AuditEntry {
  return {
    id: change.id ?? ulid(now.getTime()),
    action: change.action,
    ...actorFields(actor),
    at: now.toISOString(),
    subject: change.subject,
    before: change.before,
    after: change.after,
    reason: change.reason ?? null,
  };
}

function auditToItem(entry: AuditEntry): Item {
  return {
    ...auditKey(entry.id),
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
    // Entries from before Stripe could act were all an admin's.
    actor: item.actor === 'stripe' || item.actor === 'system' ? item.actor : 'admin',
    adminId: typeof item.adminId === 'string' ? item.adminId : null,
    adminEmail: typeof item.adminEmail === 'string' ? item.adminEmail : null,
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
 * Puts the admin's name and reason on an entry another path wrote first for the same change (the
 * Stripe event or the reconciler applied the admin's refund before the panel heard back from Stripe),
 * so the change keeps one entry and it says who asked for it. No entry, nothing to do.
 */
export async function attributeAuditEntry(id: string, actor: AuditActor, reason: string | null): Promise<void> {
  const fields = { ...actorFields(actor), reason };
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: auditKey(id),
        UpdateExpression: 'SET actor = :actor, adminId = :adminId, adminEmail = :adminEmail, reason = :reason',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':actor': fields.actor,
          ':adminId': fields.adminId,
          ':adminEmail': fields.adminEmail,
          ':reason': fields.reason,
        },
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
