import { loadConfig } from './config';

/** An API answer other than 2xx, carrying the message the screen shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => Promise<string | null>;

let accessToken: TokenSource = async () => null;

/** The auth layer registers how to get the current access token (null when signed out). */
export function setAccessTokenSource(source: TokenSource): void {
  accessToken = source;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

function buildUrl(base: string, path: string, query: ApiRequest['query']): string {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Raw API call: attaches the access token when signed in; throws ApiError on non-2xx. */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const config = await loadConfig();
  const token = await accessToken();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(config.apiUrl, path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : 'An error occurred';
    throw new ApiError(response.status, message);
  }
  return response;
}

/** JSON API call typed by the caller with the route's response type from @shared/api/types. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiResponse(path, request);
  return (await response.json()) as T;
}
