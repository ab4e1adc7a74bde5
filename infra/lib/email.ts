import { ENV } from '@shared/contract/lambda-env';
import { PARTITION } from '@shared/contract/table-keys';
import type { Seller } from '@shared/seller';
import { Arn, Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { FilterCriteria, FilterRule, StartingPosition, type Function as StoreLambda } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EMAIL_SENDER_ENTRY, SES_EVENTS_ENTRY, SETUP_REMINDERS_ENTRY } from '../../lambdas/src/handlers/entries';
import { deadLetterQueue } from './dead-letter-queue';
import { acknowledge } from './nag-acknowledgements';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

export interface EmailProps {
  functions: FunctionDefaults;
  /** The single table, with its stream on (NEW_IMAGE). */
  table: ITable;
  /** The verified SES identity (a domain or an address) the emails are sent from. */
  identity: string;
  /** The From address (at the identity's domain, or the identity itself). */
  from: string;
  /** The support mailbox that hears about each new contact or ticket. */
  supportInbox: string;
  /** The seller named in the emails about a payment. */
  seller: Seller;
  /** How often the sweep sends whatever the stream could not (an SES outage, for example). */
  sweepEvery: Duration;
  /** The account's SES rate (emails a second): the sweep paces every email it sends to it. */
  sendRate: number;
  /** The key Cognito encrypts account codes under (Auth): the sender alone decrypts them, at send time. */
  codeKey: IKey;
}

/**
 * Email out of the outbox: new outbox items on the table's stream → the email sender, which sends
 * through SES and marks each item sent. Records still failing after Lambda's retries (bisected) go
 * to the dead-letter queue, which the stage's monitoring alarms on; the emails themselves stay in the
 * outbox, and the scheduled sweep sends them once SES is back. The setup reminder sweep, a function
 * of its own without SES, writes the reminders that fall due into the outbox every 15 minutes.
 */
