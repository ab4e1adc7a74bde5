/** Invokes the area Lambdas the way API Gateway does, with an HTTP API (payload 2.0) event for a route. */
import { type Area, findRoute, type RouteKey } from '@shared/api/routes';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { httpResult } from '../../infra/local/api-response';
import { httpApiEvent, lambdaContext } from '../../infra/local/lambda-events';

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
  const template = key.split(' ')[1] ?? '/';
  const rawPath = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
  const headers: Record<string, string> = { 'user-agent': 'jest', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  return httpApiEvent({
    routeKey: key,
    rawPath,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers,
    ...(options.params ? { pathParameters: options.params } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}

export interface ApiResult {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Parsed JSON for JSON responses, the raw text otherwise. */
  body: unknown;
  rawBody: string;
}

type AreaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

// Imported on first call, so a test file loads only the Lambdas it calls.
const AREA_HANDLERS: Record<Area, () => Promise<unknown>> = {
  account: async () => (await import('../src/handlers/account')).handler,
  admin: async () => (await import('../src/handlers/admin')).handler,
  checkout: async () => (await import('../src/handlers/checkout')).handler,
  contact: async () => (await import('../src/handlers/contact')).handler,
  game: async () => (await import('../src/handlers/game')).handler,
};

/** Sends an event to the Lambda of the route's area and returns the response, body parsed when JSON. */
export async function invoke(event: APIGatewayProxyEventV2, options: { timeoutMs?: number } = {}): Promise<ApiResult> {
  const [method, path] = event.routeKey.split(' ') as [string, string];
  const area = findRoute(method, path)?.area;
  if (!area) throw new Error(`No route for ${event.routeKey}`);
  const handler = (await AREA_HANDLERS[area]()) as AreaHandler;
  const { statusCode, headers, body } = httpResult(
    await handler(event, lambdaContext(`test-${area}`, options.timeoutMs)),
  );
  const rawBody = body.toString('utf8');
  const isJson = (headers['content-type'] ?? '').startsWith('application/json');
  return { status: statusCode, headers, body: isJson ? JSON.parse(rawBody) : rawBody, rawBody };
}

/** Builds the event for a route and invokes its area's Lambda. */
export function call(key: RouteKey, options: CallOptions = {}): Promise<ApiResult> {
  return invoke(apiEvent(key, options));
}
