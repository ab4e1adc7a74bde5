import { Match } from 'aws-cdk-lib/assertions';
import { actionsOf, logicalId, statementsOf, synthStage } from '../test/synth-stack';

const { stack, template } = synthStage('prod', { context: { alertEmail: 'ops@example.com' } });
const sender = logicalId(stack.updates.sender);

describe('Updates: the send job’s Lambda, started from the table stream and resumed every minute', () => {
  test('the sender runs at the stage’s SES rate, for up to five minutes, not retried by Lambda', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Update sender'),
      Timeout: 300,
      Environment: { Variables: Match.objectLike({ UPDATE_SEND_RATE: '14', TRANSACTIONAL_EMAIL_RESERVE: '0.25' }) },
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

  test('the table stream starts it for an update being sent that no run holds, and nothing else', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: sender },
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 0,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['MODIFY'],
              dynamodb: {
                NewImage: {
                  pk: { S: [{ prefix: 'UPDATE#' }] },
                  status: { S: ['sending'] },
                  jobLeaseUntil: [{ exists: false }],
                  resumesAt: [{ exists: false }],
                },
              },
            }),
          },
        ],
      },
    });
  });

  test('the sender may read the account’s SES quota (GetAccount has no resource-level permission)', () => {
    const reads = statementsOf(template, stack.updates.sender).filter((statement) =>
      actionsOf(statement).includes('ses:GetAccount'),
    );
    expect(reads).toEqual([expect.objectContaining({ Action: 'ses:GetAccount', Effect: 'Allow', Resource: '*' })]);
  });

  test('no Lambda may invoke another: the admin area starts a send through the table only', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } };
    }[];
    const invoking = policies.filter((policy) =>
      policy.Properties.PolicyDocument.Statement.some((statement) =>
        ([] as string[]).concat(statement.Action).includes('lambda:InvokeFunction'),
      ),
    );
    expect(invoking).toHaveLength(0);
  });

  test('a finished send publishes the /updates pages: the sender may write them, and is told where', () => {
    const writes = statementsOf(template, stack.updates.sender).filter((statement) =>
      actionsOf(statement).includes('s3:PutObject'),
    );
    expect(writes).toHaveLength(1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Update sender'),
      Environment: {
        Variables: Match.objectLike({ SITE_BUCKET: Match.anyValue(), SITE_DISTRIBUTION_ID: Match.anyValue() }),
      },
    });
  });

  test('the email sender signs the updates’ unsubscribe links: it knows the key’s parameter and may read it', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Email sender'),
      Environment: {
        Variables: Match.objectLike({
          UNSUBSCRIBE_SECRET_PARAMETER: '/aws/reference/secretsmanager/d1-gang/prod/unsubscribe-secret',
        }),
      },
    });
    const actions = statementsOf(template, stack.email.sender).flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['ssm:GetParameter', 'secretsmanager:GetSecretValue']));
  });
});
