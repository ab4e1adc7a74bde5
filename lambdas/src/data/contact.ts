import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ticket } from '@shared/api/types/account';
import type { ContactSubmission } from '@shared/api/types/admin';
import { GSI1, GSI2 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { BASE_LOCALE, LOCALES, type Locale } from '@shared/locales';
import type { ContactPatch } from '@shared/schemas/api';
import type { ContactForm } from '@shared/schemas/contact';
import { type ContactListStatus, resolvedAtFor, TICKET_STATUSES, type TicketStatus } from '@shared/tickets';
import { ulid } from 'ulid';
import { type RetryRules, retry } from '../lib/retry';
import { type AuditActor, type AuditChange, auditEntryItem } from './audit';
import { documentClient, tableName } from './client';
import { ContactChangedError, ContactNotFoundError, ContactRateLimitedError, NoAccountError } from './errors';
import { newOutboxEmail, outboxPut } from './outbox';
import type { EmailMessage } from './outbox-messages';
import { getAccountEmail, userPartition } from './profile';
import { type Item, type PageOptions, queryAll, queryMergedPage, queryPage } from './query-page';
import { CONTACT_RATE_LIMIT, consumeRateLimit, rateLimitClient } from './rate-limit';
import { totalsChange } from './totals';
import {
  conditionFailedAt,
  isTransactionConflict,
  RACE_BACKOFF,
  transactWrite,
  transactWriteOnce,
} from './transactions';

/** The user's tickets page is not paginated; it shows this many, newest first. */
const TICKETS_SHOWN = 100;

function contactKey(id: string) {
  return { pk: `${PARTITION.contact}${id}`, sk: SORT_KEY.contact };
}

/** The admin's list of one status, newest first: `CONTACTS#<status>` / `<createdAt>#<id>`. */
export function contactListPartition(status: TicketStatus): string {
  return `${LIST_PARTITION.contactsByStatus}${status}`;
}

export function contactToItem(contact: ContactSubmission): Item {
  return {
    ...contactKey(contact.id),
    gsi1pk: contactListPartition(contact.status),
    gsi1sk: `${contact.createdAt}#${contact.id}`,
    // Only tickets (a signed-in sender) are listed under their user.
    ...(contact.userId
      ? { gsi2pk: userPartition(contact.userId), gsi2sk: `${SORT_KEY.ticket}${contact.createdAt}` }
      : {}),
    ...contact,
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function contactFromItem(item: Item): ContactSubmission {
  const status = TICKET_STATUSES.find((known) => known === item.status) ?? 'new';
  return {
    id: String(item.id),
    userId: text(item.userId),
    name: String(item.name),
    email: String(item.email),
    subject: text(item.subject),
    message: String(item.message),
    status,
    adminNotes: text(item.adminNotes),
    adminResponse: text(item.adminResponse),
    createdAt: String(item.createdAt),
    resolvedAt: text(item.resolvedAt),
  };
}

/** What the ticket's user sees: never the internal notes or the sender fields. */
function toTicket(contact: ContactSubmission): Ticket {
  const { id, subject, message, status, adminResponse, createdAt, resolvedAt } = contact;
  return { id, subject, message, status, adminResponse, createdAt, resolvedAt };
}

/**
 * Stores a contact form (a ticket when `userId` is set), counts it as new and queues the support
 * mailbox's email, in one transaction. First it counts the message against its sender's limit (the
 * user, or the client IP when anonymous); over the limit nothing is stored (ContactRateLimitedError).
 * A ticket carries the account's email, not the form's: the admin's answer is mailed there, so a
 * typed address would send a user's ticket to a third party. No live account, no ticket (NoAccountError).
 */
export async function createContact(
  form: ContactForm,
  userId: string | null,
  now: Date,
  sourceIp: string,
  locale: Locale = BASE_LOCALE,
): Promise<ContactSubmission> {
  const email = userId === null ? form.email : await getAccountEmail(userId);
  if (email === null) throw new NoAccountError();
  const spent = await consumeRateLimit(CONTACT_RATE_LIMIT, rateLimitClient(userId, sourceIp), now);
  if (spent) throw new ContactRateLimitedError({ cause: spent });
  const contact: ContactSubmission = {
    id: ulid(now.getTime()),
    userId,
    name: form.name,
    email,
    subject: form.subject ?? null,
    message: form.message,
    status: 'new',
    adminNotes: null,
    adminResponse: null,
    createdAt: now.toISOString(),
    resolvedAt: null,
  };
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        // The page's language, which our answer speaks to a sender with no account (English unsaid).
        Item: { ...contactToItem(contact), ...(locale === BASE_LOCALE ? {} : { locale }) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    totalsChange({ contactCount: 1, pendingContacts: 1, contactStatuses: { new: 1 } }),
    outboxPut(newOutboxEmail(newContactEmail(contact), now, userId)),
  ]);
  return contact;
}

function newContactEmail(contact: ContactSubmission): EmailMessage {
  const { id, name, email, subject, message } = contact;
  return { template: 'new-contact', contactId: id, ticket: contact.userId !== null, name, email, subject, message };
}

/**
 * The email to the sender when a patch gives them a new response (notes never leave the panel), in
 * the language the message was sent in when the sender has no profile to keep one on.
 */
function responseEmail(current: ContactSubmission, patch: ContactPatch, locale: Locale | null): EmailMessage | null {
  const response = patch.adminResponse;
  if (response === undefined || response.trim() === '' || response === current.adminResponse) return null;
  const { id, name, email, subject } = current;
  return {
    template: 'ticket-response',
    to: email,
    contactId: id,
    name,
    subject,
    response,
    ...(locale ? { locale } : {}),
  };
}

/** A user's tickets, newest first. */
export async function listTicketsForUser(userId: string): Promise<Ticket[]> {
  const page = await queryPage(
    { index: GSI2, partition: userPartition(userId), sortKeyPrefix: SORT_KEY.ticket },
    { limit: TICKETS_SHOWN },
  );
  return page.items.map((item) => toTicket(contactFromItem(item)));
}

/** Every ticket of a user with the name and email they gave, newest first (data download, deletion). */
export async function listAllTicketsForUser(userId: string): Promise<ContactSubmission[]> {
  const items = await queryAll({ index: GSI2, partition: userPartition(userId), sortKeyPrefix: SORT_KEY.ticket });
  return items.map(contactFromItem);
}

/**
 * Replaces the sender's name and email on a ticket whose user deleted their account; the message,
 * status and answers stay for support's records. Safe to run again.
 */
export async function anonymizeTicketSender(id: string, tombstone: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: contactKey(id),
      UpdateExpression: 'SET #name = :tombstone, email = :tombstone',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':tombstone': tombstone },
    }),
  );
}

