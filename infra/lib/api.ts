import { AREAS, type Area, ROUTES, requiresToken } from '@shared/api/routes';
import { ENV } from '@shared/contract/lambda-env';
import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { HTTP_ENTRIES } from '../../lambdas/src/handlers/entries';
import type { Throttle } from '../config/stages';
import { traceActively } from './active-tracing';
import { type FulfilmentSettings, grantSecureParameters, stripeKeySettings } from './fulfilment-settings';
import { acknowledge } from './nag-acknowledgements';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess, type TableRole } from './table-access';

export interface ApiProps {
  functions: FunctionDefaults;
  table: ITable;
  userPool: IUserPool;
  client: IUserPoolClient;
  /** Token issuer the handlers verify against. */
  issuer: string;
  fulfilment: FulfilmentSettings;
  /** The stage's name: it names the origin secret. */
  stage: string;
  /** The stage's throttle, shared by every client. */
  throttle: Throttle;
  /** Each write route's own throttle. */
  writeRouteThrottle: Throttle;
  /** The origin secret's version CloudFront sends; absent, the current one when CloudFormation reads it. */
  originSecretVersion?: string;
}

/** Routes that change something: each gets the stage's write-route throttle. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const TABLE_ROLES: Record<Area, TableRole> = {
  account: 'account',
  contact: 'contact',
  admin: 'admin',
  checkout: 'checkout',
  game: 'game',
};

const DESCRIPTIONS: Record<Area, string> = {
  account: 'The signed-in user: profile, tier, tier setup, gym wall choice, tickets',
  contact: 'Contact form, support tickets and the public gym wall',
  checkout: 'Stripe Checkout sessions and their fulfilment',
  admin:
    'The admin panel: overview, users, purchases, contacts, export, gym wall moderation, game server keys, development updates',
  game: "The game servers' API: account linking, entitlements, the change feed and deliveries",
};

// HTTP API context variables: one JSON line per request, no request bodies or tokens.
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * The HTTP API, built from the shared route table: one Lambda per area, the Cognito JWT authorizer
 * on `user` and `admin` routes and none on `public` / `optional` ones (the handlers attach the user
 * themselves there). CORS is set by the stack once the site's origin exists (see ApiCors).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Base URL, no trailing slash. */
  readonly url: string;
  readonly functions: Record<Area, LambdaFunction>;
  /** The shared secret only CloudFront knows: the Lambdas refuse requests that do not carry it. */
  readonly originSecret: Secret;
  /** The headers CloudFront adds to each request it sends the API (a dynamic reference, no plain secret). */
  readonly originHeaders: Record<string, string>;
  /** The key the one-click unsubscribe links are signed with, and its Parameter Store name (grantUnsubscribeSigning). */
  private readonly unsubscribeSecret: Secret;
  private readonly unsubscribeSecretParameter: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const originSecretName = `d1-gang/${props.stage}/api-origin-secret`;
    this.originSecret = addOriginSecret(this, originSecretName);
    this.originHeaders = {
      [ORIGIN_SECRET_HEADER]: SecretValue.secretsManager(this.originSecret.secretArn, {
        jsonField: 'current',
        ...(props.originSecretVersion ? { versionId: props.originSecretVersion } : {}),
      }).unsafeUnwrap(),
    };
    const unsubscribeSecretName = `d1-gang/${props.stage}/unsubscribe-secret`;
    this.unsubscribeSecret = addUnsubscribeSecret(this, unsubscribeSecretName, props.functions.retainData);
    this.unsubscribeSecretParameter = secretParameter(unsubscribeSecretName);

    const functions = {} as Record<Area, LambdaFunction>;
    for (const area of AREAS) functions[area] = this.addAreaFunction(area, props, secretParameter(originSecretName));
    this.functions = functions;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'D1 Gang store API',
      createDefaultStage: false,
    });
    this.stage = addDefaultStage(this, this.httpApi, props);
    this.url = this.httpApi.apiEndpoint;
    this.addRoutes(props);
  }

  /** An area's Lambda, with its table role and what else its routes need. */
  private addAreaFunction(area: Area, props: ApiProps, originSecretParameter: string): LambdaFunction {
    const fulfils = area === 'checkout';
    // The admin area refunds through Stripe from the panel: it reads the Stripe key, nothing else of fulfilment's.
    const stripeKey = area === 'admin' ? stripeKeySettings(props.fulfilment) : null;
    const fn = new StoreFunction(this, `${pascal(area)}Function`, {
      ...props.functions,
      entry: HTTP_ENTRIES[area],
      description: DESCRIPTIONS[area],
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.authIssuer]: props.issuer,
        [ENV.authClientId]: props.client.userPoolClientId,
        ...(fulfils ? props.fulfilment.environment : {}),
        ...(stripeKey ? stripeKey.environment : {}),
        // The admin routes ask Cognito whether the caller is still an admin and has two-step sign-in on
        // (lambdas/src/lib/admin-membership.ts); the account's deletion removes the caller from the pool
        // (lambdas/src/lib/account-credentials.ts).
        ...(area === 'admin' || area === 'account' ? { [ENV.userPoolId]: props.userPool.userPoolId } : {}),
        [ENV.originSecretParameter]: originSecretParameter,
      },
    }).function;
    // Parameter Store passes the read on to Secrets Manager: both must allow it.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter', 'ssm:GetParameters'],
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            resource: 'parameter',
            resourceName: originSecretParameter.slice(1),
          }),
        ],
      }),
    );
    this.originSecret.grantRead(fn);
    grantTableAccess(fn, props.table, TABLE_ROLES[area]);
    if (fulfils) grantSecureParameters(fn, props.fulfilment.secureParameters);
    // The payment path is traced end to end: checkout here, the Stripe events and the reconciler in Payments.
    if (fulfils) traceActively(fn);
    if (stripeKey) grantSecureParameters(fn, stripeKey.secureParameters);
    if (area === 'admin') props.userPool.grant(fn, 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminGetUser');
    if (area === 'account') {
      this.grantUnsubscribeSigning(fn);
      // AdminUserGlobalSignOut: a deletion and a two-step change sign the user out of every device.
      props.userPool.grant(
        fn,
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminUserGlobalSignOut',
      );
    }
    return fn;
  }

  /**
   * Every route of the shared table, to its area's Lambda: the Cognito authorizer where a token is
   * required, and the stage's write-route throttle on each route that changes something.
   */
  private addRoutes(props: ApiProps): void {
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
    });
    const integrations = Object.fromEntries(
      AREAS.map((area) => [area, new HttpLambdaIntegration(`${pascal(area)}Integration`, this.functions[area])]),
    ) as Record<Area, HttpLambdaIntegration>;

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of ROUTES) {
      const guarded = requiresToken(route.access);
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.area],
        authorizer: guarded ? authorizer : undefined,
      });
      if (WRITE_METHODS.has(route.method) && httpRoute) {
        routeSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: props.writeRouteThrottle.rateLimit,
          ThrottlingBurstLimit: props.writeRouteThrottle.burstLimit,
        };
        // API Gateway refuses settings for a route key that does not exist yet.
        this.stage.node.addDependency(httpRoute);
      }
      if (!guarded && httpRoute) {
        acknowledge(
          httpRoute,
          `${route.method} ${route.path} is open to visitors by design (access "${route.access}" in the route table); ` +
            'when a token comes, the handler verifies it itself',
          'AwsSolutions-APIG4',
        );
      }
    }
    // HttpStage has no per-route settings of its own.
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /**
   * Lets a Lambda sign (or check) unsubscribe links: the account area checks them, the email sender
   * signs the ones in each update. It reads the key through Parameter Store, like the origin secret.
   */
  grantUnsubscribeSigning(fn: LambdaFunction): void {
    const parameter = this.unsubscribeSecretParameter;
    fn.addEnvironment(ENV.unsubscribeSecretParameter, parameter);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          Stack.of(this).formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameter.slice(1) }),
        ],
      }),
    );
    this.unsubscribeSecret.grantRead(fn);
  }
}

