/**
 * The email outbox. A request that causes an email writes one outbox item in the same transaction
 * as its record, so the email can neither be lost (the record exists, so does the item) nor sent for
 * a record that was never stored. The email sender (lambdas/src/email/sender.ts) delivers it.
 *
 * | item  | key                   | gsi1 (while pending)                          | gsi2 (when about a user)                 | what it holds                         |
 * | email | `OUTBOX#<id>`/`EMAIL` | `OUTBOX_PENDING` / `<order>#<createdAt>#<id>` | `USER#<sub>` / `EMAIL#<createdAt>#<id>` | the message, `claimedUntil`, `sentAt` |
 *
 * `<order>` ranks the pending list by what waits worst (lambdas/src/data/outbox-pending.ts, which
 * the sweep reads it through).
 *
 * An email about a user whose account is then deleted is withdrawn (`withdrawnAt`): its addresses
 * and names are replaced and it is never sent (lambdas/src/data/account-deletion.ts).
 *
 * Sending claims the item first (a conditional update), so a retried stream batch, a sweep and a
 * stream delivery racing each other send it once. The pending index keys are removed once sent.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2 } from '@shared/contract/table';
import { LIST_PARTITION, PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { ulid } from 'ulid';
import { documentClient, tableName } from './client';
import type { EmailMessage } from './outbox-messages';
import { pendingSortKey } from './outbox-pending';
import { userPartition } from './profile';
import { type Item, queryAll } from './query-page';
import { isConditionFailed, isTransactionConflict, type TransactItem, transactWrite } from './transactions';

export interface OutboxEmail {
  id: string;
  /** The signed-in user the email is about (their ticket or purchase), so deleting the account finds it. */
  userId: string | null;
  message: EmailMessage;
  createdAt: string;
  sentAt: string | null;
}

/** How long a claim keeps others off an email: a sender that died mid-send gives it back after this. */
const CLAIM_SECONDS = 120;

function outboxKey(id: string) {
  return { pk: `${PARTITION.outbox}${id}`, sk: SORT_KEY.email };
}

/**
 * A new outbox email; put it with `outboxPut` in the transaction of the record that causes it. Its id
 * is a new ULID unless one is given (an email that must be queued at most once names itself).
 */
export function newOutboxEmail(
  message: EmailMessage,
  now: Date,
  userId: string | null,
  id = ulid(now.getTime()),
): OutboxEmail {
  return { id, userId, message, createdAt: now.toISOString(), sentAt: null };
}

/** The gsi2 partition and sort-key prefix under which a user's outbox emails are listed. */
function userEmailsIndex(userId: string) {
  return { partition: userPartition(userId), sortKeyPrefix: SORT_KEY.userEmail };
}

function outboxToItem(email: OutboxEmail): Item {
  return {
    ...outboxKey(email.id),
    gsi1pk: LIST_PARTITION.pendingEmails,
    gsi1sk: pendingSortKey(email.message.template, email.createdAt, email.id),
    ...(email.userId
      ? { gsi2pk: userPartition(email.userId), gsi2sk: `${SORT_KEY.userEmail}${email.createdAt}#${email.id}` }
      : {}),
    id: email.id,
    template: email.message.template,
    ...(email.userId ? { userId: email.userId } : {}),
    message: email.message,
    createdAt: email.createdAt,
    // Absent until sent: claims and marks test attribute_not_exists(sentAt).
    ...(email.sentAt ? { sentAt: email.sentAt } : {}),
  };
}

function outboxFromItem(item: Item): OutboxEmail {
  return {
    id: String(item.id),
    userId: typeof item.userId === 'string' ? item.userId : null,
    message: item.message as EmailMessage,
    createdAt: String(item.createdAt),
    sentAt: typeof item.sentAt === 'string' ? item.sentAt : null,
  };
}

