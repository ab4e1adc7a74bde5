/**
 * A local stand-in for the slice of Stripe the store uses: Checkout Sessions (create, retrieve,
 * list by payment intent, expire), refunds, a hosted checkout page, and test controls. The real
 * `stripe` SDK talks to it through `new Stripe(key, { host, port, protocol: 'http' })`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseForm } from 'qs';
import { readBody, redirect, sendJson, serve } from '../http-io';
import { checkoutPage, controlPage, notFoundPage } from './hosted-pages';
import { StripeApiError } from './stripe-errors';
import { list, type StripeEvent } from './stripe-objects';
import { type SessionRecord, StripeState } from './stripe-state';

export interface StripeStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Receives every event the stand-in emits; awaited before the page redirects. */
  onEvent?: (event: StripeEvent) => void | Promise<void>;
  /** Keeps sessions across restarts when given. */
  stateFile?: string;
  log?: (line: string) => void;
}

export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  state: StripeState;
  close(): Promise<void>;
}

type Params = Record<string, unknown>;

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const state = new StripeState(options.stateFile);
  const log = options.log ?? ((line: string) => console.error(line));
  let baseUrl = '';

  async function emit(event: StripeEvent): Promise<void> {
    try {
      await options.onEvent?.(event);
    } catch (error) {
      log(`[stripe] delivering ${event.type} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const query = parseForm(url.search.slice(1)) as Params;

    if (segments[0] === 'v1') {
      requireSecretKey(request);
      const params = method === 'GET' ? query : (parseForm(await readBody(request)) as Params);
      return sendJson(response, 200, await api(method, segments.slice(1), params));
    }
    if (segments[0] === 'pay' && segments.length === 2 && segments[1]) {
      return hostedCheckout(method, segments[1], request, response);
    }
    if (segments[0] === '_control') return controls(method, segments.slice(1), request, response);
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  async function api(method: string, path: string[], params: Params): Promise<unknown> {
    const [resource, sub, id, action] = path;
    if (resource === 'checkout' && sub === 'sessions') {
      if (method === 'POST' && !id) return state.createSession(params, baseUrl);
      if (method === 'GET' && !id) {
        const paymentIntent = typeof params.payment_intent === 'string' ? params.payment_intent : undefined;
        const limit = params.limit === undefined ? undefined : Number(params.limit);
        return list(state.listSessions({ paymentIntent, limit }), '/v1/checkout/sessions');
      }
      if (method === 'GET' && id && !action) return withExpansions(state.get(id), params.expand);
      if (method === 'GET' && id && action === 'line_items') return lineItemList(state.get(id));
      if (method === 'POST' && id && action === 'expire') return state.expire(id);
    }
    if (resource === 'refunds' && method === 'POST' && !sub) {
      const { refund, event } = state.refund(params);
      await emit(event);
      return refund;
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: /v1/${path.join('/')}).`);
  }

  async function hostedCheckout(method: string, id: string, request: IncomingMessage, response: ServerResponse) {
    let record: SessionRecord;
    try {
      record = state.get(id);
    } catch {
      return sendHtml(response, 404, notFoundPage());
    }
    if (method === 'GET') return sendHtml(response, 200, checkoutPage(record));
    const form = parseForm(await readBody(request)) as Params;
    if (form.action === 'cancel') return redirect(response, record.session.cancel_url ?? baseUrl);
    if (form.action !== 'pay') return sendHtml(response, 400, checkoutPage(record));
    if (record.session.status !== 'open') return sendHtml(response, 409, checkoutPage(record));
    await emit(state.pay(id));
    const successUrl = (record.session.success_url ?? baseUrl).replaceAll('{CHECKOUT_SESSION_ID}', id);
    return redirect(response, successUrl);
  }

  async function controls(method: string, path: string[], request: IncomingMessage, response: ServerResponse) {
    const [first, id, action] = path;
    if (method === 'GET' && !first) return sendHtml(response, 200, controlPage(state.paidSessions()));
    if (method === 'POST' && first === 'sessions' && id && action === 'pay') {
      const event = state.pay(id);
      await emit(event);
      return sendJson(response, 200, event.data.object);
    }
    if (method === 'POST' && first === 'refunds' && !id) {
      const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      const text = await readBody(request);
      const body = (isForm ? parseForm(text) : JSON.parse(text || '{}')) as Params;
      try {
        const { refund, event } = state.refund({ payment_intent: body.paymentIntent, amount: body.amount });
        await emit(event);
        return isForm ? redirect(response, '/_control') : sendJson(response, 200, refund);
      } catch (error) {
        // The page's own form gets the page back with the reason, not a JSON error.
        if (!isForm || !(error instanceof StripeApiError)) throw error;
        return sendHtml(response, error.statusCode, controlPage(state.paidSessions(), error.message));
      }
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: /_control/${path.join('/')}).`);
  }

  const { url, port, close } = await serve(
    (request, response) => {
      route(request, response).catch((error: unknown) => {
        if (response.headersSent) return response.end();
        if (error instanceof StripeApiError) return sendJson(response, error.statusCode, error.toBody());
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
  return { url, host, port, state, close };
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

function withExpansions(record: SessionRecord, expand: unknown) {
  const wanted = Array.isArray(expand) ? expand : expand ? Object.values(expand as object) : [];
  return wanted.includes('line_items') ? { ...record.session, line_items: lineItemList(record) } : record.session;
}

function lineItemList(record: SessionRecord) {
  const { session } = record;
  const items = record.lineItems.map((item, index) => {
    const amount = item.price_data.unit_amount * item.quantity;
    return {
      id: `li_${session.id.slice(-16)}${index}`,
      object: 'item',
      amount_subtotal: amount,
      amount_total: amount,
      currency: item.price_data.currency,
      description: item.price_data.product_data.name,
      quantity: item.quantity,
      price: {
        id: `price_${session.id.slice(-16)}${index}`,
        object: 'price',
        currency: item.price_data.currency,
        unit_amount: item.price_data.unit_amount,
        product: `prod_${session.id.slice(-16)}${index}`,
      },
    };
  });
  return list(items, `/v1/checkout/sessions/${session.id}/line_items`);
}

function sendHtml(response: ServerResponse, statusCode: number, html: string): void {
  response.writeHead(statusCode, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  response.end(html);
}