export class Email extends Construct {
  readonly sender: StoreLambda;
  readonly deadLetterQueue: Queue;
  readonly sweepSchedule: Rule;
  /** Writes the setup reminders' emails as they fall due; the sender sends them. */
  readonly reminderSweep: StoreLambda;
  readonly reminderSchedule: Rule;
  /** Sign-up, receipt, refund and ticket mail is sent through this set (Cognito sends its codes on its own). */
  readonly transactionalConfigurationSet: ConfigurationSet;
  /** Development updates are sent through this one: their bounces and complaints show apart in SES's metrics. */
  readonly updateConfigurationSet: ConfigurationSet;
  /** Records SES's bounces and complaints: suppresses the address and opts its user out of updates. */
  readonly sesEvents: StoreLambda;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'the email sender’s stream source');
    // The transactional set keeps the id the single set had, so a deploy keeps the set rather than replacing it.
    this.transactionalConfigurationSet = addConfigurationSet(this, 'ConfigurationSet');
    this.updateConfigurationSet = addConfigurationSet(this, 'UpdateConfigurationSet');

    this.sender = this.addSender(props);
    this.sweepSchedule = new Rule(this, 'SweepSchedule', {
      description: 'Sends outbox emails the stream delivery could not (for example during an SES outage)',
      schedule: Schedule.rate(props.sweepEvery),
      targets: [new LambdaFunction(this.sender, { retryAttempts: 0 })],
    });

    this.sesEvents = this.addSesEvents(props);

    this.reminderSweep = new StoreFunction(this, 'SetupReminderFunction', {
      ...props.functions,
      entry: SETUP_REMINDERS_ENTRY,
      description: 'Setup reminders: writes the emails of the reminders due into the outbox, once each',
      timeout: Duration.seconds(60),
      environment: { [ENV.tableName]: props.table.tableName },
    }).function;
    grantTableAccess(this.reminderSweep, props.table, 'setup-reminders');
    this.reminderSchedule = new Rule(this, 'SetupReminderSchedule', {
      description: 'Sends the setup reminders that fell due',
      schedule: Schedule.rate(Duration.minutes(15)),
      targets: [new LambdaFunction(this.reminderSweep, { retryAttempts: 0 })],
    });
  }

  /** The email sender: sends through SES each new outbox item of the table's stream. */
  private addSender(props: EmailProps): StoreLambda {
    const fn = new StoreFunction(this, 'EmailSenderFunction', {
      ...props.functions,
      entry: EMAIL_SENDER_ENTRY,
      description: 'Email sender: delivers outbox emails through SES, once each',
      // The sweep drains the outbox at the SES rate until its time runs out: nearly the whole interval
      // between two sweeps (never past Lambda's 15 minutes), so they never overlap.
      timeout: Duration.seconds(Math.min(sweepSeconds(props.sweepEvery) - 10, 900)),
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.updateSendRate]: String(props.sendRate),
        [ENV.emailFrom]: props.from,
        [ENV.supportInbox]: props.supportInbox,
        [ENV.sellerName]: props.seller.name,
        [ENV.sellerAddress]: props.seller.address,
        [ENV.sesConfigurationSet]: this.transactionalConfigurationSet.configurationSetName,
        [ENV.sesUpdateConfigurationSet]: this.updateConfigurationSet.configurationSetName,
        [ENV.accountCodeKeyArn]: props.codeKey.keyArn,
      },
    }).function;
    grantTableAccess(fn, props.table, 'email-sender');
    props.codeKey.grantDecrypt(fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          Arn.format({ service: 'ses', resource: 'identity', resourceName: props.identity }, Stack.of(this)),
          ...[this.transactionalConfigurationSet, this.updateConfigurationSet].map((set) =>
            Arn.format(
              { service: 'ses', resource: 'configuration-set', resourceName: set.configurationSetName },
              Stack.of(this),
            ),
          ),
        ],
      }),
    );
    fn.addEventSource(newOutboxItems(props.table, this.deadLetterQueue));
    if (fn.role) {
      acknowledge(
        fn.role,
        'dynamodb:ListStreams has no resource-level permissions (AWS documents it for Resource "*"); CDK adds it for ' +
          'the stream event source, and the stream reads themselves are scoped to the table stream',
        'AwsSolutions-IAM5[Resource::*]',
      );
    }
    return fn;
  }

  /** The Lambda that records SES's bounces and complaints, and the rule that brings them. */
  private addSesEvents(props: EmailProps): StoreLambda {
    const fn = new StoreFunction(this, 'SesEventsFunction', {
      ...props.functions,
      entry: SES_EVENTS_ENTRY,
      description: 'Records SES bounces and complaints: suppresses the address and opts its user out of updates',
      environment: { [ENV.tableName]: props.table.tableName },
    }).function;
    grantTableAccess(fn, props.table, 'ses-events');
    new Rule(this, 'SesEventsRule', {
      description: 'SES bounces and complaints of the store’s two configuration sets',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        detail: {
          mail: {
            tags: {
              'ses:configuration-set': [
                this.transactionalConfigurationSet.configurationSetName,
                this.updateConfigurationSet.configurationSetName,
              ],
            },
          },
        },
      },
      targets: [new LambdaFunction(fn, { retryAttempts: 8, deadLetterQueue: this.deadLetterQueue })],
    });
    return fn;
  }
}

/**
 * Bounces and complaints come back through EventBridge rather than SNS: no topic to encrypt and
 * lock down, the rule filters to the two event types, and a failed invocation is retried and
 * then kept in the dead-letter queue the stage already alarms on.
 */
function addConfigurationSet(scope: Construct, id: string): ConfigurationSet {
  const configurationSet = new ConfigurationSet(scope, id, {});
  configurationSet.addEventDestination('BouncesAndComplaints', {
    destination: EventDestination.eventBus(EventBus.fromEventBusName(configurationSet, 'DefaultBus', 'default')),
    events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });
  return configurationSet;
}

/** The table's stream, filtered to new outbox items; records still failing after the retries go to `deadLetters`. */
function newOutboxItems(table: ITable, deadLetters: Queue): DynamoEventSource {
  return new DynamoEventSource(table, {
    startingPosition: StartingPosition.TRIM_HORIZON,
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAge: Duration.hours(1),
    onFailure: new SqsDlq(deadLetters),
    // Only new outbox items wake the sender; claims and "sent" marks are updates, so never loop.
    filters: [
      FilterCriteria.filter({
        eventName: FilterRule.isEqual('INSERT'),
        dynamodb: { NewImage: { pk: { S: FilterRule.beginsWith(PARTITION.outbox) } } },
      }),
    ],
  });
}

function sweepSeconds(every: Duration): number {
  const seconds = every.toSeconds();
  if (seconds < 70) throw new Error(`The email sweep needs at least 70 seconds between runs, not ${seconds}`);
  return seconds;
}
