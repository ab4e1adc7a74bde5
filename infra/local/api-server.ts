/**
 * The local API: API Gateway's part for every route of the route table (payload 2.0 events into the
 * same handler modules the cloud runs), the Lambda Invoke path cognito-local calls for triggers,
 * and the door through which the Stripe stand-in's events reach the stripe-events handler.
 * The server does no auth of its own: the handlers verify tokens as they do in the cloud.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RouteKey, routeKey } from '@shared/api/routes';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { CORS_SETTINGS } from '@shared/contract/cors';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { StripeUnavailableError } from '../../lambdas/src/payments/stripe-client';
import { writeLambdaResult } from './api-response';
import type { HandlerName, LoadHandler } from './handler-modules';
import { type LocalServer, readBody, sendJson, serve } from './http-io';
import { httpApiEventFor, lambdaContext, type StripeEventLike, stripeEventBridgeEvent } from './lambda-events';
import { matchRoute } from './route-matcher';
import { runUpdateSender } from './update-send-runs';

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

/** A handler that throws answers as the handlers' own error response does: nothing internal. */
const INTERNAL_ERROR_BODY = { message: HTTP_MESSAGES.internal };

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
export const STRIPE_EVENTS_PATH = '/_local/stripe-events';
/** Runs the payments reconciler now (the local stack also runs it on a timer); answers what it corrected. */
export const RECONCILE_PATH = '/_local/reconcile';
/** Takes one SES event publishing record (a bounce or complaint), as EventBridge hands it to the ses-events Lambda. */
const SES_EVENTS_PATH = '/_local/ses-events';
/** Runs the update sender now, as its schedule does in the cloud (the reconciler's timer also asks for it); answers its runs. */
export const UPDATES_RUN_PATH = '/_local/updates/run';
/** Runs the setup reminder sweep now, or at the body's `now` (ISO 8601) for tests; answers how many it sent. */
export const REMINDERS_PATH = '/_local/reminders';

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const log = options.log ?? ((line: string) => console.error(line));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
    const invoke = method === 'POST' ? INVOKE_PATH.exec(rawPath) : null;
    if (invoke?.[1]) return lambdaInvoke(decodeURIComponent(invoke[1]), request, response);
    if (method === 'POST' && rawPath === STRIPE_EVENTS_PATH) return stripeEvent(request, response);
    if (method === 'POST' && rawPath === RECONCILE_PATH) return reconcile(response);
    if (method === 'POST' && rawPath === SES_EVENTS_PATH) return sesEvent(request, response);
    if (method === 'POST' && rawPath === UPDATES_RUN_PATH) return runUpdates(response);
    if (method === 'POST' && rawPath === REMINDERS_PATH) return sweepReminders(request, response);

    const cors = corsHeaders(request.headers.origin, options.siteOrigins);
    if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
      response.writeHead(204, { ...cors, 'content-length': 0 });
      return void response.end();
    }
    const matched = matchRoute(method, rawPath);
    if (!matched) return sendJson(response, 404, { message: HTTP_MESSAGES.notFound }, cors);

    const { route, pathParameters } = matched;
    const body = await readBody(request);
    const event = httpApiEventFor(request, route, pathParameters, body);
    try {
      const handler = await options.loadHandler(route.area);
      const result = await handler(event, lambdaContext(`d1-local-${route.area}`));
      writeLambdaResult(response, result, cors);
      options.afterHandler?.(routeKey(route));
    } catch (error) {
      log(`[api] ${routeKey(route)} failed: ${describe(error)}`);
      sendJson(response, 500, INTERNAL_ERROR_BODY, cors);
    }
  }

  /** Lambda's Invoke API (RequestResponse) as the AWS SDK used by cognito-local calls it. */
  async function lambdaInvoke(functionName: string, request: IncomingMessage, response: ServerResponse) {
    const name = options.invokableFunctions[functionName];
    if (!name) {
      return sendJson(
        response,
        404,
        { Type: 'User', message: `Function not found: ${functionName}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
    }
    const payload = JSON.parse((await readBody(request)) || '{}');
    try {
      const handler = await options.loadHandler(name);
      const result = await handler(payload, lambdaContext(`d1-local-${name}`));
      sendJson(response, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      log(`[api] ${name} trigger failed: ${describe(error)}`);
      const errorBody = { errorType: errorName(error), errorMessage: errorMessage(error) };
      // Lambda reports a function error as 200 with this header; the caller decides what it means.
      sendJson(response, 200, errorBody, { 'x-amz-function-error': 'Unhandled' });
    }
  }

  /** A Stripe event from the stand-in, delivered as EventBridge delivers it in the cloud. */
  async function stripeEvent(request: IncomingMessage, response: ServerResponse) {
    const event = JSON.parse(await readBody(request)) as StripeEventLike;
    try {
      const handler = await options.loadHandler('stripe-events');
      await handler(stripeEventBridgeEvent(event), lambdaContext('d1-local-stripe-events'));
      sendJson(response, 200, { received: true });
      options.afterHandler?.();
    } catch (error) {
      log(`[api] stripe-events (${event.type}) failed: ${describe(error)}`);
      sendJson(response, 500, INTERNAL_ERROR_BODY);
    }
  }

  /** An SES bounce or complaint, wrapped as EventBridge delivers the configuration set's events. */
  async function sesEvent(request: IncomingMessage, response: ServerResponse) {
    const detail = JSON.parse(await readBody(request)) as { eventType?: string };
    try {
      const handler = await options.loadHandler('ses-events');
      await handler(
        { source: 'aws.ses', 'detail-type': `Email ${detail.eventType}`, detail },
        lambdaContext('d1-local-ses-events'),
      );
      sendJson(response, 200, { received: true });
    } catch (error) {
      log(`[api] ses-events (${detail.eventType}) failed: ${describe(error)}`);
      sendJson(response, 500, INTERNAL_ERROR_BODY);
    }
  }

  /** The update sender's scheduled run: every update being sent whose lease is free carries on. */
  async function runUpdates(response: ServerResponse) {
    try {
      sendJson(response, 200, await runUpdateSender(options.loadHandler));
      options.afterHandler?.();
    } catch (error) {
      log(`[api] update-sender failed: ${describe(error)}`);
      sendJson(response, 500, INTERNAL_ERROR_BODY);
    }
  }

  /** The scheduled reconciler, as EventBridge Scheduler invokes it in the cloud. */
  async function reconcile(response: ServerResponse) {
    try {
      const handler = await options.loadHandler('reconciler');
      sendJson(response, 200, await handler({ source: 'local' }, lambdaContext('d1-local-reconciler')));
      options.afterHandler?.();
    } catch (error) {
      log(`[api] reconciler failed: ${describe(error)}`);
      // Stripe being down is a known dependency failure, answered as the payment routes answer it.
      if (error instanceof StripeUnavailableError) {
        return sendJson(response, 502, { message: CHECKOUT_MESSAGES.reconcileFailed });
      }
      sendJson(response, 500, INTERNAL_ERROR_BODY);
    }
  }

  /** The scheduled setup reminder sweep, as EventBridge invokes it in the cloud. */
  async function sweepReminders(request: IncomingMessage, response: ServerResponse) {
    const { now } = JSON.parse((await readBody(request)) || '{}') as { now?: unknown };
    const event = { source: 'local', ...(typeof now === 'string' ? { now } : {}) };
    try {
      const handler = await options.loadHandler('setup-reminders');
      sendJson(response, 200, await handler(event, lambdaContext('d1-local-setup-reminders')));
      options.afterHandler?.();
    } catch (error) {
      log(`[api] setup reminders failed: ${describe(error)}`);
      sendJson(response, 500, INTERNAL_ERROR_BODY);
    }
  }

  const api = await serve(
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        // Malformed input to the local-only paths, or a failure writing the response.
        log(`[api] ${request.method} ${request.url} failed: ${describe(error)}`);
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

/** CORS from the settings CDK gives the HTTP API in the cloud, for the stack's site origins. */
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

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'Error';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
