/**
 * The test controls (`/_control`) that pay (at once, or delayed and later settled; in the buyer's own
 * currency with `presentIn`; at a `billingAddress` for automatic tax), refund and dispute without a
 * browser. The control page's forms settle a delayed payment and refund a paid one through the same
 * routes. The controls take `"deliverEvents": false` to change the state without sending the events,
 * as a broken event destination would. The hosted checkout page is hosted-checkout-route.ts.
 */
import { parse as parseForm } from 'qs';
import { controlBillingAddress, PRESELECTED_ADDRESS } from './billing-address';
import { controlPage as controlPageOf } from './hosted-pages';
import { type Handled, html, json, type RequestParts, redirect } from './route-replies';
import type { Params } from './session-params';
import { taxesAutomatically } from './session-tax';
import { StripeApiError } from './stripe-errors';
import type { StripeEvent } from './stripe-objects';
import type { StripeState } from './stripe-state';

export function controlRoute(state: StripeState, request: RequestParts, baseUrl: string): Handled {
  const { method, path } = request;
  const [first, id, action] = path;
  if (method === 'GET' && !first) return html(200, controlPage(state));
  if (method === 'POST' && first === 'sessions' && id && action === 'pay' && path.length === 3) {
    const body = controlBody(request);
    // The control stands for a buyer who did what the page asks: ticked the box (`"termsAccepted": false`
    // leaves it unticked) and paid at the address it shows (`"billingAddress": null` gives none).
    const record = state.get(id);
    const event = state.pay(id, {
      delayed: body.delayed === true,
      presentIn: body.presentIn,
      termsAccepted: body.termsAccepted !== false,
      billingAddress: taxesAutomatically(record.session)
        ? controlBillingAddress(body.billingAddress, record.billingAddress ?? PRESELECTED_ADDRESS)
        : undefined,
      baseUrl,
    });
    return json(event.data.object, deliverable(body, [event]));
  }
  if (method === 'POST' && first === 'sessions' && id && action === 'settle' && path.length === 3) {
    const body = controlBody(request);
    return fromPageOr(state, request, () => {
      const event = state.settle(id, body.outcome, baseUrl);
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