/** The transaction item that writes the email beside its record. */
export function outboxPut(email: OutboxEmail): TransactItem {
  return {
    Put: { TableName: tableName(), Item: outboxToItem(email), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/**
 * Takes an email for sending: only when it is not sent, not withdrawn and nobody else holds an unexpired claim.
 * Answers the claim token to mark or release it with, or null when it is not ours to send.
 */
export async function claimEmail(id: string, now: Date): Promise<{ email: OutboxEmail; claim: string } | null> {
  const claim = ulid(now.getTime());
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(id),
        UpdateExpression: 'SET claim = :claim, claimedUntil = :until',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(sentAt) AND attribute_not_exists(withdrawnAt) AND attribute_not_exists(skippedAt) AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeValues: {
          ':claim': claim,
          ':until': new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(),
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { email: outboxFromItem(result.Attributes ?? {}), claim };
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/**
 * Writes an email's outcome, and with `alongside` (an update's counter) in one transaction with it,
 * tried again when it collides with the send job's writes to the same update. Should it still
 * collide, the outcome is written alone: an email SES took must never look unsent (it would go out
 * twice), while the counter is only the progress shown to the admin.
 */
async function writeOutcome(
  id: string,
  claim: string,
  update: string,
  values: Record<string, unknown>,
  alongside: TransactItem | undefined,
): Promise<void> {
  const input = {
    TableName: tableName(),
    Key: outboxKey(id),
    UpdateExpression: update,
    ConditionExpression: 'claim = :claim',
    ExpressionAttributeValues: { ...values, ':claim': claim },
  };
  if (alongside) {
    try {
      return await transactWrite([{ Update: input }, alongside]);
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
    }
  }
  await documentClient.send(new UpdateCommand(input));
}

/** Records the email as sent and takes it out of the pending index. */
export async function markEmailSent(
  id: string,
  claim: string,
  now: Date,
  providerMessageId: string | null,
  alongside?: TransactItem,
): Promise<void> {
  await writeOutcome(
    id,
    claim,
    'SET sentAt = :now, providerMessageId = :messageId REMOVE claimedUntil, gsi1pk, gsi1sk',
    { ':now': now.toISOString(), ':messageId': providerMessageId },
    alongside,
  );
}

/** Records that the email was not sent (a suppressed address, or consent withdrawn) and why, and takes it out of the pending index. */
export async function markEmailSkipped(
  id: string,
  claim: string,
  now: Date,
  reason: string,
  alongside?: TransactItem,
): Promise<void> {
  await writeOutcome(
    id,
    claim,
    'SET skippedAt = :now, skipReason = :reason REMOVE claimedUntil, gsi1pk, gsi1sk',
    { ':now': now.toISOString(), ':reason': reason },
    alongside,
  );
}

/** Gives a claimed email back after a failed send, for the next try. */
export async function releaseEmail(id: string, claim: string, error: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(id),
        UpdateExpression: 'SET lastError = :error ADD attempts :one REMOVE claimedUntil',
        ConditionExpression: 'claim = :claim',
        ExpressionAttributeValues: { ':error': error.slice(0, 500), ':one': 1, ':claim': claim },
      }),
    );
  } catch (releaseError) {
    // Someone else claimed it after ours expired: theirs now.
    if (!isConditionFailed(releaseError)) throw releaseError;
  }
}

/** Every outbox email about a user (their tickets' and purchases' emails), sent or not. */
export async function listEmailsAboutUser(userId: string): Promise<OutboxEmail[]> {
  const items = await queryAll({ index: GSI2, ...userEmailsIndex(userId) });
  return items.map(outboxFromItem);
}

/** The message with every address and name of its user replaced by the tombstone. */
function withoutPersonalData(message: EmailMessage, tombstone: string): EmailMessage {
  switch (message.template) {
    case 'new-contact':
      return { ...message, name: tombstone, email: tombstone };
    case 'ticket-response':
      return { ...message, to: tombstone, name: tombstone };
    case 'tier-granted':
    case 'payment-refunded':
    case 'dispute-lost':
    case 'update':
    case 'setup-reminder':
    case 'account-code':
    case 'gift-received':
    case 'gift-sent':
    case 'gift-claimed':
    case 'gift-reminder':
    case 'gift-cancelled':
    case 'gift-expired':
      return { ...message, to: tombstone };
  }
}

/**
 * Takes the named sender out of an email to someone else (a gift's buyer who deleted their account):
 * the email stays its recipient's and, still waiting, goes out naming nobody (one being sent right
 * now goes out as it was, as with a withdrawal). Answers false when no email with a sender has that id.
 */
export async function forgetEmailSender(id: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(id),
        UpdateExpression: 'SET message.#from = :nobody',
        ConditionExpression: 'attribute_exists(message.#from)',
        ExpressionAttributeNames: { '#from': 'from' },
        ExpressionAttributeValues: { ':nobody': null },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Withdraws an email whose user deleted their account: its addresses and names are replaced, it
 * leaves the pending list and claims refuse it from now on (an email already being sent goes out).
 * Safe to run again.
 */
export async function withdrawEmail(email: OutboxEmail, tombstone: string, now: Date): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: outboxKey(email.id),
      UpdateExpression: 'SET message = :message, withdrawnAt = if_not_exists(withdrawnAt, :now) REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':message': withoutPersonalData(email.message, tombstone),
        ':now': now.toISOString(),
      },
    }),
  );
}
