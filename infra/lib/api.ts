import { AREAS, type Area, ROUTES, requiresToken } from '@shared/api/routes';
import { ENV } from '@shared/contract/lambda-env';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HTTP_ENTRIES } from '../../lambdas/src/handlers/entries';
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
  throttle: { rateLimit: number; burstLimit: number };
}

const TABLE_ROLES: Record<Area, TableRole> = {
  account: 'account',
  contact: 'contact',
  admin: 'admin',
  checkout: 'fulfilment',
};

const DESCRIPTIONS: Record<Area, string> = {
  account: 'The signed-in user: profile, tier, tier setup, gym wall choice, tickets',
  contact: 'Contact form, support tickets and the public gym wall',
  checkout: 'Stripe Checkout sessions and their fulfilment',
  admin: 'The admin panel: overview, users, purchases, contacts, export, gym wall moderation',
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

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const authEnvironment = {
      [ENV.tableName]: props.table.tableName,
      [ENV.authIssuer]: props.issuer,
      [ENV.authClientId]: props.client.userPoolClientId,
    };
    const functions = {} as Record<Area, LambdaFunction>;
    for (const area of AREAS) {
      const fulfils = area === 'checkout';
      // The admin area refunds through Stripe from the panel: it reads the Stripe key, nothing else of fulfilment's.
      const stripeKey = area === 'admin' ? stripeKeySettings(props.fulfilment) : null;
      const fn = new StoreFunction(this, `${pascal(area)}Function`, {
        ...props.functions,
        entry: HTTP_ENTRIES[area],
        description: DESCRIPTIONS[area],
        environment: {
          ...authEnvironment,
          ...(fulfils ? props.fulfilment.environment : {}),
          ...(stripeKey ? stripeKey.environment : {}),
          // The admin routes ask Cognito whether the caller is still an admin and has two-step sign-in on
          // (lambdas/src/lib/admin-membership.ts); the account's deletion removes the caller from the pool
          // (lambdas/src/lib/account-credentials.ts).
          ...(area === 'admin' || area === 'account' ? { [ENV.userPoolId]: props.userPool.userPoolId } : {}),
        },
      }).function;
      grantTableAccess(fn, props.table, TABLE_ROLES[area]);
      if (fulfils) grantSecureParameters(fn, props.fulfilment.secureParameters);
      if (stripeKey) grantSecureParameters(fn, stripeKey.secureParameters);
      if (area === 'admin') props.userPool.grant(fn, 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminGetUser');
      if (area === 'account') {
        // AdminUserGlobalSignOut: a deletion and a two-step change sign the user out of every device.
        props.userPool.grant(
          fn,
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminDeleteUser',
          'cognito-idp:AdminUserGlobalSignOut',
        );
      }
      functions[area] = fn;
    }
    this.functions = functions;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'D1 Gang store API',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.functions.logRetention,
      removalPolicy: props.functions.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    this.url = this.httpApi.apiEndpoint;

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
    });
    const integrations = Object.fromEntries(
      AREAS.map((area) => [area, new HttpLambdaIntegration(`${pascal(area)}Integration`, functions[area])]),
    ) as Record<Area, HttpLambdaIntegration>;

    for (const route of ROUTES) {
      const guarded = requiresToken(route.access);
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.area],
        authorizer: guarded ? authorizer : undefined,
      });
      if (!guarded && httpRoute) {
        acknowledge(
          httpRoute,
          `${route.method} ${route.path} is open to visitors by design (access "${route.access}" in the route table); ` +
            'when a token comes, the handler verifies it itself',
          'AwsSolutions-APIG4',
        );
      }
    }
  }
}

function pascal(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
