import { type Area, ROUTES, requiresToken } from '@shared/api/routes';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { logicalId, synthStage } from '../test/synth-stack';
import { API_STAGE_NAME, COGNITO_ACCESS_TOKEN_SCOPE } from './api';

const dev = synthStage('dev');
const prod = synthStage('prod');
const { template, stack } = dev;

type Resources = Record<string, { Properties: Record<string, unknown>; DependsOn?: string[] }>;

/** Each REST resource's full path, by logical id, from its parent chain (the root is `/`). */
function resourcePaths(t: Template): Record<string, string> {
  const resources = t.findResources('AWS::ApiGateway::Resource') as Resources;
  const paths: Record<string, string> = {};
  const pathOf = (id: string): string => {
    const cached = paths[id];
    if (cached) return cached;
    const resource = resources[id];
    if (!resource) throw new Error(`No API resource ${id}`);
    const { ParentId, PathPart } = resource.Properties as { ParentId: { Ref?: string }; PathPart: string };
    const parent = ParentId.Ref ? pathOf(ParentId.Ref) : '';
    paths[id] = `${parent}/${PathPart}`;
    return paths[id];
  };
  for (const id of Object.keys(resources)) pathOf(id);
  return paths;
}

interface MethodProperties {
  HttpMethod: string;
  ResourceId: { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  AuthorizationType: string;
  AuthorizerId?: { Ref: string };
  AuthorizationScopes?: string[];
  Integration: { Type: string; IntegrationHttpMethod: string; Uri: unknown };
}

/** Every method of the API, by route key (`GET /me`). */
function methodsByRouteKey(t: Template): Record<string, MethodProperties> {
  const paths = resourcePaths(t);
  const methods = Object.values(t.findResources('AWS::ApiGateway::Method') as Resources).map(
    (method) => method.Properties as unknown as MethodProperties,
  );
  return Object.fromEntries(
    methods.map((method) => [
      `${method.HttpMethod} ${method.ResourceId.Ref ? paths[method.ResourceId.Ref] : '/'}`,
      method,
    ]),
  );
}

function invokesArea(method: MethodProperties | undefined, area: Area): boolean {
  return JSON.stringify(method?.Integration.Uri).includes(logicalId(stack.api.functions[area]));
}

describe('Api: a REST API from the shared route table', () => {
  test('one regional REST API and no HTTP API', () => {
    template.resourceCountIs('AWS::ApiGateway::RestApi', 1);
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { EndpointConfiguration: { Types: ['REGIONAL'] } });
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
  });

  test('exactly one method per route-table entry, no more (no OPTIONS: the site calls on its own origin)', () => {
    expect(Object.keys(methodsByRouteKey(template)).sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });

  test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s goes to its area Lambda (proxy) with the right authorizer',
    (key, route) => {
      const method = methodsByRouteKey(template)[key];
      const [authorizerId] = Object.keys(template.findResources('AWS::ApiGateway::Authorizer'));

      expect(method?.Integration).toMatchObject({ Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST' });
      expect(invokesArea(method, route.area)).toBe(true);
      if (requiresToken(route.access)) {
        expect(method).toMatchObject({
          AuthorizationType: 'COGNITO_USER_POOLS',
          AuthorizerId: { Ref: authorizerId },
          // Without a scope, a REST Cognito authorizer takes only ID tokens; the SPA sends its access token.
          AuthorizationScopes: [COGNITO_ACCESS_TOKEN_SCOPE],
        });
      } else {
        expect(method?.AuthorizationType).toBe('NONE');
        expect(method?.AuthorizerId).toBeUndefined();
      }
    },
  );

  test('the access-token scope is the one Cognito puts in every access token of a sign-in', () => {
    expect(COGNITO_ACCESS_TOKEN_SCOPE).toBe('aws.cognito.signin.user.admin');
  });

  test('the Cognito authorizer trusts only this pool, from the Authorization header', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
      ProviderARNs: [{ 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] }],
    });
  });

  test('no two sibling path parameters have different names (REST refuses them)', () => {
    const parameterOf = new Map<string, string>();
    for (const route of ROUTES) {
      const parts = route.path.split('/');
      parts.forEach((part, index) => {
        if (!part.startsWith('{')) return;
        const parent = parts.slice(0, index).join('/');
        expect([part, parameterOf.get(parent) ?? part]).toEqual([part, part]);
        parameterOf.set(parent, part);
      });
    }
  });

  test('no CORS anywhere, even for a stage with extra origins: the site calls the API on its own origin', () => {
    const withExtra = synthStage('preview', { config: { extraSiteOrigins: ['https://preview.example.com'] } });
    for (const t of [template, withExtra.template]) {
      expect(Object.keys(methodsByRouteKey(t)).filter((key) => key.startsWith('OPTIONS '))).toEqual([]);
      const calls = Object.values(t.findResources('Custom::AWS')).map((r) => JSON.stringify(r));
      expect(calls.filter((call) => call.includes('UpdateApi') || call.includes('ApiGatewayV2'))).toEqual([]);
    }
  });
});

