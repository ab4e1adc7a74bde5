import { Stack } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface CostBudgetProps {
  stage: string;
  /** The month's expected bill in US dollars (the stage setting monthlyBudgetUsd). */
  monthlyLimitUsd: number;
  /** The stage's alarm topic: the budget's notifications reach whoever reads the alarms. */
  topic: Topic;
}

/** Heard once most of the month's money is gone, while there is still time to act on the rest. */
const SPENT_PERCENT = 80;
/** Heard as soon as AWS forecasts the month will pass the limit: a surge shows in days, not at the bill. */
const FORECAST_PERCENT = 100;

/**
 * A monthly AWS Budgets cost budget for the stage, notifying the alarm topic: the store's costs grow
 * with traffic (and with abuse the firewall lets through), and nothing else tells the operator before
 * the bill does. AWS Budgets measures the whole account's bill, not this stack's.
 */
export class CostBudget extends Construct {
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const { policyDependable } = props.topic.addToResourcePolicy(budgetsMayPublish(props.topic));
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers: [{ subscriptionType: 'SNS', address: props.topic.topicArn }],
    });
    this.budget = new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `d1-gang-${props.stage}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyLimitUsd, unit: 'USD' },
        // Credits and refunds would hide what the store spends until they run out.
        costTypes: { includeCredit: false, includeRefund: false },
      },
      notificationsWithSubscribers: [notify('ACTUAL', SPENT_PERCENT), notify('FORECASTED', FORECAST_PERCENT)],
    });
    // AWS Budgets checks that it may publish when the notification is created.
    if (policyDependable) this.budget.node.addDependency(policyDependable);
  }
}

/**
 * AWS Budgets may publish to the topic for this account's budgets only (AWS Cost Management guide,
 * "Creating an Amazon SNS topic for budget notifications").
 */
function budgetsMayPublish(topic: Topic): PolicyStatement {
  const stack = Stack.of(topic);
  return new PolicyStatement({
    sid: 'AWSBudgetsPublish',
    principals: [new ServicePrincipal('budgets.amazonaws.com')],
    actions: ['sns:Publish'],
    resources: [topic.topicArn],
    conditions: {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: { 'aws:SourceArn': `arn:${stack.partition}:budgets::${stack.account}:*` },
    },
  });
}
