/** Writes a Lambda's result back as API Gateway (payload 2.0) would. */
import type { ServerResponse } from 'node:http';

interface StructuredResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

function isStructured(result: unknown): result is StructuredResult {
  return typeof result === 'object' && result !== null && typeof (result as StructuredResult).statusCode === 'number';
}

/**
 * A result with a statusCode is used as is; anything else is taken as a JSON body with 200, as the
 * 2.0 payload format does. CORS headers come last: API Gateway's CORS settings win over the handler's.
 */
export function writeLambdaResult(response: ServerResponse, result: unknown, cors: Record<string, string>): void {
  const structured: StructuredResult = isStructured(result)
    ? result
    : {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
      };
  const body = structured.body
    ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  Object.assign(headers, cors);
  headers['content-length'] = String(body.length);
  response.writeHead(structured.statusCode, headers);
  response.end(body);
}
