import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyEventV2 } from 'aws-lambda';

/** What API Gateway hands an HTTP Lambda: the REST API's payload 1.0, or 2.0 (tests, older callers). */
export type ApiGatewayEvent = APIGatewayProxyEvent | APIGatewayProxyEventV2;

function isRestEvent(event: ApiGatewayEvent): event is APIGatewayProxyEvent {
  return (event as Partial<APIGatewayProxyEventV2>).version !== '2.0' && 'httpMethod' in event;
}

/**
 * A REST API (payload 1.0) event in the 2.0 shape the handlers and middy's router read: lower-case
 * header names with repeats joined by commas and the cookie header as `cookies`, the path without the
 * stage, the query string rebuilt (encoded) from every value, a repeated parameter's values joined by
 * commas, and the route key `METHOD /resource/{param}`.
 */
export function toHttpApiEvent(event: APIGatewayProxyEvent): APIGatewayProxyEventV2 {
  const { headers, cookies } = lowerCaseHeaders(event);
  const { rawQueryString, queryStringParameters } = query(event.multiValueQueryStringParameters);
  const routeKey = `${event.httpMethod} ${event.resource}`;
  const context = event.requestContext;
  return {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(event.pathParameters ? { pathParameters: event.pathParameters as Record<string, string> } : {}),
    ...(event.stageVariables ? { stageVariables: event.stageVariables as Record<string, string> } : {}),
    requestContext: {
      accountId: context.accountId,
      apiId: context.apiId,
      domainName: context.domainName ?? headers.host ?? '',
      domainPrefix: context.domainPrefix ?? '',
      http: {
        method: event.httpMethod,
        path: event.path,
        protocol: context.protocol,
        sourceIp: context.identity.sourceIp,
        userAgent: context.identity.userAgent ?? '',
      },
      requestId: context.requestId,
      routeKey,
      stage: context.stage,
      time: context.requestTime ?? '',
      timeEpoch: context.requestTimeEpoch,
    },
    ...(event.body !== null && event.body !== undefined ? { body: event.body } : {}),
    isBase64Encoded: event.isBase64Encoded,
  };
}

function lowerCaseHeaders(event: APIGatewayProxyEvent): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  let cookies: string[] = [];
  const all = Object.keys(event.multiValueHeaders ?? {}).length > 0 ? event.multiValueHeaders : singleValues(event);
  for (const [name, values] of Object.entries(all)) {
    if (!values || values.length === 0) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies = values.flatMap((value) => value.split(';').map((cookie) => cookie.trim())).filter(Boolean);
      continue;
    }
    headers[lower] = Object.hasOwn(headers, lower) ? `${headers[lower]},${values.join(',')}` : values.join(',');
  }
  return { headers, cookies };
}

function singleValues(event: APIGatewayProxyEvent): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(event.headers ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, [value]]])),
  );
}

/** 1.0 gives decoded values (and, in queryStringParameters, only a repeated name's last): rebuilt from them all. */
function query(parameters: APIGatewayProxyEvent['multiValueQueryStringParameters']): {
  rawQueryString: string;
  queryStringParameters?: Record<string, string>;
} {
  const entries = Object.entries(parameters ?? {}).flatMap(([name, values]) =>
    (values ?? []).map((value) => [name, value] as const),
  );
  if (entries.length === 0) return { rawQueryString: '' };
  const rawQueryString = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of entries) {
    queryStringParameters[name] = Object.hasOwn(queryStringParameters, name)
      ? `${queryStringParameters[name]},${value}`
      : value;
  }
  return { rawQueryString, queryStringParameters };
}

/**
 * Turns the REST API's 1.0 event into the 2.0 shape before anything reads it; a 2.0 event passes
 * unchanged. First in every HTTP area's stack (http.ts), in the cloud and in the local stack alike.
 */
export function restEventAdapter(): middy.MiddlewareObj<ApiGatewayEvent> {
  return {
    before: (request) => {
      if (isRestEvent(request.event)) request.event = toHttpApiEvent(request.event);
    },
  };
}
