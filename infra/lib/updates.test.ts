import { Match } from 'aws-cdk-lib/assertions';
import { actionsOf, logicalId, statementsOf, synthStage } from '../test/synth-stack';

const { stack, template } = synthStage('prod', { context: { alertEmail: 'ops@example.com' } });
const sender = logicalId(stack.updates.sender);

describe('Updates: the send job’s Lambda, started by the admin area and resumed every minute', () => {
  test('the sender runs at the stage’s SES rate, for up to five minutes, not retried by Lambda', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Update sender'),
      Timeout: 300,
      Environment: { Variables: Match.objectLike({ UPDATE_SEND_RATE: '14' }) },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: sender },
      MaximumRetryAttempts: 0,
    });
  });

  test('a schedule runs it every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [sender, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
  });

  test('the admin area knows its name and may invoke that one function only', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^The admin panel'),
      Environment: { Variables: Match.objectLike({ UPDATE_SENDER_FUNCTION: { Ref: sender } }) },
    });
    const invokes = statementsOf(template, stack.api.functions.admin).filter((statement) =>
      actionsOf(statement).includes('lambda:InvokeFunction'),
    );
    expect(invokes).toEqual([
      expect.objectContaining({ Effect: 'Allow', Resource: { 'Fn::GetAtt': [sender, 'Arn'] } }),
    ]);
  });

  test('only the admin area may invoke it', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } };
    }[];
    const invoking = policies.filter((policy) =>
      policy.Properties.PolicyDocument.Statement.some((statement) =>
        ([] as string[]).concat(statement.Action).includes('lambda:InvokeFunction'),
      ),
    );
    expect(invoking).toHaveLength(1);
  });
});
