import { SELLER } from '@shared/seller';
import { Match } from 'aws-cdk-lib/assertions';
import { actionsOf, logicalId, statementsOf, synthStage } from '../test/synth-stack';

const { stack, template } = synthStage('prod', { context: { alertEmail: 'ops@example.com' } });
const sender = logicalId(stack.email.sender);
const deadLetterQueue = logicalId(stack.email.deadLetterQueue);

describe('Email: outbox items on the table stream → the email sender → SES', () => {
  test('the table streams new images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  test('the sender reads new outbox items from the stream, with retries, bisect and an SQS dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: sender },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.data.table), 'StreamArn'] },
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [deadLetterQueue, 'Arn'] } },
      },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { pk: { S: [{ prefix: 'OUTBOX#' }] } } },
            }),
          },
        ],
      },
    });
  });

  test('the sender may send email from the stage identity only', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    const statements = Object.values(policies).flatMap(
      (policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: Record<string, unknown>[] } } }).Properties
          .PolicyDocument.Statement,
    );
    // Besides sending, the only SES permission is the update sender's read of the quota (infra/lib/updates.test.ts).
    const ses = statements.filter(
      (statement) => JSON.stringify(statement.Action).includes('ses:') && statement.Action !== 'ses:GetAccount',
    );
    expect(ses).toHaveLength(1);
    expect(ses[0]?.Action).toBe('ses:SendEmail');
    expect(JSON.stringify(ses[0]?.Resource)).toContain(':identity/d1gang.com');
    expect(JSON.stringify(ses[0]?.Resource)).not.toContain('*');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          EMAIL_FROM: 'team@d1gang.com',
          SUPPORT_INBOX: 'support@d1gang.com',
          SELLER_NAME: SELLER.name,
          SELLER_ADDRESS: SELLER.address,
        }),
      },
    });
  });

  test('the email dead-letter queue, the sender’s errors and refused sends alarm on the stage topic', () => {
    const topic = { Ref: logicalId(stack.monitoring.topic) };
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterQueue, 'QueueName'] } }],
      AlarmActions: [topic],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: sender } }],
      AlarmActions: [topic],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'EmailSendFailures',
      Namespace: 'D1GangStore',
      AlarmActions: [topic],
    });
  });

  test('a sweep runs the sender on a schedule for emails the stream could not send', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [sender, 'Arn'] } })],
    });
  });

  test('the sweep drains at the stage’s SES rate for nearly the whole interval between two sweeps', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Email sender: delivers outbox emails through SES, once each',
      // Prod sweeps every 5 minutes at SES's starting 14 emails a second.
      Timeout: 290,
      Environment: { Variables: Match.objectLike({ UPDATE_SEND_RATE: '14' }) },
    });
  });

  test('the setup reminder sweep runs every 15 minutes in a function of its own, without SES access', () => {
    const reminderSweep = logicalId(stack.email.reminderSweep);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [reminderSweep, 'Arn'] } })],
    });
    expect(reminderSweep).not.toBe(sender);
  });
});

describe('Email: bounces and complaints', () => {
  const t = template;
  const s = stack;

  const transactionalSet = { Ref: logicalId(s.email.transactionalConfigurationSet) };
  const updateSet = { Ref: logicalId(s.email.updateConfigurationSet) };

  test('transactional mail and updates have a configuration set each, both sending bounces and complaints to EventBridge', () => {
    expect(transactionalSet).not.toEqual(updateSet);
    t.resourceCountIs('AWS::SES::ConfigurationSet', 2);
    for (const set of [transactionalSet, updateSet]) {
      t.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
        ConfigurationSetName: set,
        EventDestination: Match.objectLike({
          Enabled: true,
          MatchingEventTypes: ['bounce', 'complaint'],
          EventBridgeDestination: Match.anyValue(),
        }),
      });
    }
  });

  test('the sender is told both sets, and may send through each of them only', () => {
    t.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Email sender: delivers outbox emails through SES, once each',
      Environment: {
        Variables: Match.objectLike({
          SES_CONFIGURATION_SET: transactionalSet,
          SES_UPDATE_CONFIGURATION_SET: updateSet,
        }),
      },
    });
    const [send] = statementsOf(t, s.email.sender).filter((statement) =>
      actionsOf(statement).includes('ses:SendEmail'),
    );
    const resources = JSON.stringify(send?.Resource);
    expect(resources).toContain(`:configuration-set/",{"Ref":"${logicalId(s.email.transactionalConfigurationSet)}"}`);
    expect(resources).toContain(`:configuration-set/",{"Ref":"${logicalId(s.email.updateConfigurationSet)}"}`);
  });

  test('a rule sends only SES bounces and complaints of the two configuration sets to the ses-events Lambda', () => {
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Bounced', 'Email Complaint Received'],
        detail: { mail: { tags: { 'ses:configuration-set': [transactionalSet, updateSet] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalId(s.email.sesEvents), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 8 },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
  });

  test('the ses-events Lambda writes suppressions and email choices only', () => {
    const statements = statementsOf(t, s.email.sesEvents).filter((st) =>
      actionsOf(st).some((action) => action.startsWith('dynamodb:')),
    );
    expect(statements).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSION#*'] } },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: expect.objectContaining({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EMAILPREFS#*'] },
        }),
      }),
    ]);
    expect(
      statementsOf(t, s.email.sesEvents)
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('ses:')),
    ).toEqual([]);
  });
});
