import { AREAS, type Area } from '@shared/api/routes';
import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { Match } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { actionsOf, logicalId, render, statementsOf, synthStage } from '../test/synth-stack';

const dev = synthStage('dev');
const prod = synthStage('prod');
const { template, stack } = dev;

describe('Api: Lambdas', () => {
  const environmentOf = (fn: IFunction) =>
    template.toJSON().Resources[logicalId(fn)].Properties.Environment.Variables as Record<string, unknown>;

  test.each(AREAS)('%s knows the table, the token issuer and the client id', (area) => {
    expect(environmentOf(stack.api.functions[area])).toMatchObject({
      TABLE_NAME: { Ref: logicalId(stack.data.table) },
      AUTH_ISSUER: {
        'Fn::Join': ['', ['https://cognito-idp.eu-west-1.amazonaws.com/', { Ref: logicalId(stack.auth.userPool) }]],
      },
      AUTH_CLIENT_ID: { Ref: logicalId(stack.auth.client) },
    });
  });

  test('only checkout and admin (its refunds) know the Stripe parameter; only checkout the site origins', () => {
    const checkout = environmentOf(stack.api.functions.checkout);

    expect(checkout.STRIPE_SECRET_PARAMETER).toBe('/d1-gang/dev/stripe-secret-key');
    expect(render(checkout.SITE_ORIGINS)).toBe(`https://\${GetAtt:${logicalId(stack.site.distribution)}.DomainName}`);
    expect(environmentOf(stack.api.functions.admin).STRIPE_SECRET_PARAMETER).toBe('/d1-gang/dev/stripe-secret-key');
    expect(environmentOf(stack.api.functions.admin)).not.toHaveProperty('SITE_ORIGINS');
    expect(render(environmentOf(stack.api.functions.game).SITE_URL)).toBe(
      `https://\${GetAtt:${logicalId(stack.site.distribution)}.DomainName}`,
    );
    for (const area of ['account', 'contact'] as const) {
      expect(environmentOf(stack.api.functions[area])).not.toHaveProperty('STRIPE_SECRET_PARAMETER');
    }
  });

  test('only admin may list a user’s groups and read their MFA settings, only account may delete a user, on this pool only', () => {
    const listsGroups = (area: Area) =>
      statementsOf(template, stack.api.functions[area]).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('cognito-idp:')),
      );

    expect(listsGroups('admin')).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminGetUser'],
        Resource: { 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] },
      },
    ]);
    expect(environmentOf(stack.api.functions.admin).USER_POOL_ID).toEqual({ Ref: logicalId(stack.auth.userPool) });
    // The account's deletion removes the caller from this pool, and may do nothing else there.
    expect(listsGroups('account')).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'],
        Resource: { 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] },
      },
    ]);
    expect(environmentOf(stack.api.functions.account).USER_POOL_ID).toEqual({ Ref: logicalId(stack.auth.userPool) });
    for (const area of ['contact', 'checkout'] as const) {
      expect(listsGroups(area)).toEqual([]);
      expect(environmentOf(stack.api.functions[area])).not.toHaveProperty('USER_POOL_ID');
    }
  });

  test('no Lambda gets the local-only overrides', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Environment?: { Variables: Record<string, unknown> } };
    }[];
    for (const fn of functions) {
      const names = Object.keys(fn.Properties.Environment?.Variables ?? {});
      for (const localOnly of [
        'AUTH_JWKS_URL',
        'DYNAMODB_ENDPOINT',
        'STRIPE_API_URL',
        'STRIPE_SECRET_KEY',
        'CONVERSIONS_TOKEN',
        'COGNITO_ENDPOINT',
      ]) {
        expect(names).not.toContain(localOnly);
      }
    }
  });
});

