import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag-acknowledgements';

/**
 * An encrypted, SSL-only queue that keeps for 14 days what could not be delivered; the stage's
 * monitoring alarms as soon as anything waits in it. `sentBy` says what sends to it directly, which
 * is why it has no redrive policy of its own.
 */
export function deadLetterQueue(scope: Construct, sentBy: string): Queue {
  const queue = new Queue(scope, 'DeadLetterQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  acknowledge(
    queue,
    `This queue is the dead-letter queue of ${sentBy} (no redrive policy of its own); its alarm covers it`,
    'AwsSolutions-SQS3',
  );
  return queue;
}

/**
 * Keeps dead-letter queues, and what waits in them, when the stack is deleted (a stage that keeps its
 * data): each message is work still to apply, such as a paid purchase, and can be sent again from the
 * kept queue after a redeploy (docs/deploy.md, Recovering from a mistake).
 */
export function retainDeadLetterQueues(queues: readonly Queue[]): void {
  for (const queue of queues) queue.applyRemovalPolicy(RemovalPolicy.RETAIN);
}
