import { checkStageConfig } from '../config/stage-checks';
import { stageConfig } from '../config/stages';
import { CDK_JSON_CONTEXT, logicalId, type Statement, synthStage } from '../test/synth-stack';

const prod = synthStage('prod');
const dev = synthStage('dev');

const settingsOf = (stage: string) =>
  (CDK_JSON_CONTEXT.stages as Record<string, { emailIdentity: string; emailFrom: string }>)[stage];

/** The statements of the alarm topic's policy. */
function topicStatements(result: typeof prod): Statement[] {
  const topic = { Ref: logicalId(result.stack.monitoring.topic) };
  const policies = Object.values(result.template.findResources('AWS::SNS::TopicPolicy')) as {
    Properties: { Topics: unknown[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => JSON.stringify(policy.Properties.Topics) === JSON.stringify([topic]))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

describe('CostBudget: the month’s AWS bill alerts the alarm topic', () => {
  test.each([
    ['prod', prod, 1000],
    ['dev', dev, 30],
  ])('%s: one monthly cost budget, its limit the stage setting monthlyBudgetUsd (US dollars)', (stage, result, usd) => {
    expect(stageConfig(stage, settingsOf(stage)).monthlyBudgetUsd).toBe(usd);
    result.template.resourceCountIs('AWS::Budgets::Budget', 1);
    result.template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetName: `d1-gang-${stage}-monthly-cost`,
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: usd, Unit: 'USD' },
        // Credits pay a bill for a while; the budget watches what the store spends.
        CostTypes: { IncludeCredit: false, IncludeRefund: false },
      },
    });
  });

  test('notifies the alarm topic at 80% of the limit spent and at 100% forecast', () => {
    const topic = { Ref: logicalId(prod.stack.monitoring.topic) };
    const [budget] = Object.values(prod.template.findResources('AWS::Budgets::Budget')) as {
      Properties: { NotificationsWithSubscribers: unknown[] };
    }[];

    expect(budget?.Properties.NotificationsWithSubscribers).toEqual([
      {
        Notification: {
          NotificationType: 'ACTUAL',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: 80,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
      },
      {
        Notification: {
          NotificationType: 'FORECASTED',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: 100,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
      },
    ]);
  });

  test('the topic lets AWS Budgets publish, for budgets of this account only', () => {
    const topic = { Ref: logicalId(prod.stack.monitoring.topic) };
    const budgets = topicStatements(prod).filter((statement) =>
      JSON.stringify(statement).includes('budgets.amazonaws.com'),
    );

    expect(budgets).toEqual([
      {
        Sid: 'AWSBudgetsPublish',
        Effect: 'Allow',
        Principal: { Service: 'budgets.amazonaws.com' },
        Action: 'sns:Publish',
        Resource: topic,
        Condition: {
          StringEquals: { 'aws:SourceAccount': '123456789012' },
          ArnLike: {
            'aws:SourceArn': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':budgets::123456789012:*']] },
          },
        },
      },
    ]);
  });

  test('the budget is created after the topic policy that lets it publish', () => {
    const [budget] = Object.values(prod.template.findResources('AWS::Budgets::Budget')) as { DependsOn?: string[] }[];
    const [policyId] = Object.entries(prod.template.findResources('AWS::SNS::TopicPolicy')).find(([, policy]) =>
      JSON.stringify(policy).includes('budgets.amazonaws.com'),
    ) ?? [''];

    expect(budget?.DependsOn).toContain(policyId);
  });

  test.each([0, -5, 12.5, Number.NaN, 1_000_001])('monthlyBudgetUsd %p stops the synth with its name', (usd) => {
    const config = { ...stageConfig('dev', settingsOf('dev')), monthlyBudgetUsd: usd };

    expect(() => checkStageConfig(config)).toThrow(
      'Stage "dev": monthlyBudgetUsd must be a whole number of US dollars from 1 to 1000000',
    );
  });
});
