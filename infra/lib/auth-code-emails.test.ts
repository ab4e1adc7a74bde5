import { ENV } from '@shared/contract/lambda-env';
import { Match } from 'aws-cdk-lib/assertions';
import { actionsOf, logicalId, render, type Statement, statementsOf, synthStage } from '../test/synth-stack';

const dev = synthStage('dev');
const prod = synthStage('prod');

// Sign-up, reset and address codes reach people through the store's outbox: Cognito hands each code,
// encrypted under a key of the stack's own, to the custom email sender trigger.
/** A key policy statement: an IAM statement with its principal. */
type KeyStatement = Statement & { Principal?: { Service?: string } };
type KeyResource = {
  DeletionPolicy: string;
  Properties: { EnableKeyRotation: boolean; KeyPolicy: { Statement: KeyStatement[] } };
};

function codeKey(result: typeof dev): KeyResource {
  const keys = result.template.findResources('AWS::KMS::Key') as Record<string, KeyResource>;
  const key = keys[logicalId(result.stack.auth.codeKey)];
  if (!key) throw new Error('no code key');
  return key;
}

describe('Auth: the key Cognito encrypts the codes with', () => {
  test('rotates yearly, and lets Cognito only encrypt with it, for this account’s user pools', () => {
    const key = codeKey(dev);
    const cognito = key.Properties.KeyPolicy.Statement.filter(
      (statement) => statement.Principal?.Service === 'cognito-idp.amazonaws.com',
    );

    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(cognito).toHaveLength(1);
    expect(actionsOf(cognito[0] as Statement).sort()).toEqual(['kms:Encrypt', 'kms:GenerateDataKey']);
    const condition = cognito[0]?.Condition as Record<string, Record<string, unknown>>;
    expect(render(condition.StringEquals?.['aws:SourceAccount'])).toBe('123456789012');
    expect(render(condition.ArnLike?.['aws:SourceArn'])).toBe(
      `arn:\${Ref:AWS::Partition}:cognito-idp:eu-west-1:123456789012:userpool/*`,
    );
  });

  test('prod keeps the key (codes of a retained pool); dev lets it go with the stack', () => {
    expect(codeKey(prod).DeletionPolicy).toBe('Retain');
    expect(codeKey(dev).DeletionPolicy).toBe('Delete');
  });

  test('only the email sender may decrypt with it, and only with it', () => {
    const policies = Object.values(dev.template.findResources('AWS::IAM::Policy')) as {
      Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
    }[];
    const keyArn = `\${GetAtt:${logicalId(dev.stack.auth.codeKey)}.Arn}`;
    const onTheKey = (statement: Statement) => [statement.Resource].flat().map(render).includes(keyArn);
    const decrypting = policies.filter((policy) =>
      policy.Properties.PolicyDocument.Statement.some(
        (statement) => onTheKey(statement) && actionsOf(statement).some((action) => action.startsWith('kms:')),
      ),
    );
    const senderRole = logicalId(dev.stack.email.sender.role ?? dev.stack.email.sender);

    expect(decrypting.flatMap((policy) => policy.Properties.Roles.map((role) => role.Ref))).toEqual([senderRole]);
    const decrypt = statementsOf(dev.template, dev.stack.email.sender).filter((statement) =>
      actionsOf(statement).includes('kms:Decrypt'),
    );
    expect(decrypt.map((statement) => render(statement.Resource))).toEqual([keyArn]);
    expect(decrypt.flatMap(actionsOf)).toEqual(['kms:Decrypt']);
  });

  test('the email sender knows the key by its ARN', () => {
    dev.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Email sender: delivers outbox emails through SES, once each',
      Environment: {
        Variables: Match.objectLike({
          [ENV.accountCodeKeyArn]: { 'Fn::GetAtt': [logicalId(dev.stack.auth.codeKey), 'Arn'] },
        }),
      },
    });
  });
});

describe('Auth: the custom email sender trigger', () => {
  test('the pool hands every code email to it, encrypted under the code key', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({
        CustomEmailSender: {
          LambdaArn: { 'Fn::GetAtt': [logicalId(dev.stack.auth.customEmailSender), 'Arn'] },
          LambdaVersion: 'V1_0',
        },
        KMSKeyID: { 'Fn::GetAtt': [logicalId(dev.stack.auth.codeKey), 'Arn'] },
      }),
    });
  });

  test('only this pool may invoke it', () => {
    dev.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [logicalId(dev.stack.auth.customEmailSender), 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [logicalId(dev.stack.auth.userPool), 'Arn'] },
    });
  });

  test('may only put outbox items: it reads nothing and cannot decrypt the codes it queues', () => {
    const statements = statementsOf(dev.template, dev.stack.auth.customEmailSender);

    expect(
      statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:'))),
    ).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['OUTBOX#*'] } },
      }),
    ]);
    expect(statements.flatMap(actionsOf).filter((action) => action.startsWith('kms:'))).toEqual([]);
  });
});
