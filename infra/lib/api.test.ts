import { AREAS, type Area, ROUTES, requiresToken } from '@shared/api/routes';
import { CORS_SETTINGS } from '@shared/contract/cors';
import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { actionsOf, logicalId, render, statementsOf, synthStage } from '../test/synth-stack';

const dev = synthStage('dev');
const prod = synthStage('prod');
const { template, stack } = dev;

function integrationOf(area: Area): string {
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
    Properties: { IntegrationUri: { 'Fn::GetAtt': [logicalId(stack.api.functions[area]), 'Arn'] } },
  });
  const ids = Object.keys(integrations);
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

describe('Api: routes from the shared route table', () => {
  test('exactly one API route per route-table entry, no more', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.length);
  });

  test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s goes to its area Lambda with the right authorizer',
    (routeKey, route) => {
      const authorizerId = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0];
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationOf(route.area) }]] },
        ...(requiresToken(route.access)
          ? { AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } }
          : { AuthorizationType: 'NONE', AuthorizerId: Match.absent() }),
      });
    },
  );

  test('public, optional and game routes carry no authorizer (a game server sends its key, not a token); user and admin routes all do', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as {
      Properties: { RouteKey: string; AuthorizationType: string };
    }[];
    const open = routes.filter((r) => r.Properties.AuthorizationType === 'NONE').map((r) => r.Properties.RouteKey);

    expect(open.sort()).toEqual(
      ROUTES.filter((route) => !requiresToken(route.access))
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    );
    expect(open.sort()).toEqual([
      'GET /.well-known/oauth-authorization-server',
      'GET /creator-codes/{code}',
      'GET /email/unsubscribe',
      'GET /game/v1/changes',
      'GET /game/v1/openapi.json',
      'GET /game/v1/players/{platform}/{playerId}/entitlements',
      'GET /updates',
      'GET /updates/{slug}',
      'GET /wall',
      'HEAD /email/unsubscribe',
      'POST /contact',
      'POST /email/unsubscribe',
      'POST /game/v1/deliveries',
      'POST /game/v1/link-requests',
      'POST /game/v1/link-requests/token',
    ]);
  });

  test('the JWT authorizer trusts only this pool and the SPA client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack.auth.client) }],
        Issuer: {
          'Fn::Join': ['', ['https://cognito-idp.eu-west-1.amazonaws.com/', { Ref: logicalId(stack.auth.userPool) }]],
        },
      },
    });
  });
});

describe('Api: stage, throttling, logs and CORS', () => {
  test.each([
    ['dev', dev.template, 10, 20],
    ['prod', prod.template, 1000, 2000],
  ])('%s: the $default stage is throttled at the stage config', (_stage, stageTemplate, rate, burst) => {
    stageTemplate.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    stageTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst },
    });
  });

  test.each([
    ['dev', dev, 5, 10],
    ['prod', prod, 50, 100],
  ])('%s: each write route has its own, lower limit; reads only the stage one', (_stage, result, rate, burst) => {
    const [stage] = Object.values(result.template.findResources('AWS::ApiGatewayV2::Stage')) as {
      Properties: { RouteSettings: Record<string, unknown> };
    }[];
    const writes = ROUTES.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)).map(
      (route) => `${route.method} ${route.path}`,
    );

    expect(writes).toEqual(expect.arrayContaining(['POST /contact', 'POST /checkout', 'PATCH /admin/contacts/{id}']));
    expect(Object.keys(stage?.Properties.RouteSettings ?? {}).sort()).toEqual([...writes].sort());
    for (const key of writes) {
      expect(stage?.Properties.RouteSettings[key]).toEqual({ ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst });
    }
  });

  test('the stage is created after the routes its settings name (API Gateway refuses unknown route keys)', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as { DependsOn?: string[] }[];
    const routeIds = Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) =>
        /^(POST|PUT|PATCH|DELETE) /.test((route as { Properties: { RouteKey: string } }).Properties.RouteKey),
      )
      .map(([id]) => id);

    expect(routeIds.length).toBeGreaterThan(0);
    expect(stage?.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  test('access logs go to a log group with retention, one JSON line per request', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as {
      Properties: { AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string } };
    }[];
    const settings = stage?.Properties.AccessLogSettings;
    const logGroupId = settings?.DestinationArn['Fn::GetAtt'][0] as string;

    template.hasResource('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 14 } });
    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(14);
    expect(JSON.parse(settings?.Format ?? '{}')).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
  });

  test('no CORS for the site: it calls the API on its own origin under /api', () => {
    expect(corsUpdates(template)).toEqual([]);
  });

  test("a stage's extra origins, and nothing else, get CORS with the methods and headers the SPA uses", () => {
    const withExtra = synthStage('preview', { config: { extraSiteOrigins: ['https://preview.example.com'] } });
    const [cors] = corsUpdates(withExtra.template) as {
      Properties: { Create: unknown; Update: unknown };
    }[];
    const create = JSON.parse(render(cors?.Properties.Create));

    expect(create).toMatchObject({
      service: 'ApiGatewayV2',
      action: 'UpdateApi',
      parameters: {
        ApiId: `\${Ref:${logicalId(withExtra.stack.api.httpApi)}}`,
        CorsConfiguration: { ...CORS_SETTINGS, AllowOrigins: ['https://preview.example.com'] },
      },
    });
    expect(JSON.parse(render(cors?.Properties.Update))).toEqual(create);
    // The SPA sends a bearer token and JSON with every method of the route table, and reads the CSV
    // export's file name and paging header and a 429's Retry-After.
    expect([...create.parameters.CorsConfiguration.AllowMethods].sort()).toEqual(
      [...new Set(ROUTES.map((route) => route.method)), 'OPTIONS'].sort(),
    );
    expect(create.parameters.CorsConfiguration.AllowHeaders).toEqual(['authorization', 'content-type']);
    expect(create.parameters.CorsConfiguration.ExposeHeaders).toEqual([
      'content-disposition',
      'x-next-cursor',
      'retry-after',
    ]);
  });
});

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

/** The custom resources that set the API's CORS (the stack has others, e.g. the web ACL reader). */
function corsUpdates(template: Template): unknown[] {
  return Object.values(template.findResources('Custom::AWS')).filter(
    (resource) =>
      JSON.parse(render((resource as { Properties: { Create: unknown } }).Properties.Create)).action === 'UpdateApi',
  );
}

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
