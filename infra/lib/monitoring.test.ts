import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { logicalId, synthStage } from '../test/synth-stack';
import { StoreFunction } from './store-function';

const quiet = synthStage('prod');
const alerted = synthStage('prod', { context: { alertEmail: 'ops@example.com' } });
// Prod refuses to deploy without an alarm address (the tests give it one); other stages may go without.
const dev = synthStage('dev');

type AlarmResource = { Properties: { AlarmActions?: unknown[] } };
const alarmsOf = (result: typeof quiet) =>
  Object.values(result.template.findResources('AWS::CloudWatch::Alarm')) as AlarmResource[];

describe('Monitoring: operators hear about every failure', () => {
  test('every alarm notifies the stage topic', () => {
    const topic = { Ref: logicalId(alerted.stack.monitoring.topic) };
    const alarms = alarmsOf(alerted);

    expect(alarms.length).toBe(alerted.stack.monitoring.alarms.length);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([topic]);
  });

  test('a fresh stage with no traffic raises none: no data is not a breach, and no alarm fires on zero', () => {
    const alarms = Object.values(quiet.template.findResources('AWS::CloudWatch::Alarm')) as {
      Properties: { TreatMissingData: string; ComparisonOperator: string; Threshold: number };
    }[];

    expect(alarms.length).toBe(quiet.stack.monitoring.alarms.length);
    for (const { Properties } of alarms) {
      expect(Properties.TreatMissingData).toBe('notBreaching');
      // Every metric is a count or a rate of failures: an idle stage reports 0, below every threshold.
      expect(['GreaterThanOrEqualToThreshold', 'GreaterThanThreshold']).toContain(Properties.ComparisonOperator);
      expect(Properties.Threshold).toBeGreaterThan(0);
    }
  });

  test('the topic emails the address given with -c alertEmail, and nobody in a stage without it', () => {
    alerted.template.resourceCountIs('AWS::SNS::Subscription', 1);
    alerted.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: logicalId(alerted.stack.monitoring.topic) },
    });
    dev.template.resourceCountIs('AWS::SNS::Subscription', 0);
    dev.template.resourceCountIs('AWS::SNS::Topic', 1);
  });

  test('every Lambda of the stack alarms on its errors and its throttles', () => {
    // Every Lambda the stack builds is a StoreFunction (architecture-doc.test.ts holds that).
    const lambdas = alerted.stack.node
      .findAll()
      .filter((construct): construct is StoreFunction => construct instanceof StoreFunction)
      .map((storeFunction) => storeFunction.function);

    expect(lambdas.length).toBeGreaterThanOrEqual(13);
    for (const fn of lambdas) {
      for (const metricName of ['Errors', 'Throttles']) {
        alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/Lambda',
          MetricName: metricName,
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(fn) } }],
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        });
      }
    }
  });

  test('every Lambda in the template alarms on its errors, CDK’s deploy-time helpers included', () => {
    // A dev stage without a firewall has no web ACL reader: only the site upload's helpers.
    const withoutFirewall = synthStage('dev', { context: { firewall: 'off' } });
    for (const { template } of [alerted, withoutFirewall]) {
      const functionIds = Object.keys(template.findResources('AWS::Lambda::Function'));
      const alarmed = (Object.values(template.findResources('AWS::CloudWatch::Alarm')) as AlarmResource[])
        .map((alarm) => alarm.Properties as { Namespace?: string; MetricName?: string; Dimensions?: unknown[] })
        .filter((alarm) => alarm.Namespace === 'AWS/Lambda' && alarm.MetricName === 'Errors')
        .flatMap((alarm) => alarm.Dimensions ?? []);

      expect(functionIds.length).toBeGreaterThanOrEqual(15);
      for (const id of functionIds) expect(alarmed).toContainEqual({ Name: 'FunctionName', Value: { Ref: id } });
    }
  });

  test("the account's Lambda concurrency: over 80% of the stage's expected quota, and any throttle", () => {
    const topic = [{ Ref: logicalId(alerted.stack.monitoring.topic) }];
    alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'ConcurrentExecutions',
      Dimensions: Match.absent(),
      Statistic: 'Maximum',
      Threshold: 800,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: topic,
    });
    alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Dimensions: Match.absent(),
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: topic,
    });

    const newAccount = synthStage('prod', { config: { lambdaConcurrencyQuota: 50 } });
    newAccount.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ConcurrentExecutions',
      Dimensions: Match.absent(),
      Threshold: 40,
    });
  });

  test.each([
    ['Reputation.BounceRate', 0.025],
    ['Reputation.ComplaintRate', 0.0005],
  ])("the account's SES %s alarms at %s, half SES's review threshold, on the stage topic", (metricName, threshold) => {
    alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: metricName,
      Dimensions: Match.absent(),
      Statistic: 'Maximum',
      Period: 3600,
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalId(alerted.stack.monitoring.topic) }],
    });
  });

  test("docs/cost.md prices the stage's alarms as the template counts them", () => {
    const cost = readFileSync(path.join(__dirname, '..', '..', 'docs', 'cost.md'), 'utf8');
    const count = Object.keys(quiet.template.findResources('AWS::CloudWatch::Alarm')).length;
    // A dev stage has one helper Lambda more than prod (emptying its bucket when deleted), and so an alarm more.
    const devCount = Object.keys(dev.template.findResources('AWS::CloudWatch::Alarm')).length;

    expect(cost).toContain(`| ${count} alarms, 1 dashboard,`);
    expect(cost).toContain(`- ${count} alarms and one dashboard per stage`);
    expect(cost).toContain(`| ${devCount} alarms `);
    expect(cost).toContain(`$${((devCount * 10) / 100).toFixed(2)} |`);
  });

  test('a store-wide surge of failed link codes (300 or more in 10 minutes) alarms on the stage topic, and is graphed', () => {
    alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'D1GangStore',
      MetricName: 'LinkCodeMisses',
      Dimensions: [{ Name: 'service', Value: 'd1-gang-store' }],
      Statistic: 'Sum',
      Period: 600,
      Threshold: 300,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalId(alerted.stack.monitoring.topic) }],
    });
    const dashboard = Object.values(alerted.template.findResources('AWS::CloudWatch::Dashboard'))[0];
    expect(JSON.stringify(dashboard?.Properties.DashboardBody)).toContain('Failed link codes');
  });

  test("the API's 5xx rate, DynamoDB throttles and system errors, and the dead-letter queue alarm", () => {
    // A REST API's metrics are named by the API's name and its stage.
    const restApiName = (
      Object.values(alerted.template.findResources('AWS::ApiGateway::RestApi'))[0] as { Properties: { Name: string } }
    ).Properties.Name;
    expect(restApiName).toBe('d1-gang-prod-store');
    alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests >= 10, 100 * errors / requests, 0)' }),
        Match.objectLike({
          Id: 'requests',
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({ Namespace: 'AWS/ApiGateway', MetricName: 'Count' }),
          }),
        }),
        Match.objectLike({
          Id: 'errors',
          MetricStat: Match.objectLike({
            Metric: {
              Namespace: 'AWS/ApiGateway',
              MetricName: '5XXError',
              Dimensions: [
                { Name: 'ApiName', Value: restApiName },
                { Name: 'Stage', Value: { Ref: logicalId(alerted.stack.api.stage) } },
              ],
            },
          }),
        }),
      ]),
      Threshold: 5,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    for (const metricName of ['ThrottledRequests', 'SystemErrors']) {
      alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Metrics: Match.arrayWith([
          Match.objectLike({
            Id: 'transactwriteitems',
            MetricStat: Match.objectLike({
              Metric: Match.objectLike({ Namespace: 'AWS/DynamoDB', MetricName: metricName }),
            }),
          }),
        ]),
        Threshold: 1,
      });
    }
    alerted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });

  test('a dashboard shows the same metrics', () => {
    alerted.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(
      Object.values(alerted.template.findResources('AWS::CloudWatch::Dashboard'))[0]?.Properties.DashboardBody,
    );
    for (const title of [
      'API 5xx (%)',
      'API latency (ms)',
      'API requests blocked by its web ACL',
      'Lambda errors',
      'Lambda throttles',
      'Dead-letter queues',
      'Lambda concurrency (account)',
      'User pool requests blocked per IP',
    ]) {
      expect(body).toContain(title);
    }
    // The API web ACL's blocks: graphed, never alarmed (a scanner at the execute-api URL wakes no one).
    expect(body).toMatch(/AWS\/WAFV2[^\]]*BlockedRequests[^\]]*d1-gang-prod-api[^-]/);
  });
});

describe("CDK's helper Lambdas", () => {
  test('the site upload and the web ACL reader log to a group kept for the stage retention, not forever', () => {
    const logGroupId = (result: typeof quiet) =>
      Object.entries(result.template.findResources('AWS::Logs::LogGroup')).find(([id]) =>
        id.startsWith('DeployHelperLogs'),
      )?.[0];
    const id = logGroupId(quiet);
    expect(id).toBeDefined();
    quiet.template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    const helpers = Object.values(quiet.template.findResources('AWS::Lambda::Function')).filter(
      (fn) => (fn as { Properties: { LoggingConfig?: unknown } }).Properties.LoggingConfig,
    ) as { Properties: { LoggingConfig: { LogGroup: unknown } } }[];
    const helperGroups = helpers
      .map((fn) => fn.Properties.LoggingConfig.LogGroup)
      .filter((group) => JSON.stringify(group).includes('DeployHelperLogs'));
    // One upload provider and one custom-resource provider.
    expect(helperGroups).toHaveLength(2);
  });
});
