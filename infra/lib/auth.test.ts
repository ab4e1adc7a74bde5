import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
import { Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { actionsOf, logicalId, render, statementsOf, synthStage } from '../test/synth-stack';

const dev = synthStage('dev');
const prod = synthStage('prod');

describe('Auth: user pool', () => {
  test('email is the username; anyone may sign up and confirms by an emailed code', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      UsernameConfiguration: { CaseSensitive: false },
    });
  });

  test('strong passwords: at least 8 characters with upper, lower, digit and symbol', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  test('accounts are recovered by email only', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  test("the sign-up form's updates choice is kept on the account from the sign-up: an immutable custom attribute", () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'updates_consent', AttributeDataType: 'String', Mutable: false }),
      ]),
    });
    expect(SIGN_UP_CONSENT_ATTRIBUTE).toBe('custom:updates_consent');
  });

  test('the post-confirmation trigger is the profile Lambda', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PostConfirmation: { 'Fn::GetAtt': [logicalId(dev.stack.auth.postConfirmation), 'Arn'] },
      },
    });
  });

  test('prod: deletion protection on and the pool is retained; dev: destroyed', () => {
    prod.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    dev.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
    });
  });

  test('two-step sign-in: optional for everyone, authenticator app (TOTP) only, never SMS', () => {
    for (const { template } of [dev, prod]) {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      });
      const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool')) as {
        Properties: Record<string, unknown>;
      }[];
      expect(pool?.Properties).not.toHaveProperty('SmsConfiguration');
    }
  });

  test('the MFA finding is acknowledged with the reason admins are still covered', () => {
    const acknowledged = Object.fromEntries(
      dev.stack.auth.userPool.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>)),
    );

    expect(acknowledged['Annotation::AwsSolutions-COG2']).toContain(
      'the admin API refuses any admin without a verified authenticator app',
    );
  });

  test('one group, named admin', () => {
    dev.template.resourceCountIs('AWS::Cognito::UserPoolGroup', 1);
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'admin',
      UserPoolId: { Ref: logicalId(dev.stack.auth.userPool) },
    });
  });
});

describe('Auth: the pool names the stage’s SES identity (its fallback should the code sender be detached)', () => {
  // The ARN the email sender may send from (Email): Cognito must use the same identity.
  function senderIdentityArn(result: typeof dev): string {
    const ses = statementsOf(result.template, result.stack.email.sender).find((statement) =>
      actionsOf(statement).includes('ses:SendEmail'),
    );
    // The sender may also name the configuration set its emails go through: the identity is the one it sends as.
    const resources: unknown[] = Array.isArray(ses?.Resource) ? ses.Resource : [ses?.Resource];
    return resources.map(render).find((arn) => arn.includes(':identity/')) ?? '';
  }

  test.each([
    ['dev', dev, 'dev.d1gang.com', 'team@dev.d1gang.com'],
    ['prod', prod, 'd1gang.com', 'team@d1gang.com'],
  ])(
    '%s: DEVELOPER sending from its own verified domain, the same identity as the store’s emails',
    (_, result, identity, from) => {
      const [pool] = Object.values(result.template.findResources('AWS::Cognito::UserPool')) as {
        Properties: { EmailConfiguration: { EmailSendingAccount: string; From: string; SourceArn: unknown } };
      }[];
      const email = pool?.Properties.EmailConfiguration;

      expect(email?.EmailSendingAccount).toBe('DEVELOPER');
      expect(email?.From).toBe(`D1 Gang <${from}>`);
      expect(render(email?.SourceArn)).toBe(
        `arn:\${Ref:AWS::Partition}:ses:eu-west-1:123456789012:identity/${identity}`,
      );
      expect(render(email?.SourceArn)).toBe(senderIdentityArn(result));
    },
  );

  test('an identity that is a single address is used as the From address itself', () => {
    const single = synthStage('preview-1', {
      context: { emailIdentity: 'store@example.org', emailFrom: 'store@example.org' },
    });
    single.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        From: 'D1 Gang <store@example.org>',
        SourceArn: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([':ses:eu-west-1:123456789012:identity/store@example.org'])],
        }),
      }),
    });
  });

  test('an environment-agnostic synth (no AWS configuration) still names the stack’s region', () => {
    const agnostic = synthStage('dev', { envAgnostic: true });
    agnostic.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        SourceArn: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':ses:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              ':identity/dev.d1gang.com',
            ],
          ],
        },
      }),
    });
  });
});

