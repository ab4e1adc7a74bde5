import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deliverEmail, drainOutbox } from '../../email/sender';
import { requireUnsubscribeSecretSetting } from '../../email/unsubscribe-secret';
import { withLambdaStack } from '../../lib/lambda-stack';
import { logger } from '../../lib/logger';

// Each update email carries a signed unsubscribe link: without the key the sender does not start.
requireUnsubscribeSecretSetting();

/** The scheduled sweep's event (EventBridge Scheduler, or the local stack). */
interface SweepEvent {
  source?: string;
}

function isStreamEvent(event: DynamoDBStreamEvent | SweepEvent): event is DynamoDBStreamEvent {
  return Array.isArray((event as DynamoDBStreamEvent).Records);
}

/**
 * New outbox items from the table's stream (filtered to them in CDK): each is sent once. Records
 * whose send failed are reported, so Lambda retries (bisecting) only those and finally hands them
 * to the dead-letter queue; the email itself stays pending and the sweep sends it once SES is back.
 */
async function handleEmails(event: DynamoDBStreamEvent | SweepEvent): Promise<DynamoDBBatchResponse | unknown> {
  if (!isStreamEvent(event)) {
    const result = await drainOutbox();
    logger.info('Outbox sweep finished', { ...result });
    return result;
  }
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const id = record.dynamodb?.NewImage?.id?.S;
    if (!id) continue;
    try {
      await deliverEmail(id);
    } catch (error) {
      logger.warn('Email not sent; Lambda will try the record again', { emailId: id, error: String(error) });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
    }
  }
  return { batchItemFailures };
}

export const handler = withLambdaStack(handleEmails, []);
