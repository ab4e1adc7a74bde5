import { ENV } from '@shared/contract/lambda-env';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as StoreLambda } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { UPDATE_SENDER_ENTRY } from '../../lambdas/src/handlers/entries';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

export interface UpdatesProps {
  functions: FunctionDefaults;
  table: ITable;
  /** Development update emails queued per second: the stage's SES rate. */
  sendRate: number;
  /** The admin area's Lambda, which starts a send's job by invoking the sender. */
  admin: StoreLambda;
}

/**
 * The development updates' send job: the update sender Lambda queues one outbox email per recipient
 * at the stage's SES rate (the email sender delivers them). The admin Lambda invokes it
 * asynchronously when a send starts; a schedule every minute resumes any send whose run stopped at
 * its deadline or died (its lease ran out).
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
      },
    }).function;
    grantTableAccess(this.sender, props.table, 'update-sender');
    // One run per update at a time is the lease's job; no retry of a failed invocation, the schedule resumes it.
    this.sender.configureAsyncInvoke({ retryAttempts: 0 });

    this.resumeSchedule = new Rule(this, 'ResumeSchedule', {
      description: 'Resumes development update sends whose run stopped or died',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.sender, { retryAttempts: 0 })],
    });

    // The send route invokes this one function, by its name; no version or alias.
    props.admin.addEnvironment(ENV.updateSenderFunction, this.sender.functionName);
    props.admin.addToRolePolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.sender.functionArn] }),
    );
  }
}
