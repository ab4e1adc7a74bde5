/**
 * The site's `/api` on its own origin, as CloudFront serves it in the cloud: requests under `/api`
 * go to the local API with the prefix taken off, headers and body as they came (the host aside), and
 * the API's answer comes back unchanged. The browser sees one origin, so no CORS preflight.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/** Where the SPA reaches the API, locally and in the cloud (shared with CloudFront's behavior). */
export const API_PREFIX = '/api';

/** The API path of a site path under `/api`, or null for any other path. */
export function apiPathOf(url: string): string | null {
  if (url === API_PREFIX || url.startsWith(`${API_PREFIX}?`)) return `/${url.slice(API_PREFIX.length)}`;
  return url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : null;
}

export function proxyToApi(request: IncomingMessage, response: ServerResponse, apiUrl: string, path: string): void {
  const target = new URL(path, apiUrl);
  const { host: _host, ...headers } = request.headers;
  const upstream = httpRequest(
    target,
    { method: request.method, headers: { ...headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'The local API is not answering' }));
  });
  request.pipe(upstream);
}