describe('Api: the stage, its throttles and logs', () => {
  const stageOf = (t: Template) =>
    Object.values(t.findResources('AWS::ApiGateway::Stage') as Resources)[0]?.Properties as {
      StageName: string;
      MethodSettings: Record<string, unknown>[];
      AccessLogSetting: { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    };

  test('one named stage, not $default', () => {
    template.resourceCountIs('AWS::ApiGateway::Stage', 1);
    expect(stageOf(template).StageName).toBe(API_STAGE_NAME);
    expect(API_STAGE_NAME).toMatch(/^[a-z]+$/);
  });

  test.each([
    ['dev', dev.template, 10, 20],
    ['prod', prod.template, 1000, 2000],
  ])('%s: the whole stage is throttled at the stage config', (_stage, stageTemplate, rate, burst) => {
    expect(stageOf(stageTemplate).MethodSettings).toContainEqual(
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        ThrottlingRateLimit: rate,
        ThrottlingBurstLimit: burst,
      }),
    );
  });

  test.each([
    ['dev', dev.template, 5, 10],
    ['prod', prod.template, 50, 100],
  ])(
    '%s: each write route has its own, lower limit; reads only the stage one',
    (_stage, stageTemplate, rate, burst) => {
      const settings = stageOf(stageTemplate).MethodSettings.filter((setting) => setting.HttpMethod !== '*') as {
        HttpMethod: string;
        ResourcePath: string;
      }[];
      const writes = ROUTES.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)).map(
        (route) => `${route.method} ${route.path}`,
      );

      expect(writes).toEqual(expect.arrayContaining(['POST /contact', 'POST /checkout', 'PATCH /admin/contacts/{id}']));
      // A method setting's path is `/` and then the resource path with each `/` written `~1`.
      expect(settings.map((s) => `${s.HttpMethod} ${s.ResourcePath.slice(1).replaceAll('~1', '/')}`).sort()).toEqual(
        [...writes].sort(),
      );
      for (const setting of settings) {
        expect(setting).toMatchObject({ ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst });
      }
    },
  );

  test('access logs: a log group with retention, one JSON line of REST context variables, no bodies or tokens', () => {
    const settings = stageOf(template).AccessLogSetting;
    const logGroupId = settings.DestinationArn['Fn::GetAtt'][0];
    const format = JSON.parse(settings.Format) as Record<string, string>;

    expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(14);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      method: '$context.httpMethod',
      resourcePath: '$context.resourcePath',
      status: '$context.status',
      ip: '$context.identity.sourceIp',
      waf: '$context.wafResponseCode',
    });
    expect(settings.Format).not.toMatch(/routeKey|requestBody|body|claims|authorization|\$input/i);
  });
});

describe("Api: the gateway's own answers are JSON, as the HTTP API's were", () => {
  test.each([
    ['MISSING_AUTHENTICATION_TOKEN', '404', HTTP_MESSAGES.notFound],
    ['UNAUTHORIZED', '401', HTTP_MESSAGES.unauthorized],
    ['ACCESS_DENIED', '403', HTTP_MESSAGES.forbidden],
    // API Gateway's own words, as the HTTP API answered its throttle.
    ['THROTTLED', '429', 'Too Many Requests'],
    ['DEFAULT_5XX', undefined, HTTP_MESSAGES.internal],
  ])('%s answers %s {"message":"%s"}', (type, status, message) => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: type,
      StatusCode: status ?? Match.absent(),
      ResponseTemplates: { 'application/json': JSON.stringify({ message }) },
    });
  });

  test('an unknown path is a 404, not REST’s 403 "Missing Authentication Token"', () => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
  });
});

describe('Api: its URL', () => {
  test("the ApiUrl output is the stage's execute-api URL, no trailing slash", () => {
    const outputs = template.findOutputs('ApiUrl');
    expect(JSON.stringify(outputs.ApiUrl?.Value)).toContain(`/${API_STAGE_NAME}`);
    expect(JSON.stringify(outputs.ApiUrl?.Value)).toContain(logicalId(stack.api.restApi));
    expect(JSON.stringify(outputs.ApiUrl?.Value)).not.toMatch(/\/"\]\]\}$/);
  });
});
