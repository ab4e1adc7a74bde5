/**
 * The stand-in's test controls over HTTP, for tests and scripts: what its control page's buttons do
 * (pay a session as its hosted page would, settle a delayed payment, refund a payment, close a
 * dispute). Each resolves with the stand-in's answer; the event it emits is delivered after that.
 * With `deliverEvents: false` it emits none, as a broken event destination would.
 */
import type { CheckoutSession, Dispute, Refund } from './stripe-objects';

export interface ControlOptions {
  /** False: the change happens at Stripe, but no event is sent. */
  deliverEvents?: boolean;
}

/** A buyer's location as the hosted page asks it (billing-address.ts lists the countries and states it offers). */
interface ControlBillingAddress {
  country: string;
  state?: string;
  postal_code?: string;
}

export interface StandInControls {
  /**
   * Marks the session paid; resolves to the paid session. `delayed`: paid with a bank transfer, the
   * session completes unpaid, its payment processing until settled. `presentIn`: the currency the
   * buyer was shown (`'eur'`), at the stand-in's fixed rate, when the session enabled Adaptive Pricing.
   * `billingAddress`: where the buyer is, for a session with automatic tax (`{ country: 'DE' }`,
   * `{ country: 'US', state: 'WA' }`); left out, the hosted page's pre-selected California (no tax).
   */
  pay(
    sessionId: string,
    options?: ControlOptions & { delayed?: boolean; presentIn?: string; billingAddress?: ControlBillingAddress | null },
  ): Promise<CheckoutSession>;
  /** The bank settles a delayed payment; resolves to the session. */
  settle(sessionId: string, outcome: 'succeeded' | 'failed', options?: ControlOptions): Promise<CheckoutSession>;
  /** Refunds a payment, all of it unless an amount (cents) is given. */
  refund(paymentIntent: string, amount?: number, options?: ControlOptions): Promise<Refund>;
  /** Closes a dispute on the payment's charge, won or lost. */
  dispute(paymentIntent: string, status: 'won' | 'lost', options?: ControlOptions): Promise<Dispute>;
  /**
   * The next `count` requests to `request` (`"POST /v1/refunds"`) are carried out, but their answers
   * are lost on the way back; 0 clears it.
   */
  loseAnswers(request: string, count: number): Promise<unknown>;
  /**
   * The next `count` requests to `request` (`"POST /v1/checkout/sessions"`; `{id}` stands for any id)
   * are refused with Stripe's 429 `rate_limit` or `lock_timeout` and not carried out; 0 clears it.
   */
  rateLimit(request: string, count: number, code?: 'rate_limit' | 'lock_timeout'): Promise<unknown>;
}

export function standInControls(standInUrl: string): StandInControls {
  async function post<T>(path: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${standInUrl}/_control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`the Stripe stand-in's ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }
  return {
    pay: (sessionId, options = {}) => post(`sessions/${encodeURIComponent(sessionId)}/pay`, options),
    settle: (sessionId, outcome, options = {}) =>
      post(`sessions/${encodeURIComponent(sessionId)}/settle`, { outcome, ...options }),
    refund: (paymentIntent, amount, options = {}) =>
      post('refunds', { paymentIntent, ...(amount === undefined ? {} : { amount }), ...options }),
    dispute: (paymentIntent, status, options = {}) => post('disputes', { paymentIntent, status, ...options }),
    loseAnswers: (request, count) => post('lost-answers', { request, count }),
    rateLimit: (request, count, code = 'rate_limit') => post('rate-limits', { request, count, code }),
  };
}
