import { AREAS, type Area, ROUTES, requiresToken } from '@shared/api/routes';
import { ENV } from '@shared/contract/lambda-env';
import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { SecretValue, Stack } from 'aws-cdk-lib';
import {
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  LambdaIntegration,
  type RestApi,
  type Stage,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { HTTP_ENTRIES } from '../../lambdas/src/handlers/entries';
import type { Throttle } from '../config/stages';
import { traceActively } from './active-tracing';
import { ApiFirewall } from './api-firewall';
import { API_STAGE_NAME, addRestGateway } from './api-gateway';
import { addOriginSecret, addUnsubscribeSecret, secretParameter } from './api-secrets';
import { type FulfilmentSettings, grantSecureParameters, stripeKeySettings } from './fulfilment-settings';
import { acknowledge } from './nag-acknowledgements';
import { type FunctionDefaults, StoreFunction } from './store-function';
import { grantTableAccess, type TableRole } from './table-access';

export { API_STAGE_NAME } from './api-gateway';

/**
 * The scope Cognito puts in the access token of every sign-in. A REST Cognito authorizer takes an
 * ID token unless the method names a scope; with one, it takes only an access token that has it,
 * which is what the SPA sends (frontend/src/lib/api-client.ts).
 */
export const COGNITO_ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';

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

/**
 * The REST API, built from the shared route table: one Lambda per area, the Cognito user pool
 * authorizer on `user` and `admin` routes and none on `public` / `optional` / game ones (the
 * handlers attach the caller themselves there), behind a web ACL that admits only CloudFront.
 */
export class Api extends Construct {
  readonly restApi: RestApi;
  /** The one stage CloudFront calls (API_STAGE_NAME). */
  readonly stage: Stage;
  /** The execute-api domain CloudFront sends API requests to, under the origin path `/<stage>`. */
  readonly domainName: string;
  /** Base URL (the stage's execute-api URL), no trailing slash. */
  readonly url: string;
  readonly functions: Record<Area, LambdaFunction>;
  /** The shared secret only CloudFront knows: the web ACL and the Lambdas refuse requests without it. */
  readonly originSecret: Secret;
  /** The headers CloudFront adds to each request it sends the API (a dynamic reference, no plain secret). */
  readonly originHeaders: Record<string, string>;
  readonly firewall: ApiFirewall;
  /** The key the one-click unsubscribe links are signed with, and its Parameter Store name (grantUnsubscribeSigning). */
  private readonly unsubscribeSecret: Secret;
  private readonly unsubscribeSecretParameter: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const originSecretName = `d1-gang/${props.stage}/api-origin-secret`;
    this.originSecret = addOriginSecret(this, originSecretName);
    const originSecretField = (field: 'current' | 'previous') =>
      SecretValue.secretsManager(this.originSecret.secretArn, {
        jsonField: field,
        ...(props.originSecretVersion ? { versionId: props.originSecretVersion } : {}),
      }).unsafeUnwrap();
    this.originHeaders = { [ORIGIN_SECRET_HEADER]: originSecretField('current') };
    const unsubscribeSecretName = `d1-gang/${props.stage}/unsubscribe-secret`;
    this.unsubscribeSecret = addUnsubscribeSecret(this, unsubscribeSecretName, props.functions.retainData);
    this.unsubscribeSecretParameter = secretParameter(unsubscribeSecretName);

    const functions = {} as Record<Area, LambdaFunction>;
    for (const area of AREAS) functions[area] = this.addAreaFunction(area, props, secretParameter(originSecretName));
    this.functions = functions;

    this.restApi = addRestGateway(this, {
      stage: props.stage,
      throttle: props.throttle,
      writeRouteThrottle: props.writeRouteThrottle,
      logRetention: props.functions.logRetention,
      retainData: props.functions.retainData,
    });
    this.stage = this.restApi.deploymentStage;
    const stack = Stack.of(this);
    this.domainName = `${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.url = `https://${this.domainName}/${API_STAGE_NAME}`;
    this.addRoutes(props);

    // A pinned version is a rotation's (docs/deploy.md): it holds the previous value too, which
    // CloudFront may still send until its own change is deployed.
    this.firewall = new ApiFirewall(this, 'Firewall', {
      stage: props.stage,
      apiStage: this.stage,
      acceptedSecrets: props.originSecretVersion
        ? [originSecretField('current'), originSecretField('previous')]
        : [originSecretField('current')],
    });
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
   * Every route of the shared table, to its area's Lambda (one proxy integration per area), with the
   * Cognito authorizer where a token is required. The stage holds the write routes' throttles.
   */
  private addRoutes(props: ApiProps): void {
    const authorizer = new CognitoUserPoolsAuthorizer(this, 'CognitoAuthorizer', {
      cognitoUserPools: [props.userPool],
    });
    // One invoke permission per area for the whole API: one per method would outgrow a Lambda's
    // resource policy in the admin area.
    const integrations = Object.fromEntries(
      AREAS.map((area) => [area, new LambdaIntegration(this.functions[area], { scopePermissionToMethod: false })]),
    ) as Record<Area, LambdaIntegration>;

    for (const route of ROUTES) {
      const guarded = requiresToken(route.access);
      const method = this.restApi.root.resourceForPath(route.path).addMethod(
        route.method,
        integrations[route.area],
        guarded
          ? {
              authorizer,
              authorizationType: AuthorizationType.COGNITO,
              authorizationScopes: [COGNITO_ACCESS_TOKEN_SCOPE],
            }
          : { authorizationType: AuthorizationType.NONE },
      );
      if (!guarded) {
        acknowledge(
          method,
          `${route.method} ${route.path} is open to visitors by design (access "${route.access}" in the route table); ` +
            'when a token or a game key comes, the handler verifies it itself',
          'AwsSolutions-APIG4',
          'AwsSolutions-COG4',
        );
      }
    }
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
