import { ROUTES } from '@shared/api/routes';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LogGroupLogDestination,
  type MethodDeploymentOptions,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Throttle } from '../config/stages';
import { acknowledge } from './nag-acknowledgements';

/** The REST API's one stage: the first segment of every execute-api path (CloudFront's origin path). */
export const API_STAGE_NAME = 'live';

/** Routes that change something: each gets the stage's write-route throttle. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// REST context variables: one JSON line per request, no request bodies, tokens or claims.
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    method: '$context.httpMethod',
    resourcePath: '$context.resourcePath',
    status: '$context.status',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integration.error',
    authorizerError: '$context.authorizer.error',
    errorType: '$context.error.responseType',
    waf: '$context.wafResponseCode',
  }),
);

export interface RestGatewayProps {
  /** The stage's name (dev, prod): it names the API, so each stage's metrics are its own. */
  stage: string;
  throttle: Throttle;
  writeRouteThrottle: Throttle;
  logRetention: RetentionDays;
  retainData: boolean;
}

/**
 * The regional REST API and its one stage: throttled as a whole and per write route, logging each
 * request, and answering in JSON where API Gateway answers itself. Routes are added by the caller.
 */
export function addRestGateway(scope: Construct, props: RestGatewayProps): RestApi {
  const accessLogs = new LogGroup(scope, 'AccessLogs', {
    retention: props.logRetention,
    removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const api = new RestApi(scope, 'RestApi', {
    restApiName: `d1-gang-${props.stage}-store`,
    description: 'D1 Gang store API',
    endpointTypes: [EndpointType.REGIONAL],
    // A REST stage logs through the account's API Gateway role. Kept when a stack goes, since the
    // account setting is shared: another stage's API in the same account and region uses it too.
    cloudWatchRole: true,
    cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
    deployOptions: {
      stageName: API_STAGE_NAME,
      throttlingRateLimit: props.throttle.rateLimit,
      throttlingBurstLimit: props.throttle.burstLimit,
      methodOptions: writeRouteOptions(props.writeRouteThrottle),
      accessLogDestination: new LogGroupLogDestination(accessLogs),
      accessLogFormat: ACCESS_LOG_FORMAT,
    },
  });
  addJsonGatewayResponses(api);
  acknowledgeRestFindings(api);
  return api;
}

/** Each write route's own throttle, keyed as REST method settings are (`/path/METHOD`). */
function writeRouteOptions(throttle: Throttle): Record<string, MethodDeploymentOptions> {
  return Object.fromEntries(
    ROUTES.filter((route) => WRITE_METHODS.has(route.method)).map((route) => [
      `${route.path}/${route.method}`,
      { throttlingRateLimit: throttle.rateLimit, throttlingBurstLimit: throttle.burstLimit },
    ]),
  );
}

/**
 * The answers API Gateway gives before a Lambda runs, in the JSON the HTTP API gave: an unknown
 * path is REST's 403 "Missing Authentication Token" unless told to be a 404.
 */
function addJsonGatewayResponses(api: RestApi): void {
  const json = (message: string) => ({ 'application/json': JSON.stringify({ message }) });
  api.addGatewayResponse('UnknownPath', {
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: '404',
    templates: json(HTTP_MESSAGES.notFound),
  });
  api.addGatewayResponse('Unauthorized', {
    type: ResponseType.UNAUTHORIZED,
    statusCode: '401',
    templates: json(HTTP_MESSAGES.unauthorized),
  });
  api.addGatewayResponse('AccessDenied', {
    type: ResponseType.ACCESS_DENIED,
    statusCode: '403',
    templates: json(HTTP_MESSAGES.forbidden),
  });
  // API Gateway's own words for its throttle, as the HTTP API answered (the SPA waits and retries on 429).
  api.addGatewayResponse('Throttled', {
    type: ResponseType.THROTTLED,
    statusCode: '429',
    templates: json('Too Many Requests'),
  });
  // Nothing internal reaches the client, as with the Lambdas' own 5xx.
  api.addGatewayResponse('ServerError', {
    type: ResponseType.DEFAULT_5XX,
    templates: json(HTTP_MESSAGES.internal),
  });
}

function acknowledgeRestFindings(api: RestApi): void {
  acknowledge(
    api,
    'Each handler validates its body and query with the shared zod schemas (shared/api), which also serve ' +
      'the forms; a second copy as API Gateway models would drift from them',
    'AwsSolutions-APIG2',
  );
  acknowledge(
    api.deploymentStage,
    'Access logs (one JSON line per request) are on; execution logs would write request details for every ' +
      'call at a cost, and the Lambdas log each request themselves',
    'AwsSolutions-APIG6',
  );
  acknowledge(
    api,
    "API Gateway's own role for pushing logs to CloudWatch, with AWS's managed policy made for it",
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
  );
}
