import { WALL_CACHE_SECONDS } from '@shared/wall';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number; body: string };

// API answers are per-user data: never cached by browsers or shared caches.
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * The public gym wall is the same for everyone: browsers and CloudFront may keep it a minute, so a
 * crowd loading it costs the table one read a minute per page.
 */
export const WALL_CACHE_CONTROL = `public, max-age=${WALL_CACHE_SECONDS}, s-maxage=${WALL_CACHE_SECONDS}`;

/** A JSON response; extra headers (e.g. a public answer's cache-control) are merged in. */
export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { ...COMMON_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** A CSV download; extra headers (e.g. the next-page cursor) are merged in. */
export function csv(body: string, filename: string, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      ...headers,
    },
    body,
  };
}

/** A JSON file the browser saves rather than shows (the user's data download). */
export function jsonDownload(body: unknown, filename: string): HttpResponse {
  return {
    statusCode: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
    body: JSON.stringify(body, null, 2),
  };
}
