import { Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { type IFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import { addBusinessSignals } from './business-signals';
import { helperFunctions } from './cdk-helper-functions';
import { acknowledge } from './nag-acknowledgements';

export interface MonitoringProps {
  stage: string;
  /** Emailed on every alarm (the recipient confirms the subscription once). */
  alertEmail?: string;
  /** Every Lambda of the store, by a name the alarms and the dashboard use. */
  functions: Record<string, IFunction>;
  /** The REST API's name and stage: API Gateway reports a REST API's metrics under both. */
  api: ApiMetricNames;
  /** Requests the API's web ACL refused (ApiFirewall): graphed, not alarmed, as scanners are expected. */
  apiBlockedRequests?: IMetric;
  table: Table;
  /** Queues where undeliverable work waits: any message there means something was not applied. */
  deadLetterQueues: Record<string, IQueue>;
  /** The account's expected Lambda concurrency quota in this region (stages.ts, `lambdaConcurrencyQuota`). */
  lambdaConcurrencyQuota: number;
  /** User pool requests the per-IP limits refused (UserPoolFirewall); absent for a stage without a firewall. */
  userPoolRateLimitBlocks?: IMetric;
}

export interface ApiMetricNames {
  restApiName: string;
  stageName: string;
}

const PERIOD = Duration.minutes(5);
/** The table operations the store uses; DynamoDB reports throttles and system errors per operation. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.QUERY,
  Operation.BATCH_GET_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];
/** The API's 5xx share that wakes someone, once at least this many requests came in the period. */
const API_5XX_PERCENT = 5;
const API_5XX_MIN_REQUESTS = 10;
/**
 * The share of the account's Lambda concurrency that wakes someone: over it, a burst (a launch hour, an
 * update's send) is near the point where every function of the account is throttled.
 */
const LAMBDA_CONCURRENCY_SHARE = 0.8;
/**
 * User pool requests refused by the per-IP limits in five minutes that mean a script, not a person: a
 * person who meets a limit is refused a few times and waits; a script keeps trying.
 */
const USER_POOL_BLOCK_SURGE = 100;
const USER_POOL_BLOCKS_TITLE = 'User pool requests blocked per IP';
/**
 * The account's SES reputation (AWS/SES, fractions of the emails SES measures) that wakes someone:
 * half of where SES puts the account under review (5 % bounces, 0.1 % complaints; it may pause
 * sending at 10 % and 0.5 %), so there is time to find the cause before the review.
 */
const SES_REPUTATION_ALARMS = [
  { id: 'SesBounceRate', metricName: 'Reputation.BounceRate', threshold: 0.025, review: '5 %', what: 'bounce' },
  {
    id: 'SesComplaintRate',
    metricName: 'Reputation.ComplaintRate',
    threshold: 0.0005,
    review: '0.1 %',
    what: 'complaint',
  },
] as const;

/**
 * Operators hear about every failure: one SNS topic per stage (emailed when `alertEmail` is set), an
 * alarm with that topic as its action on each failure signal, and a dashboard of the same metrics,
 * the store's own business signals included (business-signals.ts).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];
  private readonly action: SnsAction;
  /** The CloudFormation functions that have an Errors alarm. */
  private readonly watchedFunctions: IConstruct[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = addAlarmTopic(this, props);
    this.action = new SnsAction(this.topic);

    this.alarmOnDeadLetters(props.deadLetterQueues);
    this.alarmOnFunctions(props.functions);
    const concurrency = this.alarmOnAccountConcurrency(props.lambdaConcurrencyQuota);
    const api = this.alarmOnApi(props.api);
    const table = this.alarmOnTable(props.table);
    if (props.userPoolRateLimitBlocks) this.alarmOnUserPoolBlocks(props.userPoolRateLimitBlocks);
    this.alarmOnSesReputation();

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(1) });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `# D1 Gang store (${props.stage})`, width: 24, height: 1 }),
      graph('API requests and 5xx', [api.requests, api.serverErrors]),
      graph('API 5xx (%)', [api.serverErrorRate]),
      graph('API latency (ms)', [api.latency]),
      ...(props.apiBlockedRequests ? [graph('API requests blocked by its web ACL', [props.apiBlockedRequests])] : []),
      graph(
        'Lambda errors',
        Object.values(props.functions).map((fn) => fn.metricErrors({ period: PERIOD })),
      ),
      graph(
        'Lambda throttles',
        Object.values(props.functions).map((fn) => fn.metricThrottles({ period: PERIOD })),
      ),
      graph('Lambda concurrency (account)', [concurrency]),
      // Each of these sums per-operation metrics with the same ids: one graph apiece.
      graph('DynamoDB throttled requests', [table.throttles]),
      graph('DynamoDB system errors', [table.systemErrors]),
      graph(
        'Dead-letter queues',
        Object.values(props.deadLetterQueues).map((queue) =>
          queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        ),
      ),
    );
    if (props.userPoolRateLimitBlocks) this.addGraph(USER_POOL_BLOCKS_TITLE, [props.userPoolRateLimitBlocks]);
    addBusinessSignals(this);
  }

  private alarmOnDeadLetters(queues: Record<string, IQueue>): void {
    for (const [name, queue] of Object.entries(queues)) {
      this.alarmWhen(`${name}DeadLetters`, {
        description: `${name}: messages are waiting in the dead-letter queue; something was not applied`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        threshold: 1,
      });
    }
  }

  private alarmOnFunctions(functions: Record<string, IFunction>): void {
    for (const [name, fn] of Object.entries(functions)) {
      this.watchedFunctions.push(fn.node.defaultChild as IConstruct);
      this.alarmWhen(`${name}Errors`, {
        description: `The ${name} Lambda failed (uncaught errors or timeouts)`,
        metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
      });
      this.alarmWhen(`${name}Throttles`, {
        description: `The ${name} Lambda was throttled: requests were refused`,
        metric: fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
      });
    }
  }

  /**
   * An Errors alarm on each Lambda of the stack that has none yet: the ones CDK adds for its own deploy
   * steps. Call it once the stack holds everything, as some are added late (the edge stack's web ACL reader).
   */
  alarmOnRemainingFunctions(): void {
    for (const { resource, name, does } of helperFunctions(Stack.of(this), new Set(this.watchedFunctions))) {
      this.alarmWhen(`${name}Errors`, {
        description: `CDK's Lambda that ${does} failed: that deploy step did not finish`,
        metric: new Metric({
          namespace: 'AWS/Lambda',
          metricName: 'Errors',
          dimensionsMap: { FunctionName: resource.ref },
          statistic: 'Sum',
          period: PERIOD,
        }),
        threshold: 1,
      });
      this.watchedFunctions.push(resource);
    }
  }

  /** Alarms on the whole account's Lambda concurrency and throttles; returns the concurrency for the dashboard. */
  private alarmOnAccountConcurrency(quota: number): IMetric {
    const concurrency = LambdaFunction.metricAllConcurrentExecutions({ period: PERIOD, statistic: 'Maximum' });
    const threshold = Math.floor(quota * LAMBDA_CONCURRENCY_SHARE);
    this.alarmWhen('AccountLambdaConcurrency', {
      description:
        `The account's Lambdas ran ${threshold} or more at once, ${LAMBDA_CONCURRENCY_SHARE * 100}% of the ` +
        `expected quota of ${quota}: raise the quota before they are throttled (docs/deploy.md, Before launch: quotas)`,
      metric: concurrency,
      threshold,
    });
    this.alarmWhen('AccountLambdaThrottles', {
      description:
        'Lambda throttled requests somewhere in the account: its concurrency quota is used up, or lower than ' +
        'expected (docs/deploy.md, Before launch: quotas)',
      metric: LambdaFunction.metricAllThrottles({ period: PERIOD, statistic: 'Sum' }),
      threshold: 1,
    });
    return concurrency;
  }

  /** An alarm on a surge of sign-up, reset and sign-in requests the user pool's web ACL refused. */
  private alarmOnUserPoolBlocks(blocks: IMetric): void {
    this.alarmWhen('UserPoolRateLimitBlocks', {
      description:
        `The user pool's web ACL refused ${USER_POOL_BLOCK_SURGE} or more requests over its per-IP limits in 5 ` +
        'minutes: a script is signing up, asking for codes or guessing passwords (docs/deploy.md, The web ACL)',
      metric: blocks,
      threshold: USER_POOL_BLOCK_SURGE,
    });
  }

  /** An alarm on the API's share of 5xx answers; returns the metrics for the dashboard. */
  private alarmOnApi(names: ApiMetricNames): {
    requests: Metric;
    serverErrors: Metric;
    serverErrorRate: MathExpression;
    latency: Metric;
  } {
    const requests = apiMetric(names, 'Count', 'Sum');
    const serverErrors = apiMetric(names, '5XXError', 'Sum');
    const serverErrorRate = new MathExpression({
      label: 'API 5xx (%)',
      expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
    });
    this.alarmWhen('Api5xxRate', {
      description: `More than ${API_5XX_PERCENT}% of API requests answered 5xx`,
      metric: serverErrorRate,
      threshold: API_5XX_PERCENT,
      comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    return { requests, serverErrors, serverErrorRate, latency: apiMetric(names, 'Latency', 'p95') };
  }

  /** Alarms on the table's throttles and system errors; returns their metrics for the dashboard. */
  private alarmOnTable(table: Table): { throttles: IMetric; systemErrors: IMetric } {
    const throttles = table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD });
    const systemErrors = table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD });
    this.alarmWhen('TableThrottles', {
      description: 'DynamoDB throttled requests on the store table',
      metric: throttles,
      threshold: 1,
    });
    this.alarmWhen('TableSystemErrors', {
      description: 'DynamoDB answered with system errors (5xx) on the store table',
      metric: systemErrors,
      threshold: 1,
    });
    return { throttles, systemErrors };
  }

  /** Alarms on the account's SES bounce and complaint rates, before SES's own review acts on them. */
  private alarmOnSesReputation(): void {
    for (const { id, metricName, threshold, review, what } of SES_REPUTATION_ALARMS) {
      this.alarmWhen(id, {
        description:
          `The account's SES ${what} rate reached ${threshold * 100} %; SES reviews the account at ${review}: ` +
          'find the emails that caused it (docs/deploy.md, Emails)',
        // The rates are measured over many emails and move slowly: the hour's highest is enough.
        metric: new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) }),
        threshold,
      });
    }
  }

  /** An alarm on a failure signal, notifying the stage's topic; added to the dashboard too. */
  alarmWhen(
    id: string,
    options: { description: string; metric: IMetric; threshold: number; comparison?: ComparisonOperator },
  ): Alarm {
    const alarm = new Alarm(this, `${id}Alarm`, {
      alarmDescription: options.description,
      metric: options.metric,
      threshold: options.threshold,
      evaluationPeriods: 1,
      comparisonOperator: options.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  /** A graph of business or health metrics on the stage's dashboard. */
  addGraph(title: string, metrics: IMetric[]): void {
    this.dashboard.addWidgets(graph(title, metrics));
  }
}

/** The stage's alarm topic, emailed when the stage names an address. */
function addAlarmTopic(scope: Construct, props: MonitoringProps): Topic {
  const topic = new Topic(scope, 'AlarmTopic', {
    displayName: `D1 Gang store alarms (${props.stage})`,
    enforceSSL: true,
  });
  acknowledge(
    topic,
    'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key, and alarm ' +
      'notifications carry metric names and thresholds only, never customer data',
    'AwsSolutions-SNS2',
  );
  if (props.alertEmail) topic.addSubscription(new EmailSubscription(props.alertEmail));
  return topic;
}

function apiMetric(names: ApiMetricNames, metricName: string, statistic: string): Metric {
  return new Metric({
    namespace: 'AWS/ApiGateway',
    metricName,
    dimensionsMap: { ApiName: names.restApiName, Stage: names.stageName },
    statistic,
    period: PERIOD,
  });
}

function graph(title: string, metrics: IMetric[]): GraphWidget {
  return new GraphWidget({ title, left: metrics, width: 12, height: 6 });
}