/**
 * The contact submissions in one status (one Query), or in every status together (one Query per
 * status, merged), newest first, a page at a time.
 */
export async function listContacts(status: ContactListStatus, options: PageOptions) {
  const page =
    status === 'all'
      ? await queryMergedPage(GSI1, TICKET_STATUSES.map(contactListPartition), options)
      : await queryPage({ index: GSI1, partition: contactListPartition(status) }, options);
  return { items: page.items.map(contactFromItem), nextCursor: page.nextCursor };
}

/** One contact submission as the admin sees it (ContactNotFoundError when there is none). */
export async function getContactSubmission(id: string): Promise<ContactSubmission> {
  const stored = await getContact(id);
  if (!stored) throw new ContactNotFoundError();
  return stored.contact;
}

/** A contact as stored, with the list it is in (`CONTACTS` for one stored before the lists by status). */
async function getContact(
  id: string,
): Promise<{ contact: ContactSubmission; listedIn: string; locale: Locale | null } | null> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: contactKey(id), ConsistentRead: true }),
  );
  if (!result.Item) return null;
  const locale = LOCALES.find((known) => known === result.Item?.locale) ?? null;
  return { contact: contactFromItem(result.Item), listedIn: String(result.Item.gsi1pk), locale };
}

/**
 * How a status change moves the per-status counts: out of the old status into the new one; a contact
 * still in the list from before the counts by status was never counted, so it is only counted in.
 */
function statusCountMoves(
  from: TicketStatus,
  to: TicketStatus,
  counted: boolean,
): Partial<Record<TicketStatus, number>> {
  if (!counted) return { [to]: 1 };
  return from === to ? {} : { [from]: -1, [to]: 1 };
}