describe('Auth: feature plan', () => {
  test('Lite, explicitly, in every stage (a new pool would otherwise be Essentials)', () => {
    for (const { template } of [dev, prod]) {
      template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
    }
  });
});

describe('Auth: the SPA app client', () => {
  test('public client (no secret) allowing SRP, USER_PASSWORD_AUTH and refresh, hiding whether a user exists', () => {
    dev.template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  test('allows only the flows something signs in with: the site’s SRP, the Account Lambda’s password check, refresh', () => {
    const root = path.join(__dirname, '..', '..');
    // The SPA signs in with the flow the stack writes into its config.json (site.ts).
    const siteFlows = [...readFileSync(path.join(root, 'infra/lib/site.ts'), 'utf8').matchAll(/authFlow: '(\w+)'/g)];
    // Lambdas that sign in with the app client (deleting an account checks the password that way).
    const lambdaFlows = readdirSync(path.join(root, 'lambdas/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [
        ...readFileSync(path.join(root, 'lambdas/src', file), 'utf8').matchAll(/AuthFlow: '(\w+)'/g),
      ]);
    const used = new Set([...siteFlows, ...lambdaFlows].map(([, flow]) => `ALLOW_${flow}`));

    expect(siteFlows.map(([, flow]) => flow)).toEqual(['USER_SRP_AUTH']);
    expect(lambdaFlows.map(([, flow]) => flow)).toEqual(['USER_PASSWORD_AUTH']);
    for (const { template } of [dev, prod]) {
      const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient')) as {
        Properties: { ExplicitAuthFlows: string[] };
      }[];
      expect([...(client?.Properties.ExplicitAuthFlows ?? [])].sort()).toEqual(
        [...used, 'ALLOW_REFRESH_TOKEN_AUTH'].sort(),
      );
    }
  });

  test('the sign-up writes only what the form sends: the email, the updates choice and the page’s language', () => {
    for (const { template } of [dev, prod]) {
      const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient')) as {
        Properties: { WriteAttributes?: string[]; ReadAttributes?: string[] };
      }[];

      expect([...(client?.Properties.WriteAttributes ?? [])].sort()).toEqual(
        [SIGN_UP_CONSENT_ATTRIBUTE, 'email', 'locale'].sort(),
      );
      expect([...(client?.Properties.ReadAttributes ?? [])].sort()).toEqual(
        [SIGN_UP_CONSENT_ATTRIBUTE, 'email', 'email_verified', 'locale'].sort(),
      );
    }
  });

  test('access and ID tokens live at most 60 minutes', () => {
    const [client] = Object.values(dev.template.findResources('AWS::Cognito::UserPoolClient')) as {
      Properties: {
        AccessTokenValidity: number;
        IdTokenValidity: number;
        TokenValidityUnits: { AccessToken: string; IdToken: string };
      };
    }[];
    const minutes = (value: number, unit: string) => (unit === 'hours' ? value * 60 : unit === 'minutes' ? value : NaN);

    expect(client).toBeDefined();
    const { AccessTokenValidity, IdTokenValidity, TokenValidityUnits } = client?.Properties ?? ({} as never);
    expect(minutes(AccessTokenValidity, TokenValidityUnits.AccessToken)).toBeLessThanOrEqual(60);
    expect(minutes(IdTokenValidity, TokenValidityUnits.IdToken)).toBeLessThanOrEqual(60);
  });
});

describe('Auth: post-confirmation trigger permissions', () => {
  test('writes only profiles (USER#), the totals and the sign-up form’s email choice; reads nothing', () => {
    const statements = statementsOf(dev.template, dev.stack.auth.postConfirmation).filter((s) =>
      actionsOf(s).some((action) => action.startsWith('dynamodb:')),
    );

    expect(statements).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*', 'STATS*'] } },
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EMAILPREFS#*'] },
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [
              'pk',
              'sk',
              'userId',
              'updates',
              'updatedAt',
              'source',
              'remindersStoppedAt',
              'gsi2pk',
              'gsi2sk',
            ],
          },
        },
      }),
    ]);
  });

  test('knows the table by name', () => {
    dev.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: "Writes a confirmed user's profile and counts the user",
      Environment: { Variables: Match.objectLike({ TABLE_NAME: { Ref: logicalId(dev.stack.data.table) } }) },
    });
  });
});
