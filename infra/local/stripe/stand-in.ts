/**
 * A local stand-in for the slice of Stripe the store uses: Checkout Sessions (create, retrieve,
 * list, expire), refunds and disputes (create by control, retrieve, list), Idempotency-Key, a hosted
 * checkout page, and test controls. Every `/v1` request is checked against schemas generated from
 * the SDK's types and refused as Stripe refuses it (request-schemas.ts). The real `stripe` SDK talks
 * to it through `new Stripe(key, { host, port, protocol: 'http' })`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseForm } from 'qs';
import { readBody, redirect, sendJson, serve } from '../http-io';
import { apiRoute } from './api-routes';
import { controlRoute, type Handled, hostedCheckoutRoute, type Reply, type RequestParts } from './control-routes';
import { EventDelivery, RETRY_DELAYS_MS, type StripeEventsDelivery } from './event-delivery';
import { LostAnswers } from './lost-answers';
import { checkedParams, routeOf } from './request-schemas';
import type { Params } from './session-params';
import { StripeApiError } from './stripe-errors';
import { type Clock, type StripeEvent, stripeId, systemClock } from './stripe-objects';
import { StripeState } from './stripe-state';

export interface StripeStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * Receives every event the stand-in emits, after the answer to the call that caused it, as
   * EventBridge delivers: retried when it throws, then dead-lettered (logged).
   */
  onEvent?: (event: StripeEvent) => void | Promise<void>;
  /** Default: one delivery of each event (EventBridge's at least once); chaos adds duplicates and delays. */
  delivery?: StripeEventsDelivery;
  /** Default: RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** Keeps sessions, refunds, disputes and idempotency keys across restarts when given. */
  stateFile?: string;
  /** Seconds since the epoch; tests pass their own to move past a session's `expires_at`. */
  clock?: Clock;
  log?: (line: string) => void;
}

export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  state: StripeState;
  /** Resolves once every event emitted so far has been delivered or dead-lettered. */
  drained(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const state = new StripeState(options.stateFile, options.clock ?? systemClock);
  const log = options.log ?? ((line: string) => console.error(line));
  const lostAnswers = new LostAnswers();
  let baseUrl = '';

  const onEvent = options.onEvent;
  const delivery = onEvent
    ? new EventDelivery({
        deliver: onEvent,
        delivery: options.delivery ?? { kind: 'eventbridge' },
        retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
        log,
      })
    : undefined;

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [first] = segments;
    const body = method === 'GET' || method === 'HEAD' ? '' : await readBody(request);
    const parts: RequestParts = {
      method,
      path: segments.slice(1),
      contentType: request.headers['content-type'] ?? '',
      body,
    };
    // From here on nothing awaits: each request sees and changes the state in one piece, sessions
    // past their expires_at expired first. Its events leave once the answer has.
    const expired = state.expireDue();
    let handled: Handled;
    try {
      handled = dispatch(request, segments, url, parts);
    } catch (error) {
      delivery?.send(expired);
      throw error;
    }
    delivery?.send([...expired, ...handled.events]);
    if (first === 'v1' && lostAnswers.take(`${method} ${url.pathname}`)) {
      // Done and remembered, but the caller never hears of it.
      response.socket?.destroy();
      return;
    }
    send(response, handled.reply);
  }

  function dispatch(request: IncomingMessage, segments: string[], url: URL, parts: RequestParts): Handled {
    const [first, second] = segments;
    if (first === 'v1') return v1(request, url, parts);
    if (first === 'pay' && segments.length === 2 && second) {
      return hostedCheckoutRoute(state, second, parts, baseUrl);
    }
    if (first === '_control' && second === 'lost-answers' && segments.length === 2 && parts.method === 'POST') {
      const body: unknown = JSON.parse(parts.body || '{}');
      return { reply: { kind: 'json', statusCode: 200, body: lostAnswers.set(body as Params) }, events: [] };
    }
    if (first === '_control') return controlRoute(state, parts);
    throw new StripeApiError(404, `Unrecognized request URL (${parts.method}: ${url.pathname}).`);
  }

  /** Stripe's API, with Idempotency-Key on POST: a repeated key replays the first answer. */
  function v1(request: IncomingMessage, url: URL, parts: RequestParts): Handled {
    requireSecretKey(request);
    const { method, path } = parts;
    const params = parseForm(method === 'GET' ? url.search.slice(1) : parts.body) as Params;
    const requestId = stripeId('req_');
    const key = method === 'POST' ? singleHeader(request, 'idempotency-key') : undefined;
    const headers: Record<string, string> = { 'request-id': requestId, ...(key ? { 'idempotency-key': key } : {}) };
    const name = `${method} /v1/${path.join('/')}`;
    const replay = key ? state.idempotencyKeys.replay(key, name, params) : undefined;
    if (replay) {
      const replayHeaders = { ...headers, 'idempotent-replayed': 'true' };
      return {
        reply: { kind: 'json', statusCode: replay.statusCode, body: replay.body, headers: replayHeaders },
        events: [],
      };
    }
    try {
      const route = routeOf(method, path);
      const outcome = apiRoute(state, method, path, route ? checkedParams(route, params) : params, baseUrl);
      if (key) state.rememberIdempotent(key, name, params, 200, outcome.body);
      const events = outcome.events.map((event) => ({
        ...event,
        request: { id: requestId, idempotency_key: key ?? null },
      }));
      return { reply: { kind: 'json', statusCode: 200, body: outcome.body, headers }, events };
    } catch (error) {
      // As Stripe: a request that ran and failed keeps its answer; one refused for its parameters does not.
      if (key && error instanceof StripeApiError && !error.details.code?.startsWith('parameter_')) {
        state.rememberIdempotent(key, name, params, error.statusCode, error.toBody());
      }
      if (error instanceof StripeApiError) error.headers = headers;
      throw error;
    }
  }

  const { url, port, close } = await serve(
    (request, response) => {
      route(request, response).catch((error: unknown) => {
        if (response.headersSent) return response.end();
        if (error instanceof StripeApiError) {
          return sendJson(response, error.statusCode, error.toBody(), error.headers);
        }
        if (error instanceof SyntaxError) {
          return sendJson(response, 400, new StripeApiError(400, `Invalid request body: ${error.message}`).toBody());
        }
        log(
          `[stripe] ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        sendJson(response, 500, { error: { type: 'api_error', message: 'The local Stripe stand-in failed.' } });
      });
    },
    { port: options.port ?? 0, host },
  );
  baseUrl = url;
  return {
    url,
    host,
    port,
    state,
    drained: () => delivery?.drained() ?? Promise.resolve(),
    close: () => {
      delivery?.close();
      return close();
    },
  };
}

/** Stripe keys only: the SDK sends `Authorization: Bearer sk_…`. */
function requireSecretKey(request: IncomingMessage): void {
  const match = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]?.startsWith('sk_')) {
    throw new StripeApiError(
      401,
      'You did not provide a valid API key. Provide your secret key (sk_…) as a Bearer token in the Authorization header.',
      { type: 'invalid_request_error' },
    );
  }
}

function singleHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : undefined;
}

function send(response: ServerResponse, reply: Reply): void {
  if (reply.kind === 'json') {
    sendJson(response, reply.statusCode, reply.body, reply.headers);
    return;
  }
  if (reply.kind === 'redirect') {
    redirect(response, reply.location);
    return;
  }
  response.writeHead(reply.statusCode, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(reply.html),
    'cache-control': 'no-store',
  });
  response.end(reply.html);
}
