import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GSI2 } from '@shared/contract/table';
import { GSI2_PARTITION } from '@shared/contract/table-keys';
import { isTierId, type TierId } from '@shared/tiers';
import type { UpdateProgress } from '@shared/updates';
import { documentClient, tableName } from './client';
import { type OutboxEmail, outboxPut } from './outbox';
import { queryAll } from './query-page';
import { conditionFailedAt, isConditionFailed, type TransactItem, transactWrite } from './transactions';
import { publishedUpdateKeys, updateKey } from './update-items';

/**
 * The send job's state on the update item: the lease of the run that holds it (`jobLease`, a token,
 * and `jobLeaseUntil`), where its read of the audience stopped (`jobCursor`) and the counters of its
 * progress. Every write of a run is conditional on its lease, so a run that lost it (it overran and
 * another took over) writes nothing more.
 */

/** What a run needs of the update it holds. */
export interface HeldUpdate {
  id: string;
  subject: string;
  html: string;
  text: string;
  audienceTierId: TierId | null;
  jobCursor: string | null;
}

/** The run's lease was taken over by another run: it stops at once. */
class LeaseLostError extends Error {
  constructor(updateId: string, options?: ErrorOptions) {
    super(`The send job of update ${updateId} lost its lease`, options);
    this.name = 'LeaseLostError';
  }
}

/** Ids of the updates whose send has not finished, oldest first (the schedule resumes them). */
export async function listSendingUpdateIds(): Promise<string[]> {
  const items = await queryAll({ index: GSI2, partition: GSI2_PARTITION.sendingUpdates });
  return items.map((item) => String(item.id)).reverse();
}

/**
 * Takes the lease of a sending update nobody holds (or whose holder's lease ran out) and that is not
 * paused for the daily quota past `now`; null when it is not to be run. Taking it ends the pause.
 */
export async function takeJobLease(id: string, lease: string, now: Date, until: Date): Promise<HeldUpdate | null> {
  try {
    const { Attributes: item = {} } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: updateKey(id),
        UpdateExpression: 'SET jobLease = :lease, jobLeaseUntil = :until REMOVE resumesAt',
        ConditionExpression:
          'attribute_exists(pk) AND #status = :sending AND (attribute_not_exists(jobLeaseUntil) OR jobLeaseUntil < :now) ' +
          'AND (attribute_not_exists(resumesAt) OR resumesAt <= :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':lease': lease,
          ':until': until.toISOString(),
          ':now': now.toISOString(),
          ':sending': 'sending',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      id,
      subject: String(item.subject),
      html: String(item.html),
      text: String(item.text),
      audienceTierId: isTierId(item.audienceTierId) ? item.audienceTierId : null,
      jobCursor: typeof item.jobCursor === 'string' ? item.jobCursor : null,
    };
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

function leaseHeld(id: string, lease: string, update: string, values: Record<string, unknown> = {}) {
  return {
    TableName: tableName(),
    Key: updateKey(id),
    UpdateExpression: update,
    ConditionExpression: 'jobLease = :lease',
    ...(update.includes('#status') ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
    ExpressionAttributeValues: { ':lease': lease, ...values },
  };
}

/**
 * Queues one recipient's email and counts it, in one transaction: the email's id is fixed by the
 * update and the recipient, and it is written only if absent, so a resumed run never queues twice and
 * `queued` moves exactly when an email was written. Answers false when it was queued before.
 */
export async function queueUpdateEmail(id: string, lease: string, email: OutboxEmail): Promise<boolean> {
  try {
    // Tried again when it collides with the sender counting a delivery on the same update: nothing was written then.
    await transactWrite([outboxPut(email), { Update: leaseHeld(id, lease, 'ADD queued :one', { ':one': 1 }) }]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 1)) throw new LeaseLostError(id, { cause: error });
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

async function writeHeld(id: string, lease: string, update: string, values: Record<string, unknown> = {}) {
  try {
    await documentClient.send(new UpdateCommand(leaseHeld(id, lease, update, values)));
  } catch (error) {
    if (isConditionFailed(error)) throw new LeaseLostError(id, { cause: error });
    throw error;
  }
}

/** Saves where the next page of the audience starts, and renews the lease. */
export function saveJobCursor(id: string, lease: string, cursor: string, until: Date): Promise<void> {
  return writeHeld(id, lease, 'SET jobCursor = :cursor, jobLeaseUntil = :until', {
    ':cursor': cursor,
    ':until': until.toISOString(),
  });
}

/** Gives the lease back before the invocation ends, so the next run resumes at once. */
export function releaseJobLease(id: string, lease: string): Promise<void> {
  return writeHeld(id, lease, 'REMOVE jobLease, jobLeaseUntil');
}

/**
 * The daily quota has no room left for the update: it waits, unheld, until `resumesAt` (no run takes
 * it before then, so the stream event of this write wakes nothing; the schedule resumes it after).
 */
export function pauseJob(id: string, lease: string, resumesAt: Date): Promise<void> {
  return writeHeld(id, lease, 'SET resumesAt = :resumesAt REMOVE jobLease, jobLeaseUntil', {
    ':resumesAt': resumesAt.toISOString(),
  });
}

/** Every recipient is queued: the update is sent, listed on /updates instead of among the sending ones. */
export function finishJob(id: string, lease: string, now: Date): Promise<void> {
  const sentAt = now.toISOString();
  const published = publishedUpdateKeys(id, sentAt);
  return writeHeld(
    id,
    lease,
    'SET #status = :sent, sentAt = :sentAt, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE jobLease, jobLeaseUntil, jobCursor',
    { ':sent': 'sent', ':sentAt': sentAt, ':gsi2pk': published.gsi2pk, ':gsi2sk': published.gsi2sk },
  );
}

type DeliveryCounter = Exclude<keyof UpdateProgress, 'queued'>;

function deliveryCounter(id: string, counter: DeliveryCounter) {
  return {
    TableName: tableName(),
    Key: updateKey(id),
    UpdateExpression: 'ADD #counter :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#counter': counter },
    ExpressionAttributeValues: { ':one': 1 },
  };
}

/** The transaction item that moves one of an update's delivery counters by one (the sender's outcome of its email). */
export function countDelivery(id: string, counter: DeliveryCounter): TransactItem {
  return { Update: deliveryCounter(id, counter) };
}

/** Counts a failed try of an update's email (it stays pending and is tried again). */
export async function countFailedTry(id: string): Promise<void> {
  await documentClient.send(new UpdateCommand(deliveryCounter(id, 'failed')));
}
