/**
 * The local API: API Gateway's part for every route of the route table (REST payload 1.0 events, as
 * the cloud's REST API sends them, into the same handler modules the cloud runs), the Lambda Invoke path cognito-local calls for triggers,
 * and the door through which the Stripe stand-in's events reach the stripe-events handler.
 * The server does no auth of its own: the handlers verify tokens as they do in the cloud.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RouteKey, routeKey } from '@shared/api/routes';
import { CORS_SETTINGS } from '@shared/contract/cors';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { writeLambdaResult } from './api-response';
import { describeError, errorMessage, INTERNAL_ERROR_BODY } from './handler-failures';
import type { HandlerName, LoadHandler } from './handler-modules';
import { type LocalServer, readBody, safeDecode, sendJson, serve } from './http-io';
import { lambdaContext, restApiEventFor } from './lambda-events';
import {
  lambdaInvoke,
  publishGoals,
  reconcile,
  runUpdates,
  sesEvent,
  stripeEvent,
  sweepReminders,
} from './local-invocations';
import { matchRoute } from './route-matcher';

export interface ApiServerOptions {
  port: number;
  host: string;
  /** Origins allowed by CORS (the site). */
  siteOrigins: readonly string[];
  loadHandler: LoadHandler;
  /** Lambda function names cognito-local may invoke, mapped to our handlers. */
  invokableFunctions: Record<string, HandlerName>;
  log?: (line: string) => void;
  /**
   * Called after each answered request that ran a handler (it may have written an outbox email), with
   * the route's key when it was an API route: the local stand-in for the stream that wakes the email
   * sender in the cloud, and for the send route's invocation of the update sender.
   */
  afterHandler?: (key?: RouteKey) => void;
}

export type ApiServer = LocalServer;

type Log = (line: string) => void;

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Where every local-only path of the API lives, beside the Lambda Invoke path above. */
const LOCAL_ONLY_PREFIXES = ['/_local', '/2015-03-31/functions'];
export const STRIPE_EVENTS_PATH = '/_local/stripe-events';
/** Runs the payments reconciler now (the local stack also runs it on a timer); answers what it corrected. */
export const RECONCILE_PATH = '/_local/reconcile';
/** Takes one SES event publishing record (a bounce or complaint), as EventBridge hands it to the ses-events Lambda. */
const SES_EVENTS_PATH = '/_local/ses-events';
/** Runs the update sender now, as its schedule does in the cloud (the reconciler's timer also asks for it); answers its runs. */
export const UPDATES_RUN_PATH = '/_local/updates/run';
/** Runs the setup reminder sweep now, or at the body's `now` (ISO 8601) for tests; answers how many it sent. */
export const REMINDERS_PATH = '/_local/reminders';
/** Publishes the community goals' figures into the landing page and the wall now (the stack also does on a timer); answers the pages written. */
export const GOALS_PUBLISH_PATH = '/_local/goals/publish';

/**
 * Whether a path names one of the API port's local-only paths (the Invoke path, `/_local/*`), read as
 * generously as any server might read it: percent-decoded until it stops changing, backslashes as
 * slashes, empty and dot segments resolved, in any case. The site's `/api` proxy refuses these, so
 * only a caller of the API port itself can forge a Stripe or SES event or invoke a trigger.
 */
export function isLocalOnlyPath(path: string): boolean {
  const canonical = canonicalPath(path).toLowerCase();
  return LOCAL_ONLY_PREFIXES.some((prefix) => canonical === prefix || canonical.startsWith(`${prefix}/`));
}

function canonicalPath(path: string): string {
  let decoded = path.split(/[?#]/)[0] ?? '';
  for (let previous = ''; previous !== decoded; ) {
    previous = decoded;
    decoded = safeDecode(decoded);
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[\\/]+/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  const api = await serve(
    (request, response) => {
      handle(options, log, request, response).catch((error: unknown) => {
        // Malformed input to the local-only paths, or a failure writing the response.
        log(`[api] ${request.method} ${request.url} failed: ${describeError(error)}`);
        if (!response.headersSent)
          sendJson(response, error instanceof SyntaxError ? 400 : 500, { message: errorMessage(error) });
        else response.end();
      });
    },
    { port: options.port, host: options.host },
  );
  // Keep-alive longer than typical clients' idle timeout, so pooled connections are not reset mid-request.
  api.server.keepAliveTimeout = 65_000;
  return api;
}

/** Sends a request to the local-only path it names, or else to the route table. */
async function handle(options: ApiServerOptions, log: Log, request: IncomingMessage, response: ServerResponse) {
  const method = request.method ?? 'GET';
  const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
  const invoke = method === 'POST' ? INVOKE_PATH.exec(rawPath) : null;
  if (invoke?.[1]) return lambdaInvoke(options, log, decodeURIComponent(invoke[1]), request, response);
  if (method === 'POST' && rawPath === STRIPE_EVENTS_PATH) return stripeEvent(options, log, request, response);
  if (method === 'POST' && rawPath === RECONCILE_PATH) return reconcile(options, log, response);
  if (method === 'POST' && rawPath === SES_EVENTS_PATH) return sesEvent(options, log, request, response);
  if (method === 'POST' && rawPath === UPDATES_RUN_PATH) return runUpdates(options, log, response);
  if (method === 'POST' && rawPath === REMINDERS_PATH) return sweepReminders(options, log, request, response);
  if (method === 'POST' && rawPath === GOALS_PUBLISH_PATH) return publishGoals(options, log, response);
  return handleRoute(options, log, method, rawPath, request, response);
}

/** A route of the route table, as API Gateway hands it to its handler: CORS preflight, then the payload 1.0 event. */
async function handleRoute(
  options: ApiServerOptions,
  log: Log,
  method: string,
  rawPath: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const cors = corsHeaders(request.headers.origin, options.siteOrigins);
  if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
    response.writeHead(204, { ...cors, 'content-length': 0 });
    return void response.end();
  }
  const matched = matchRoute(method, rawPath);
  if (!matched) return sendJson(response, 404, { message: HTTP_MESSAGES.notFound }, cors);

  const { route, pathParameters } = matched;
  const body = await readBody(request);
  const event = restApiEventFor(request, route, pathParameters, body);
  try {
    const handler = await options.loadHandler(route.area);
    const result = await handler(event, lambdaContext(`d1-local-${route.area}`));
    writeLambdaResult(response, result, cors);
    options.afterHandler?.(routeKey(route));
  } catch (error) {
    log(`[api] ${routeKey(route)} failed: ${describeError(error)}`);
    sendJson(response, 500, INTERNAL_ERROR_BODY, cors);
  }
}

/**
 * CORS for local development only (a dev server on another port calling this one): in the cloud the
 * site calls the API on its own origin, and the API has no CORS.
 */
function corsHeaders(origin: string | undefined, siteOrigins: readonly string[]): Record<string, string> {
  if (!origin || !siteOrigins.includes(origin)) return { vary: 'origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': CORS_SETTINGS.AllowMethods.join(','),
    'access-control-allow-headers': CORS_SETTINGS.AllowHeaders.join(','),
    'access-control-expose-headers': CORS_SETTINGS.ExposeHeaders.join(','),
    'access-control-max-age': String(CORS_SETTINGS.MaxAge),
    ...(CORS_SETTINGS.AllowCredentials ? { 'access-control-allow-credentials': 'true' } : {}),
    vary: 'origin',
  };
}
