/**
 * What is not Stripe's API: the hosted checkout page (`/pay/{id}`) and the test controls
 * (`/_control`) that pay (at once, or delayed and later settled; in the buyer's own currency with
 * `presentIn`), refund and dispute without a browser. The control page's forms settle a delayed
 * payment and refund a paid one through the same routes. The controls take
 * `"deliverEvents": false` to change the state without sending the events, as a broken event
 * destination would.
 */
import { parse as parseForm } from 'qs';
import { requiresTermsConsent } from './consent';
import { checkoutPage, controlPage as controlPageOf, notFoundPage } from './hosted-pages';
import type { Params } from './session-params';
import type { SessionRecord } from './state-file';
import { StripeApiError } from './stripe-errors';
import type { StripeEvent } from './stripe-objects';
import type { StripeState } from './stripe-state';

export type Reply =
  | { kind: 'json'; statusCode: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'html'; statusCode: number; html: string }
  | { kind: 'redirect'; location: string };

export interface Handled {
  reply: Reply;
  /** Delivered in order before the reply is sent. */
  events: StripeEvent[];
}

export interface RequestParts {
  method: string;
  path: string[];
  contentType: string;
  body: string;
}

const TERMS_NOT_TICKED = 'Tick the box to agree to the terms before you pay.';

export function hostedCheckoutRoute(state: StripeState, id: string, request: RequestParts, baseUrl: string): Handled {
  let record: SessionRecord;
  try {
    record = state.get(id);
  } catch {
    return html(404, notFoundPage());
  }
  if (request.method === 'GET') return html(200, checkoutPage(record));
  const form = parseForm(request.body) as Params;
  const { session } = record;
  if (form.action === 'cancel') return redirect(session.cancel_url ?? baseUrl);
  if (form.action !== 'pay' && form.action !== 'pay-later') return html(400, checkoutPage(record));
  if (session.status !== 'open') return html(409, checkoutPage(record));
  const termsAccepted = form.terms_of_service === 'accepted';
  // The page's checkbox is `required`, but the server decides, as Stripe's does.
  if (requiresTermsConsent(session) && !termsAccepted) return html(400, checkoutPage(record, TERMS_NOT_TICKED));
  const event = state.pay(id, { delayed: form.action === 'pay-later', presentIn: form.presentIn, termsAccepted });
  return redirect((session.success_url ?? baseUrl).replaceAll('{CHECKOUT_SESSION_ID}', id), [event]);
}

export function controlRoute(state: StripeState, request: RequestParts): Handled {
  const { method, path } = request;
  const [first, id, action] = path;
  if (method === 'GET' && !first) return html(200, controlPage(state));
  if (method === 'POST' && first === 'sessions' && id && action === 'pay' && path.length === 3) {
    const body = controlBody(request);
    // The control stands for a buyer who did what the page asks; `"termsAccepted": false` leaves the box unticked.
    const event = state.pay(id, {
      delayed: body.delayed === true,
      presentIn: body.presentIn,
      termsAccepted: body.termsAccepted !== false,
    });
    return json(event.data.object, deliverable(body, [event]));
  }
  if (method === 'POST' && first === 'sessions' && id && action === 'settle' && path.length === 3) {
    const body = controlBody(request);
    return fromPageOr(state, request, () => {
      const event = state.settle(id, body.outcome);
      return { body: event.data.object, events: deliverable(body, [event]) };
    });
  }
  if (method === 'POST' && first === 'refunds' && path.length === 1) {
    const body = controlBody(request);
    return fromPageOr(state, request, () => {
      const { refund, event } = state.refund({
        payment_intent: body.paymentIntent,
        charge: body.charge,
        amount: body.amount,
        reason: body.reason,
        metadata: body.metadata,
      });
      return { body: refund, events: deliverable(body, [event]) };
    });
  }
  if (method === 'POST' && first === 'disputes' && path.length === 1) {
    const body = controlBody(request);
    const { dispute, event } = state.closeDispute(body);
    return json(dispute, deliverable(body, [event]));
  }
  throw new StripeApiError(404, `Unrecognized request URL (${method}: /_control/${path.join('/')}).`);
}

function controlPage(state: StripeState, message?: string): string {
  return controlPageOf({ processing: state.processingSessions(), paid: state.paidSessions() }, message);
}

/**
 * A control's answer: JSON for tests and scripts; for the control page's own forms, back to the page
 * (a 303, as a browser expects after a form), or the page again with Stripe's reason when it refused.
 */
function fromPageOr(
  state: StripeState,
  request: RequestParts,
  control: () => { body: unknown; events: StripeEvent[] },
): Handled {
  if (!isForm(request)) {
    const { body, events } = control();
    return json(body, events);
  }
  try {
    return redirect('/_control', control().events);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return html(error.statusCode, controlPage(state, error.message));
  }
}

/** JSON (or the control page's form): an empty body is an empty object. */
function controlBody(request: RequestParts): Params {
  if (isForm(request)) return parseForm(request.body) as Params;
  const parsed: unknown = JSON.parse(request.body || '{}');
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new StripeApiError(400, 'Invalid request body: expected a JSON object.');
  }
  return parsed as Params;
}

function deliverable(body: Params, events: StripeEvent[]): StripeEvent[] {
  return body.deliverEvents === false || body.deliverEvents === 'false' ? [] : events;
}

function isForm(request: RequestParts): boolean {
  return request.contentType.includes('application/x-www-form-urlencoded');
}

function json(body: unknown, events: StripeEvent[] = []): Handled {
  return { reply: { kind: 'json', statusCode: 200, body }, events };
}

function html(statusCode: number, page: string): Handled {
  return { reply: { kind: 'html', statusCode, html: page }, events: [] };
}

function redirect(location: string, events: StripeEvent[] = []): Handled {
  return { reply: { kind: 'redirect', location }, events };
}
