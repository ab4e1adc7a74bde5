/**
 * The stand-in's test controls over HTTP, for tests and scripts: what its control page's buttons do
 * (pay a session as its hosted page would, refund a payment). Each resolves once the event it emits
 * has been handed on.
 */
import type { CheckoutSession, Refund } from './stripe-objects';

export interface StandInControls {
  /** Marks the session paid; resolves to the paid session. */
  pay(sessionId: string): Promise<CheckoutSession>;
  /** Refunds a payment, all of it unless an amount (cents) is given. */
  refund(paymentIntent: string, amount?: number): Promise<Refund>;
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
    pay: (sessionId) => post(`sessions/${encodeURIComponent(sessionId)}/pay`),
    refund: (paymentIntent, amount) => post('refunds', { paymentIntent, ...(amount === undefined ? {} : { amount }) }),
  };
}