function pascal(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * An HTTP API cannot sit behind a web ACL and its execute-api URL cannot be made private, so the
 * API itself refuses what did not come through CloudFront (docs/deploy.md, "Only through
 * CloudFront"). The secret is generated at deploy and never written in the template. Named, so the
 * Lambdas can read it through Parameter Store (@middy/ssm); CloudFormation deletes secrets without
 * a recovery window, so a destroyed dev stage can be deployed again under the same name.
 */
function addOriginSecret(scope: Construct, secretName: string): Secret {
  const secret = new Secret(scope, 'OriginSecret', {
    secretName,
    description: 'The header CloudFront adds to API requests; the API Lambdas refuse requests without it',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({}),
      generateStringKey: 'current',
      passwordLength: 48,
      excludePunctuation: true,
    },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  acknowledge(
    secret,
    'Rotated by hand (docs/deploy.md): CloudFront reads the value only on a deploy, so a scheduled rotation ' +
      'would lock CloudFront out until the next one; the Lambdas accept the previous value during a rotation',
    'AwsSolutions-SMG4',
  );
  return secret;
}

/**
 * The key the unsubscribe links are signed with: generated at deploy, read by the account Lambda
 * through Parameter Store like the origin secret. A new value only voids the links already sent, so a
 * stage that keeps its data keeps the key when its stack is deleted (docs/deploy.md).
 */
function addUnsubscribeSecret(scope: Construct, secretName: string, retainData: boolean): Secret {
  const secret = new Secret(scope, 'UnsubscribeSecret', {
    secretName,
    description: 'Signs the one-click unsubscribe links of the emails (HMAC-SHA256)',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  acknowledge(
    secret,
    'Not rotated: a new key would void the unsubscribe links in emails already sent, which must keep working',
    'AwsSolutions-SMG4',
  );
  return secret;
}

/** The Parameter Store name through which a Lambda reads a Secrets Manager secret. */
function secretParameter(secretName: string): string {
  return `/aws/reference/secretsmanager/${secretName}`;
}

/** The API's one stage, throttled for the whole stage and logging each request. */
function addDefaultStage(scope: Construct, httpApi: HttpApi, props: ApiProps): HttpStage {
  const accessLogs = new LogGroup(scope, 'AccessLogs', {
    retention: props.functions.logRetention,
    removalPolicy: props.functions.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return new HttpStage(scope, 'DefaultStage', {
    httpApi,
    stageName: '$default',
    autoDeploy: true,
    throttle: { rateLimit: props.throttle.rateLimit, burstLimit: props.throttle.burstLimit },
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
  });
}
