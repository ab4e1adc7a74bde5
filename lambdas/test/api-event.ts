import { findRoute, type RouteKey } from '@shared/api/routes';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { handler as accountHandler } from '../src/handlers/account';
import { handler as adminHandler } from '../src/handlers/admin';
import { handler as contactHandler } from '../src/handlers/contact';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  token?: string;
}

/** An API Gateway HTTP API (payload 2.0) event for a route of the route table, as API Gateway builds it. */
export function apiEvent(key: RouteKey, options: CallOptions = {}): APIGatewayProxyEventV2 {
  const [method, template] = key.split(' ') as [string, string];
  const rawPath = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
  const query = options.query ?? {};
  const headers: Record<string, string> = { 'user-agent': 'jest', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(options.params ? { pathParameters: options.params } : {}),
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'test-api',
      domainName: 'api.test',
      domainPrefix: 'api',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'test-request',
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON for JSON responses, the raw text otherwise. */
  body: unknown;
  rawBody: string;
}

type AreaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const AREA_HANDLERS: Record<string, AreaHandler> = {
  account: accountHandler as unknown as AreaHandler,
  admin: adminHandler as unknown as AreaHandler,
  contact: contactHandler as unknown as AreaHandler,
};

const context = { functionName: 'test', awsRequestId: 'test-request' } as unknown as Context;

/** Sends an event to the Lambda of the route's area and returns the response, body parsed when JSON. */
export async function invoke(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const [method, path] = event.routeKey.split(' ') as [string, string];
  const area = findRoute(method, path)?.area;
  const handler = area ? AREA_HANDLERS[area] : undefined;
  if (!handler) throw new Error(`No test handler for ${event.routeKey}`);
  const response = (await handler(event, context)) as {
    statusCode: number;
    headers?: Record<string, string>;
    body?: string;
  };
  const headers = response.headers ?? {};
  const rawBody = response.body ?? '';
  const isJson = (headers['content-type'] ?? headers['Content-Type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, headers, body: isJson ? JSON.parse(rawBody) : rawBody, rawBody };
}

/** Builds the event for a route and invokes its area's Lambda. */
export function call(key: RouteKey, options: CallOptions = {}): Promise<ApiResult> {
  return invoke(apiEvent(key, options));
}
