/**
 * The site's `/api` on its own origin, as CloudFront serves it in the cloud: requests under `/api`
 * go to the local API with the prefix taken off, headers and body as they came (the host aside), and
 * the API's answer comes back unchanged. The browser sees one origin, so no CORS preflight. As in the
 * cloud, only the API's routes are reachable this way: its local-only paths answer on its own port.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAUTH_METADATA_PATH } from '@shared/api/routes';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { isLocalOnlyPath } from './api-server';
import { passOn, sendJson } from './http-io';

/** Where the SPA reaches the API, locally and in the cloud (shared with CloudFront's behavior). */
export const API_PREFIX = '/api';

/**
 * The API path of a site path under `/api`, or of the game API's OAuth metadata at the site's root
 * (passed on as it is, as CloudFront does); null for any other path.
 */
export function apiPathOf(url: string): string | null {
  if (url === OAUTH_METADATA_PATH || url.startsWith(`${OAUTH_METADATA_PATH}?`)) return url;
  if (url === API_PREFIX || url.startsWith(`${API_PREFIX}?`)) return `/${url.slice(API_PREFIX.length)}`;
  return url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : null;
}

/**
 * Sends the request on to the API at `path`, which stays on the API's host whatever it holds (a path
 * of `//host/…` is no other host). A local-only path answers 404 as an unknown route does, and nothing
 * is sent on.
 */
export function proxyToApi(request: IncomingMessage, response: ServerResponse, apiUrl: string, path: string): void {
  const target = new URL(`${new URL(apiUrl).origin}${path}`);
  if (isLocalOnlyPath(target.pathname)) {
    sendJson(response, 404, { message: HTTP_MESSAGES.notFound });
    return;
  }
  passOn(request, response, target, { 'x-forwarded-for': request.socket.remoteAddress ?? '' }, () => ({
    message: 'The local API is not answering',
  }));
}