/**
 * A change that lost a race reads again and writes again, 3 tries in all: someone changed
 * the status between our read and our write (in the end, ContactChangedError), or the transaction
 * collided with another on the totals.
 */
const STATUS_RACE_RETRY: RetryRules = {
  attempts: 3,
  ...RACE_BACKOFF,
  retryable: (error) => conditionFailedAt(error, 0) || isTransactionConflict(error),
  giveUp: (lastError) =>
    conditionFailedAt(lastError, 0) ? new ContactChangedError({ cause: lastError }) : (lastError as Error),
};

/**
 * Applies an admin's change: reads the contact, then writes in one transaction the change (only if
 * the status and its list are still the ones read; a status change moves it to its status's list),
 * the audit entry with the values before and after, the moves of the pending and per-status counts,
 * and the email that carries a new response to the sender. A change that fails writes none of them.
 */
export async function updateContact(
  id: string,
  patch: ContactPatch,
  now: Date,
  actor: AuditActor,
): Promise<ContactSubmission> {
  const status = patch.status;
  return retry(async () => {
    const stored = await getContact(id);
    if (!stored) throw new ContactNotFoundError();
    const { contact: current, listedIn, locale } = stored;
    const nextStatus = status ?? current.status;
    const pendingMove = (nextStatus === 'new' ? 1 : 0) - (current.status === 'new' ? 1 : 0);
    const statusChanges = status === undefined ? {} : { status, resolvedAt: resolvedAtFor(status, now) };
    const updated: ContactSubmission = { ...current, ...textChanges(patch), ...statusChanges };
    const counted = listedIn !== LIST_PARTITION.contacts;
    const statusMoves = status === undefined ? {} : statusCountMoves(current.status, status, counted);
    const { expression, names, values } = setExpression({
      ...textChanges(patch),
      ...statusChanges,
      ...(status === undefined ? {} : { gsi1pk: contactListPartition(status) }),
    });
    const countChanges = {
      ...(pendingMove !== 0 ? { pendingContacts: pendingMove } : {}),
      ...(Object.keys(statusMoves).length > 0 ? { contactStatuses: statusMoves } : {}),
    };
    const email = responseEmail(current, patch, locale);
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: contactKey(id),
          UpdateExpression: expression,
          ConditionExpression: '#status = :expectedStatus AND #listedIn = :listedIn',
          ExpressionAttributeNames: { ...names, '#status': 'status', '#listedIn': 'gsi1pk' },
          ExpressionAttributeValues: { ...values, ':expectedStatus': current.status, ':listedIn': listedIn },
        },
      },
      auditEntryItem(actor, contactAudit(current, updated, patch), now),
      ...(Object.keys(countChanges).length > 0 ? [totalsChange(countChanges)] : []),
      ...(email ? [outboxPut(newOutboxEmail(email, now, current.userId))] : []),
    ]);
    return updated;
  }, STATUS_RACE_RETRY);
}

const AUDITED_FIELDS = ['status', 'adminNotes', 'adminResponse'] as const;

/** The audit record of a patch: the fields it names, before and after. */
function contactAudit(before: ContactSubmission, after: ContactSubmission, patch: ContactPatch): AuditChange {
  const fields = AUDITED_FIELDS.filter((field) => patch[field] !== undefined);
  return {
    action: 'contact_updated',
    subject: { type: 'contact', id: before.id },
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  };
}

function textChanges(patch: ContactPatch): Partial<Pick<ContactSubmission, 'adminNotes' | 'adminResponse'>> {
  return {
    ...(patch.adminNotes !== undefined ? { adminNotes: patch.adminNotes } : {}),
    ...(patch.adminResponse !== undefined ? { adminResponse: patch.adminResponse } : {}),
  };
}

function setExpression(changes: Record<string, unknown>) {
  const fields = Object.keys(changes);
  return {
    expression: `SET ${fields.map((field) => `#${field} = :${field}`).join(', ')}`,
    names: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
    values: Object.fromEntries(fields.map((field) => [`:${field}`, changes[field]])),
  };
}
