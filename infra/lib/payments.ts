import { ENV } from '@shared/contract/lambda-env';
import { STRIPE_EVENT_SOURCE_PREFIX, STRIPE_EVENT_TYPES } from '@shared/contract/stripe-events';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Match, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { RECONCILER_ENTRY, STRIPE_EVENTS_ENTRY } from '../../lambdas/src/handlers/entries';
import { traceActively } from './active-tracing';
import { deadLetterQueue } from './dead-letter-queue';
import { type FulfilmentSettings, grantSecureParameters } from './fulfilment-settings';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess } from './table-access';

export interface PaymentsProps {
  functions: FunctionDefaults;
  table: ITable;
  fulfilment: FulfilmentSettings;
  /** Stripe's partner event bus; without it no rule is created (fulfilment then rests on the verify call and the reconciler). */
  stripeEventBusName?: string;
  /** How often the reconciler asks Stripe for what the store missed. */
  reconcileEvery: Duration;
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
  readonly reconciler: IFunction;
  readonly reconcileSchedule: Rule;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);

    this.deadLetterQueue = deadLetterQueue(
      this,
      'the Stripe events: the EventBridge target and the Lambda on-failure destination send to it directly',
    );

    this.stripeEvents = this.addFulfilmentFunction('StripeEventsFunction', props, {
      entry: STRIPE_EVENTS_ENTRY,
      description: 'Stripe events: fulfilment of async payments, refunds and lost disputes',
      timeout: Duration.seconds(30),
    });
    this.stripeEvents.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    if (props.stripeEventBusName) this.rule = this.addStripeEventsRule(props.stripeEventBusName);

    // No paid purchase is ever lost: whatever Stripe holds that the store missed is applied on a schedule.
    this.reconciler = this.addFulfilmentFunction('ReconcilerFunction', props, {
      entry: RECONCILER_ENTRY,
      description: 'Reconciler: applies Checkout payments, refunds and disputes of the last 72 hours the store missed',
      timeout: Duration.minutes(5),
    });
    this.reconcileSchedule = new Rule(this, 'ReconcileSchedule', {
      description: 'Runs the payments reconciler',
      schedule: Schedule.rate(props.reconcileEvery),
      targets: [new LambdaFunction(this.reconciler, { retryAttempts: 0 })],
    });
  }

  /**
   * Both Lambdas apply Stripe's payments to the ledger: the same table access, settings and secrets, and
   * both traced, as checkout is (active-tracing.ts).
   */
  private addFulfilmentFunction(
    id: string,
    props: PaymentsProps,
    settings: { entry: string; description: string; timeout: Duration },
  ): IFunction {
    const fn = new StoreFunction(this, id, {
      ...props.functions,
      ...settings,
      environment: { [ENV.tableName]: props.table.tableName, ...props.fulfilment.environment },
    }).function;
    grantTableAccess(fn, props.table, 'fulfilment');
    grantSecureParameters(fn, props.fulfilment.secureParameters);
    traceActively(fn);
    return fn;
  }

  /** Stripe's events on its partner bus, to the stripe-events Lambda. */
  private addStripeEventsRule(eventBusName: string): Rule {
    return new Rule(this, 'StripeEventsRule', {
      description: 'Stripe checkout, refund and dispute events to the stripe-events Lambda',
      eventBus: EventBus.fromEventBusName(this, 'StripeEventBus', eventBusName),
      eventPattern: {
        source: Match.prefix(STRIPE_EVENT_SOURCE_PREFIX),
        detailType: [...STRIPE_EVENT_TYPES],
      },
      targets: [
        new LambdaFunction(this.stripeEvents, {
          deadLetterQueue: this.deadLetterQueue,
          maxEventAge: Duration.hours(24),
          retryAttempts: 24,
        }),
      ],
    });
  }
}
