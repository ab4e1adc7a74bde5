/**
 * The `/v1` API the store's Lambdas and the reconciler call, answered from the stand-in's state.
 * Each route is synchronous: state changes and the events they cause are decided together, and the
 * server delivers the events after answering the idempotency bookkeeping.
 */
import { createFxQuote } from './fx-quotes';
import { lineItemList } from './line-items';
import type { Params } from './session-params';
import type { SessionRecord } from './state-file';
import { StripeApiError } from './stripe-errors';
import type { StripeEvent } from './stripe-objects';
import type { StripeState } from './stripe-state';

export interface ApiOutcome {
  body: unknown;
  events: StripeEvent[];
}

export function apiRoute(
  state: StripeState,
  method: string,
  path: string[],
  params: Params,
  baseUrl: string,
): ApiOutcome {
  const [resource, second, third, fourth] = path;
  const found = (body: unknown, events: StripeEvent[] = []): ApiOutcome => ({ body, events });

  if (resource === 'checkout' && second === 'sessions') {
    const id = third;
    if (method === 'POST' && !id) return found(state.createSession(params, baseUrl));
    if (method === 'GET' && !id) return found(state.sessionPage(params));
    if (method === 'GET' && id && !fourth) return found(withExpansions(state, state.get(id), params.expand));
    if (method === 'GET' && id && fourth === 'line_items') return found(lineItemList(state.get(id)));
    if (method === 'POST' && id && fourth === 'expire') {
      const { session, event } = state.expire(id);
      return found(session, [event]);
    }
  }
  if (resource === 'refunds' && !third) {
    if (method === 'POST' && !second) {
      const { refund, event } = state.refund(params);
      return found(refund, [event]);
    }
    if (method === 'GET' && !second) return found(state.refundPage(params));
    if (method === 'GET' && second) return found(state.getRefund(second));
  }
  if (resource === 'payment_intents' && second && !third && method === 'GET') {
    return found(state.getPaymentIntent(second));
  }
  if (resource === 'coupons' && !second && method === 'POST') return found(state.createCoupon(params));
  if (resource === 'promotion_codes' && !third) {
    if (method === 'POST' && !second) return found(state.createPromotionCode(params));
    if (method === 'POST' && second) return found(state.updatePromotionCode(second, params));
    if (method === 'GET' && second) return found(state.getPromotionCode(second));
  }
  if (resource === 'charges' && second && !third && method === 'GET') return found(state.getCharge(second));
  if (resource === 'invoices' && second && !third && method === 'GET') return found(state.getInvoice(second));
  if (resource === 'fx_quotes' && !second && method === 'POST') return found(createFxQuote(params, state.clock()));
  if (resource === 'disputes' && !third && method === 'GET') {
    return found(second ? state.getDispute(second) : state.disputePage(params));
  }
  throw new StripeApiError(404, `Unrecognized request URL (${method}: /v1/${path.join('/')}).`);
}

/** The session with what `expand` asks for in place: its line items, and its invoice once it has one. */
function withExpansions(state: StripeState, record: SessionRecord, expand: unknown) {
  const wanted = Array.isArray(expand) ? expand : expand ? Object.values(expand as object) : [];
  const { session } = record;
  return {
    ...session,
    ...(wanted.includes('line_items') ? { line_items: lineItemList(record) } : {}),
    ...(wanted.includes('invoice') && session.invoice ? { invoice: state.getInvoice(session.invoice) } : {}),
  };
}
