/** The stand-in's `/v1` API as Stripe answers it: secret keys only (Bearer or Basic), and Idempotency-Key on POST. */
import type { IncomingMessage } from 'node:http';
import { parse as parseForm } from 'qs';
import { apiRoute } from './api-routes';
import { requirePreviewVersion } from './fx-quotes';
import { checkedParams, routeOf } from './request-schemas';
import type { Handled, RequestParts } from './route-replies';
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
    if (path[0] === 'fx_quotes') requirePreviewVersion(request.headers['stripe-version']);
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

/**
 * Secret keys only, as https://docs.stripe.com/api/authentication takes them: `Authorization: Bearer
 * sk_…` (what the SDK sends) or Basic auth with the key as the user name and no password (`curl -u
 * sk_test_…:`). Refusals are Stripe's 401s.
 */
function requireSecretKey(request: IncomingMessage): void {
  const key = apiKeyOf(request.headers.authorization ?? '');
  if (key === undefined) {
    throw new StripeApiError(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  if (!/^sk_\S+$/.test(key)) throw new StripeApiError(401, `Invalid API Key provided: ${masked(key)}`);
}

/** The key a Bearer token or a Basic auth user name carries; undefined when the header carries none. */
function apiKeyOf(authorization: string): string | undefined {
  const [scheme = '', credentials = ''] = authorization.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return credentials || undefined;
  if (!/^basic$/i.test(scheme)) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const user = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
  return user || undefined;
}

/** As Stripe shows a key it refuses: its kind (`pk_test_`) and last four characters, the rest starred. */
function masked(key: string): string {
  const kind = /^(?:[a-z]+_)+/.exec(key)?.[0] ?? '';
  const rest = key.slice(kind.length);
  return `${kind}${'*'.repeat(Math.max(rest.length - 4, 0))}${rest.slice(-4)}`;
}

function singleHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : undefined;
}
