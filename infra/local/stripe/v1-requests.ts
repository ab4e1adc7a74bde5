/** The stand-in's `/v1` API as Stripe answers it: secret keys only, and Idempotency-Key on POST. */
import type { IncomingMessage } from 'node:http';
import { parse as parseForm } from 'qs';
import { apiRoute } from './api-routes';
import type { Handled, RequestParts } from './control-routes';
import { checkedParams, routeOf } from './request-schemas';
import type { Params } from './session-params';
import { StripeApiError } from './stripe-errors';
import { stripeId } from './stripe-objects';
import type { StripeState } from './stripe-state';

/** Stripe's API, with Idempotency-Key on POST: a repeated key replays the first answer. */
export function answerV1(
  state: StripeState,
  request: IncomingMessage,
  url: URL,
  parts: RequestParts,
  baseUrl: string,
): Handled {
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
