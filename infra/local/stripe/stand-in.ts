/**
 * A local stand-in for the slice of Stripe the store uses: Checkout Sessions (create, retrieve,
 * list, expire; automatic tax and post-payment invoices), refunds and disputes (create by control,
 * retrieve, list), Idempotency-Key, a hosted checkout page, hosted invoice pages, and test controls.
 * Every `/v1` request is checked against schemas generated from the SDK's types and refused as
 * Stripe refuses it (request-schemas.ts); every object it answers or sends in an event carries every
 * field Stripe always sends (stripe-fields.ts). The real `stripe` SDK talks to it through
 * `new Stripe(key, { host, port, protocol: 'http' })`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, serve } from '../http-io';
import { controlRoute } from './control-routes';
import { EventDelivery, RETRY_DELAYS_MS, type StripeEventsDelivery } from './event-delivery';
import { hostedCheckoutRoute } from './hosted-checkout-route';
import { hostedInvoiceRoute } from './hosted-invoice-route';
import { LostAnswers } from './lost-answers';
import { RateLimits } from './rate-limits';
import type { Handled, RequestParts } from './route-replies';
import type { Params } from './session-params';
import { send, sendFailure } from './stand-in-replies';
import { StripeApiError } from './stripe-errors';
import { withEveryField } from './stripe-fields';
import { type Clock, type StripeEvent, systemClock } from './stripe-objects';
import { StripeState } from './stripe-state';
import { answerV1 } from './v1-requests';

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

/** One `/v1` request as the stand-in received and answered it: what tests count Stripe calls by. */
interface LoggedRequest {
  method: string;
  /** `/v1/checkout/sessions/cs_…/expire`. */
  path: string;
  /** The `Idempotency-Key` header, null when none was sent. */
  idempotencyKey: string | null;
  /** The status answered (429 for a rate-limit fault). */
  status: number;
}

export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  state: StripeState;
  /** Every `/v1` request since the stand-in started, in the order they came; tests slice it. */
  requests: LoggedRequest[];
  /** Resolves once every event emitted so far has been delivered or dead-lettered. */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/** What every request to one stand-in is answered with; `baseUrl` is known once it listens. */
interface StandInContext {
  state: StripeState;
  lostAnswers: LostAnswers;
  rateLimits: RateLimits;
  requests: LoggedRequest[];
  delivery: EventDelivery | undefined;
  baseUrl: string;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const state = new StripeState(options.stateFile, options.clock ?? systemClock);
  const log = options.log ?? ((line: string) => console.error(line));
  const context: StandInContext = {
    state,
    lostAnswers: new LostAnswers(),
    rateLimits: new RateLimits(),
    requests: [],
    delivery: eventDeliveryFor(options, log),
    baseUrl: '',
  };
  const { url, port, close } = await serve(
    (request, response) => {
      route(context, request, response).catch((error: unknown) => sendFailure(request, response, error, log));
    },
    { port: options.port ?? 0, host },
  );
  context.baseUrl = url;
  const { delivery } = context;
  return {
    url,
    host,
    port,
    state,
    requests: context.requests,
    drained: () => delivery?.drained() ?? Promise.resolve(),
    close: () => {
      delivery?.close();
      return close();
    },
  };
}

/** Where the stand-in's events go: nowhere without `onEvent`, else delivered as EventBridge delivers. */
function eventDeliveryFor(options: StripeStandInOptions, log: (line: string) => void): EventDelivery | undefined {
  const onEvent = options.onEvent;
  return onEvent
    ? new EventDelivery({
        deliver: onEvent,
        delivery: options.delivery ?? { kind: 'eventbridge' },
        retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
        log,
      })
    : undefined;
}

async function route(context: StandInContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { state, delivery, lostAnswers } = context;
  const url = new URL(request.url ?? '/', context.baseUrl);
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
  const logged = first === 'v1' ? logRequest(context, request, method, url.pathname) : undefined;
  let handled: Handled;
  try {
    // A 429 is answered before the request runs: nothing is done, no idempotent answer is kept.
    const limited = logged ? context.rateLimits.take(`${method} ${url.pathname}`) : null;
    if (limited) throw limited;
    handled = dispatch(context, request, segments, url, parts);
  } catch (error) {
    if (logged) logged.status = error instanceof StripeApiError ? error.statusCode : 500;
    delivery?.send(expired.map(withEveryField));
    throw error;
  }
  if (logged && handled.reply.kind === 'json') logged.status = handled.reply.statusCode;
  delivery?.send([...expired, ...handled.events].map(withEveryField));
  if (first === 'v1' && lostAnswers.take(`${method} ${url.pathname}`)) {
    // Done and remembered, but the caller never hears of it.
    response.socket?.destroy();
    return;
  }
  send(response, handled.reply);
}

function dispatch(
  { state, lostAnswers, rateLimits, baseUrl }: StandInContext,
  request: IncomingMessage,
  segments: string[],
  url: URL,
  parts: RequestParts,
): Handled {
  const [first, second] = segments;
  if (first === 'v1') return answerV1(state, request, url, parts, baseUrl);
  if (first === 'pay' && segments.length === 2 && second) {
    return hostedCheckoutRoute(state, second, parts, baseUrl);
  }
  if (first === '_control' && second === 'lost-answers' && segments.length === 2 && parts.method === 'POST') {
    const body: unknown = JSON.parse(parts.body || '{}');
    return { reply: { kind: 'json', statusCode: 200, body: lostAnswers.set(body as Params) }, events: [] };
  }
  if (first === '_control' && second === 'rate-limits' && segments.length === 2 && parts.method === 'POST') {
    const body: unknown = JSON.parse(parts.body || '{}');
    return { reply: { kind: 'json', statusCode: 200, body: rateLimits.set(body as Params) }, events: [] };
  }
  const invoicePage = first === 'invoice' ? hostedInvoiceRoute(state, parts) : undefined;
  if (invoicePage) return invoicePage;
  if (first === '_control') return controlRoute(state, parts, baseUrl);
  throw new StripeApiError(404, `Unrecognized request URL (${parts.method}: ${url.pathname}).`);
}

/**
 * The log keeps this many requests at most: the local stack runs for days. Far more than a test makes,
 * so the positions a test slices from stay put.
 */
const MAX_LOGGED = 100_000;

/** Adds the request to the log; its status is filled in once it is answered. */
function logRequest(context: StandInContext, request: IncomingMessage, method: string, path: string): LoggedRequest {
  const key = request.headers['idempotency-key'];
  const logged: LoggedRequest = {
    method,
    path,
    idempotencyKey: (Array.isArray(key) ? key[0] : key) ?? null,
    status: 0,
  };
  if (context.requests.length >= MAX_LOGGED) context.requests.splice(0, MAX_LOGGED / 10);
  context.requests.push(logged);
  return logged;
}
