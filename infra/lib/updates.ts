import { ENV } from '@shared/contract/lambda-env';
import { PARTITION } from '@shared/contract/table-keys';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition, type Function as StoreLambda } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { UPDATE_SENDER_ENTRY } from '../../lambdas/src/handlers/entries';
import { acknowledge } from './nag-acknowledgements';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

export interface UpdatesProps {
  functions: FunctionDefaults;
  table: ITable;
  /** Development update emails queued per second: the stage's SES rate. */
  sendRate: number;
  /** The fraction of the account's SES daily quota updates leave for transactional email (stage config). */
  transactionalEmailReserve: number;
}

/**
 * The development updates' send job: the update sender Lambda queues one outbox email per recipient
 * at the stage's SES rate (the email sender delivers them). The table's stream starts it when a send
 * starts (the admin's send moves the update to `sending`) and when a run stops at its deadline (it
 * gives its lease back); a schedule every minute resumes any send whose run died (its lease ran out).
 */
export class Updates extends Construct {
  readonly sender: StoreLambda;
  readonly resumeSchedule: Rule;

  constructor(scope: Construct, id: string, props: UpdatesProps) {
    super(scope, id);

    this.sender = new StoreFunction(this, 'UpdateSenderFunction', {
      ...props.functions,
      entry: UPDATE_SENDER_ENTRY,
      description: 'Update sender: queues one outbox email per recipient of a development update, resumable',
      timeout: Duration.minutes(5),
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.updateSendRate]: String(props.sendRate),
        [ENV.transactionalEmailReserve]: String(props.transactionalEmailReserve),
      },
    }).function;
    grantTableAccess(this.sender, props.table, 'update-sender');
    // Before each page the send job reads the account's daily quota and what SES sent in the last 24 hours.
    this.sender.addToRolePolicy(new PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
    // One run per update at a time is the lease's job; no retry of a failed invocation, the schedule resumes it.
    this.sender.configureAsyncInvoke({ retryAttempts: 0 });
    this.sender.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 10,
        retryAttempts: 0,
        maxRecordAge: Duration.hours(1),
        // An update being sent that no run holds: the send just started, or a run stopped at its deadline.
        // A running job's writes carry its lease, so they never wake another run; a send paused for the
        // daily quota waits for the schedule.
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('MODIFY'),
            dynamodb: {
              NewImage: {
                pk: { S: FilterRule.beginsWith(PARTITION.update) },
                status: { S: FilterRule.isEqual('sending') },
                jobLeaseUntil: FilterRule.notExists(),
                resumesAt: FilterRule.notExists(),
              },
            },
          }),
        ],
      }),
    );
    if (this.sender.role) {
      acknowledge(
        this.sender.role,
        'dynamodb:ListStreams and ses:GetAccount have no resource-level permissions (AWS documents both for ' +
          'Resource "*"); CDK adds the first for the stream event source, and the stream reads themselves are ' +
          'scoped to the table stream',
        'AwsSolutions-IAM5[Resource::*]',
      );
    }

    this.resumeSchedule = new Rule(this, 'ResumeSchedule', {
      description: 'Resumes development update sends whose run stopped or died',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.sender, { retryAttempts: 0 })],
    });
  }
}