describe('Api: only through CloudFront (the origin secret)', () => {
  const secretId = logicalId(stack.api.originSecret);
  const areaFunctions = AREAS.map((area) => stack.api.functions[area]);

  test('the secret is generated at deploy, named per stage; its value is never in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'd1-gang/dev/api-origin-secret',
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'current', PasswordLength: 48 }),
      SecretString: Match.absent(),
    });
    prod.template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'd1-gang/prod/api-origin-secret' });
  });

  test('CloudFront adds it to every API request as a dynamic reference, resolved by CloudFormation at deploy', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: {
        DistributionConfig: { Origins: { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }[] };
      };
    }[];
    const apiOrigins = (distribution?.Properties.DistributionConfig.Origins ?? []).filter((o) => o.CustomOriginConfig);

    expect(apiOrigins).toHaveLength(1);
    expect(apiOrigins[0]?.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_SECRET_HEADER,
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:current::}}']],
        },
      },
    ]);
  });

  test('a rotation pins the version given as a deploy setting, so the distribution is updated', () => {
    const version = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const rotated = synthStage('dev', { context: { originSecretVersion: version } });
    rotated.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginCustomHeaders: [
              {
                HeaderName: ORIGIN_SECRET_HEADER,
                HeaderValue: {
                  'Fn::Join': [
                    '',
                    [
                      '{{resolve:secretsmanager:',
                      { Ref: logicalId(rotated.stack.api.originSecret) },
                      `:SecretString:current::${version}}}`,
                    ],
                  ],
                },
              },
            ],
          }),
        ]),
      }),
    });
  });

  test.each(AREAS)('the %s Lambda reads it through Parameter Store, and may read nothing else of it', (area) => {
    const fn = stack.api.functions[area];
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: Match.absent(),
      Description: Match.anyValue(),
      Environment: {
        Variables: Match.objectLike({
          ORIGIN_SECRET_PARAMETER: '/aws/reference/secretsmanager/d1-gang/dev/api-origin-secret',
        }),
      },
      Role: { 'Fn::GetAtt': [logicalId(fn.role as never), 'Arn'] },
    });
    const statements = statementsOf(template, fn);
    const ssmRead = statements.find((s) => JSON.stringify(s.Resource).includes('/aws/reference/secretsmanager/'));
    expect(ssmRead && actionsOf(ssmRead).sort()).toEqual(['ssm:GetParameter', 'ssm:GetParameters']);
    expect(render(ssmRead?.Resource)).toBe(
      `arn:\${Ref:AWS::Partition}:ssm:eu-west-1:123456789012:parameter/aws/reference/secretsmanager/d1-gang/dev/api-origin-secret`,
    );
    const secretRead = statements.find((s) => JSON.stringify(s.Resource) === JSON.stringify({ Ref: secretId }));
    expect(secretRead && actionsOf(secretRead).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
  });

  test('the game area has its own Lambda, which knows no user pool', () => {
    const game = stack.api.functions.game;
    expect(areaFunctions.filter((fn) => fn === game)).toHaveLength(1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: "The game servers' API: account linking, entitlements, the change feed and deliveries",
      Environment: { Variables: Match.objectLike({ USER_POOL_ID: Match.absent() }) },
    });
  });

  test('no cloud Lambda can turn the check off: ORIGIN_CHECK is set nowhere', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Environment?: { Variables: Record<string, unknown> } };
    }[];
    for (const fn of functions)
      expect(Object.keys(fn.Properties.Environment?.Variables ?? {})).not.toContain('ORIGIN_CHECK');
    expect(areaFunctions).toHaveLength(5);
  });
});

describe('Api: the unsubscribe links’ signing key', () => {
  test('is generated at deploy, named per stage, never in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'd1-gang/dev/unsubscribe-secret',
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
      SecretString: Match.absent(),
    });
    prod.template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'd1-gang/prod/unsubscribe-secret' });
  });

  test.each(AREAS)('only the account Lambda knows its parameter and may read it (%s)', (area) => {
    const fn = stack.api.functions[area];
    const parameter = '/aws/reference/secretsmanager/d1-gang/dev/unsubscribe-secret';
    const variables = Object.values(template.findResources('AWS::Lambda::Function')).find(
      (resource) =>
        JSON.stringify((resource as { Properties: { Role: unknown } }).Properties.Role) ===
        JSON.stringify({ 'Fn::GetAtt': [logicalId(fn.role as never), 'Arn'] }),
    ) as { Properties: { Environment: { Variables: Record<string, unknown> } } };
    const reads = statementsOf(template, fn).filter((s) => JSON.stringify(s.Resource).includes('unsubscribe-secret'));
    if (area === 'account') {
      expect(variables.Properties.Environment.Variables.UNSUBSCRIBE_SECRET_PARAMETER).toBe(parameter);
      expect(reads.map((s) => actionsOf(s).sort())).toEqual([['ssm:GetParameter']]);
      const secretRead = statementsOf(template, fn).filter((s) =>
        actionsOf(s).includes('secretsmanager:GetSecretValue'),
      );
      expect(secretRead).toHaveLength(2);
    } else {
      expect(variables.Properties.Environment.Variables.UNSUBSCRIBE_SECRET_PARAMETER).toBeUndefined();
      expect(reads).toEqual([]);
      expect(
        statementsOf(template, fn).filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue')),
      ).toHaveLength(1);
    }
  });
});
