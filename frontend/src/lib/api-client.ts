import {
  type ApiRouteKey,
  type JsonRouteKey,
  type PathParams,
  type ResponseBody,
  type RouteContract,
  type RouteRequest,
  routePath,
} from '@shared/api/contract';
import { currentAccessToken } from './auth/load-cognito';
import { loadConfig } from './config';
import { m } from './i18n';
import { pageLocale } from './locale';

/** An API answer other than 2xx, carrying the message the screen shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * When a try would be served again (milliseconds since the epoch, as Date.now()), from the answer's
     * Retry-After; null without one. Every 429 of the API has one; use-retry-wait.ts puts it in words.
     */
    readonly retryAt: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * RFC 9110's Retry-After as an instant, counted from the answer's arrival: the API sends whole seconds,
 * so an HTTP date (or anything else) is not read.
 */
function retryAtOf(response: Response): number | null {
  const retryAfter = response.headers.get('retry-after');
  return retryAfter !== null && /^\d+$/.test(retryAfter) ? Date.now() + Number(retryAfter) * 1000 : null;
}

type QueryOf = RouteContract['query'];

function buildUrl(base: string, path: string, query: QueryOf = {}): string {
  // The API is usually on the site's own origin under /api (config.json's apiUrl is then a path).
  const url = new URL(`${base}${path}`, window.location.href);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** What a call adds to the route's request: a signal that abandons it. */
interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Options may be left out only where a route needs neither a body nor path parameters. */
type RequestArgs<K extends ApiRouteKey> =
  object extends RouteRequest<K> ? [request?: RouteRequest<K> & CallOptions] : [request: RouteRequest<K> & CallOptions];

/**
 * Raw call of one route of the route table, e.g. `apiResponse('GET /admin/users/{userId}', { params })`:
 * attaches the access token when signed in; throws ApiError on non-2xx.
 */
export async function apiResponse<K extends ApiRouteKey>(key: K, ...[request]: RequestArgs<K>): Promise<Response> {
  const { body, params, query, signal } = (request ?? {}) as CallOptions & {
    body?: unknown;
    params?: PathParams<K>;
    query?: QueryOf;
  };
  const config = await loadConfig();
  const token = await currentAccessToken();
  // The API answers in the page's language where it answers with text for people (lambdas' requestLocale).
  const headers: Record<string, string> = { 'accept-language': pageLocale() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(config.apiUrl, routePath(key, params), query), {
    method: key.slice(0, key.indexOf(' ')),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : m.auth_error_fallback();
    throw new ApiError(response.status, message, retryAtOf(response));
  }
  return response;
}

/** JSON call of one route, typed by the route table: `api('PUT /me/tier-submission', { body })`. */
export async function api<K extends JsonRouteKey>(key: K, ...request: RequestArgs<K>): Promise<ResponseBody<K>> {
  const response = await apiResponse(key, ...request);
  return (await response.json()) as ResponseBody<K>;
}
