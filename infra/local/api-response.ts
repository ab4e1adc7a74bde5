/** A Lambda's result read back as API Gateway (payload 2.0) reads it. */
import type { ServerResponse } from 'node:http';

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

export interface HttpResult {
  statusCode: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

function isStructured(result: unknown): result is StructuredResult {
  return typeof result === 'object' && result !== null && typeof (result as StructuredResult).statusCode === 'number';
}

/**
 * A result with a statusCode is used as is; anything else is taken as a JSON body with 200, as the
 * 2.0 payload format does.
 */
export function httpResult(result: unknown): HttpResult {
  const structured: StructuredResult = isStructured(result)
    ? result
    : {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
      };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  return {
    statusCode: structured.statusCode,
    headers,
    cookies: structured.cookies ?? [],
    body: structured.body
      ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8')
      : Buffer.alloc(0),
  };
}

/** Writes the result as the HTTP response. CORS headers come last: API Gateway's CORS settings win over the handler's. */
export function writeLambdaResult(response: ServerResponse, result: unknown, cors: Record<string, string>): void {
  const { statusCode, headers, cookies, body } = httpResult(result);
  response.writeHead(statusCode, {
    ...headers,
    ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
    ...cors,
    'content-length': String(body.length),
  });
  response.end(body);
}
