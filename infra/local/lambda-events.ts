/**
 * What AWS hands our Lambdas, built locally: an API Gateway REST API (payload 1.0) event, as the
 * cloud's REST API sends it, and the HTTP API (payload 2.0) shape tests build to call a handler
 * directly; the Lambda context, and the EventBridge envelope around Stripe events.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RouteDef } from '@shared/api/routes';
import type { APIGatewayProxyEvent, APIGatewayProxyEventV2, Context, EventBridgeEvent } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './local-aws';

/** The REST API stage the local events name, as the cloud's (infra/lib/api-gateway.ts). */
const LOCAL_STAGE = 'live';

/** The parts of a request an HTTP API event is made of. */
export interface HttpApiRequest {
  /** `METHOD /path/{param}`, as in the route table. */
  routeKey: string;
  rawPath: string;
  rawQueryString?: string;
  /** Lower-case names; `cookie` goes in `cookies`. */
  headers?: Record<string, string>;
  cookies?: string[];
  pathParameters?: Record<string, string>;
  body?: string;
  sourceIp?: string;
  protocol?: string;
}

/** An API Gateway HTTP API (payload 2.0) event, as the cloud builds it for this request. */
export function httpApiEvent(request: HttpApiRequest): APIGatewayProxyEventV2 {
  const { routeKey, rawPath, rawQueryString = '', headers = {}, cookies = [], pathParameters = {}, body } = request;
  const host = headers.host ?? 'localhost';
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? 'localhost',
      http: {
        method: routeKey.split(' ')[0] ?? 'GET',
        path: rawPath,
        protocol: request.protocol ?? 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body ? { body } : {}),
    isBase64Encoded: false,
  };
}

/** The parts of a request a REST API event is made of. */
export interface RestApiRequest {
  /** The route's path template, `/path/{param}`. */
  resource: string;
  method: string;
  /** The path as requested, without the stage. */
  path: string;
  rawQueryString?: string;
  /** Each header's values, names as the client sent them. */
  headers?: Record<string, string[]>;
  pathParameters?: Record<string, string>;
  body?: string;
  sourceIp?: string;
  protocol?: string;
}

/** An API Gateway REST API (payload 1.0) event, as the cloud builds it for this request. */
export function restApiEvent(request: RestApiRequest): APIGatewayProxyEvent {
  const { resource, method, path, rawQueryString = '', headers = {}, pathParameters = {}, body } = request;
  const multiValueQuery = queryValues(rawQueryString);
  const host = headers.host?.[0] ?? headers.Host?.[0] ?? 'localhost';
  const userAgent = headers['user-agent']?.[0] ?? headers['User-Agent']?.[0] ?? null;
  const now = new Date();
  const hasQuery = Object.keys(multiValueQuery).length > 0;
  return {
    resource,
    path,
    httpMethod: method,
    // 1.0 keeps a repeated header's last value here, and every value in multiValueHeaders.
    headers: Object.fromEntries(Object.entries(headers).map(([name, values]) => [name, values.at(-1) ?? ''])),
    multiValueHeaders: headers,
    queryStringParameters: hasQuery
      ? Object.fromEntries(Object.entries(multiValueQuery).map(([name, values]) => [name, values.at(-1) ?? '']))
      : null,
    multiValueQueryStringParameters: hasQuery ? multiValueQuery : null,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : null,
    stageVariables: null,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      authorizer: null,
      domainName: host,
      domainPrefix: host.split('.')[0] ?? 'localhost',
      httpMethod: method,
      identity: restIdentity(request.sourceIp ?? '127.0.0.1', userAgent),
      path: `/${LOCAL_STAGE}${path}`,
      protocol: request.protocol ?? 'HTTP/1.1',
      requestId: randomUUID(),
      requestTime: apiGatewayTime(now),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: resource,
      stage: LOCAL_STAGE,
    },
    body: body ? body : null,
    isBase64Encoded: false,
  };
}

function restIdentity(sourceIp: string, userAgent: string | null): APIGatewayProxyEvent['requestContext']['identity'] {
  return {
    accessKey: null,
    accountId: null,
    apiKey: null,
    apiKeyId: null,
    caller: null,
    clientCert: null,
    cognitoAuthenticationProvider: null,
    cognitoAuthenticationType: null,
    cognitoIdentityId: null,
    cognitoIdentityPoolId: null,
    principalOrgId: null,
    sourceIp,
    user: null,
    userAgent,
    userArn: null,
  };
}

/** The event for a request the local API server received, once matched to a route: a REST (1.0) event, as in the cloud. */
export function restApiEventFor(
  request: IncomingMessage,
  route: RouteDef,
  pathParameters: Record<string, string>,
  body: string,
): APIGatewayProxyEvent {
  const rawUrl = request.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const headers: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(request.headersDistinct)) if (values) headers[name] = values;
  return restApiEvent({
    resource: route.path,
    method: route.method,
    path: queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart),
    rawQueryString: queryStart === -1 ? '' : rawUrl.slice(queryStart + 1),
    headers,
    pathParameters,
    body,
    sourceIp: sourceIp(request),
    protocol: `HTTP/${request.httpVersion}`,
  });
}

/** Each query parameter's decoded values, in order. */
function queryValues(rawQueryString: string): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) values[name] = [...(values[name] ?? []), value];
  return values;
}

/** Decoded query parameters; a repeated name's values are joined by commas, as API Gateway does. */
function queryParameters(rawQueryString: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    parameters[name] = name in parameters ? `${parameters[name]},${value}` : value;
  }
  return parameters;
}

function sourceIp(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's request time format: `21/Nov/2025:11:47:00 +0000`. */
function apiGatewayTime(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  );
}

const TIMEOUT_MS = 30_000;

/** A Lambda context for one invocation of a named function, with the function's timeout (30 s unless given). */
export function lambdaContext(functionName: string, timeoutMs: number = TIMEOUT_MS): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export interface StripeEventLike {
  id: string;
  type: string;
  created?: number;
}

/** The envelope Stripe's EventBridge destination puts around an event (on the partner bus). */
export function stripeEventBridgeEvent<T extends StripeEventLike>(event: T): EventBridgeEvent<string, T> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': event.type,
    source: 'aws.partner/stripe.com/local',
    account: LOCAL_ACCOUNT_ID,
    time: new Date((event.created ?? Math.floor(Date.now() / 1000)) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [],
    detail: event,
  };
}
