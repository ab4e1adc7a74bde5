import type { ApiContract, ApiRouteKey, ResponseBody } from '@shared/api/contract';
import { GOALS_CACHE_SECONDS } from '@shared/goals';
import { WALL_CACHE_SECONDS } from '@shared/wall';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number; body: string };

declare const SENT: unique symbol;

/** A response whose type keeps the status and body it was made from (in the type only), for the route contract. */
type SentResponse<Status extends number, Body> = HttpResponse & { readonly [SENT]: { status: Status; body: Body } };

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type NumberOf<Text> = Text extends `${infer Value extends number}` ? Value : never;
type ErrorStatus = NumberOf<`${4 | 5}${Digit}${Digit}`>;

/**
 * What a route's handler may answer: its contract's success status and body, or any 4xx/5xx with a
 * message; a GET may also answer 304 to a conditional request (RFC 9110 §13.1.2).
 */
export type RouteResponse<K extends ApiRouteKey> =
  | SentResponse<ApiContract[K]['status'], ResponseBody<K>>
  | SentResponse<ErrorStatus, { message: string }>
  | (K extends `GET ${string}` ? SentResponse<304, null> : never);

function sent<Status extends number, Body>(response: HttpResponse): SentResponse<Status, Body> {
  return response as SentResponse<Status, Body>;
}

// API answers are per-user data: never cached by browsers or shared caches.
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * The public gym wall is the same for everyone: browsers and CloudFront may keep it a minute, so a
 * crowd loading it costs the table one read a minute per page.
 */
export const WALL_CACHE_CONTROL = `public, max-age=${WALL_CACHE_SECONDS}, s-maxage=${WALL_CACHE_SECONDS}`;

/** The community goals' public figures: the same for everyone, a few minutes old at most (shared/goals.ts). */
export const GOALS_CACHE_CONTROL = `public, max-age=${GOALS_CACHE_SECONDS.browser}, s-maxage=${GOALS_CACHE_SECONDS.edge}`;

/** A JSON response; extra headers (e.g. a public answer's cache-control) are merged in. */
export function json<Status extends number, Body>(
  statusCode: Status,
  body: Body,
  headers: Record<string, string> = {},
): SentResponse<Status, Body> {
  return sent({
    statusCode,
    headers: { ...COMMON_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * 304 Not Modified: the client's copy is the current one. No body, and the headers a 200 would carry
 * that describe the copy (its ETag and caching).
 */
export function notModified(etag: string): SentResponse<304, null> {
  return sent({ statusCode: 304, headers: { ...COMMON_HEADERS, etag }, body: '' });
}

/**
 * 303 See Other: the answer is another page, which the browser opens with a GET (RFC 9110 §15.4.4).
 * No body; `location` may be a path on the origin the request came through (the site, in front of `/api`).
 */
export function seeOther(location: string): SentResponse<303, null> {
  return sent({ statusCode: 303, headers: { ...COMMON_HEADERS, location }, body: '' });
}

/** A CSV download; extra headers (e.g. the next-page cursor) are merged in. */
export function csv(body: string, filename: string, headers: Record<string, string> = {}): SentResponse<200, string> {
  return sent({
    statusCode: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      ...headers,
    },
    body,
  });
}

/** A JSON file the browser saves rather than shows (the user's data download). */
export function jsonDownload<Body>(body: Body, filename: string): SentResponse<200, Body> {
  return sent({
    statusCode: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
    body: JSON.stringify(body, null, 2),
  });
}
