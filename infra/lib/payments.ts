import { ENV } from '@shared/contract/lambda-env';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Match, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STRIPE_EVENTS_ENTRY } from '../../lambdas/src/handlers/entries';
import { type FulfilmentSettings, grantSecureParameters } from './fulfilment-settings';
import { acknowledge } from './nag-acknowledgements';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

/** The Stripe events the store acts on (Stripe's EventBridge detail-type is the event type). */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
  'charge.dispute.closed',
];

export interface PaymentsProps {
  functions: FunctionDefaults;
  table: ITable;
  fulfilment: FulfilmentSettings;
  /** Stripe's partner event bus; without it no rule is created (fulfilment then rests on the verify call). */
  stripeEventBusName?: string;
}

/**
 * Stripe events → the stripe-events Lambda. Events EventBridge cannot deliver, and events the
 * handler still fails on after Lambda's own retries, land in one encrypted dead-letter queue
 * (the stage's monitoring alarms as soon as anything waits there).
 */
export class Payments extends Construct {
  readonly stripeEvents: IFunction;
  readonly deadLetterQueue: Queue;
  readonly rule?: Rule;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetterQueue,
      'This queue is the dead-letter queue: the EventBridge target and the Lambda on-failure destination send to ' +
        'it directly (no redrive policy for the rule to see); its alarm covers it',
      'AwsSolutions-SQS3',
    );

    const fn = new StoreFunction(this, 'StripeEventsFunction', {
      ...props.functions,
      entry: STRIPE_EVENTS_ENTRY,
      description: 'Stripe events: fulfilment of async payments, refunds and lost disputes',
      timeout: Duration.seconds(30),
      environment: { [ENV.tableName]: props.table.tableName, ...props.fulfilment.environment },
    }).function;
    grantTableAccess(fn, props.table, 'fulfilment');
    grantSecureParameters(fn, props.fulfilment.secureParameters);
    fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    this.stripeEvents = fn;

    if (props.stripeEventBusName) {
      this.rule = new Rule(this, 'StripeEventsRule', {
        description: 'Stripe checkout, refund and dispute events to the stripe-events Lambda',
        eventBus: EventBus.fromEventBusName(this, 'StripeEventBus', props.stripeEventBusName),
        eventPattern: { source: Match.prefix('aws.partner/stripe.com'), detailType: STRIPE_EVENT_TYPES },
        targets: [
          new LambdaFunction(fn, {
            deadLetterQueue: this.deadLetterQueue,
            maxEventAge: Duration.hours(24),
            retryAttempts: 24,
          }),
        ],
      });
    }
  }
}
