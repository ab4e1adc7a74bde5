/**
 * The stand-in's lost-answer fault (`POST /_control/lost-answers`): Stripe does the work of the next
 * `count` requests to an endpoint (`"POST /v1/refunds"`) and the connection drops before the answer
 * arrives, as a network cut after Stripe committed would. Only a test can make this on demand.
 */
import type { Params } from './session-params';
import { StripeApiError } from './stripe-errors';

export class LostAnswers {
  private readonly pending = new Map<string, number>();

  /** `{ request: "POST /v1/refunds", count }`; a count of 0 clears the fault. */
  set(body: Params): { request: string; count: number } {
    const request = typeof body.request === 'string' ? body.request : '';
    const count = Number(body.count ?? 1);
    if (!/^(GET|POST) \/v1\/\S+$/.test(request) || !Number.isInteger(count) || count < 0) {
      throw new StripeApiError(400, 'Expected { "request": "POST /v1/…", "count": 0 or more }.');
    }
    if (count === 0) this.pending.delete(request);
    else this.pending.set(request, count);
    return { request, count };
  }

  /** True when this request's answer is to be lost (and counts it). */
  take(request: string): boolean {
    const left = this.pending.get(request) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.pending.delete(request);
    else this.pending.set(request, left - 1);
    return true;
  }
}
