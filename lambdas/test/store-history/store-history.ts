import { checkout, checkoutFault, race } from './history-checkouts';
import { deliverEvent, redeliverAll, verify } from './history-deliveries';
import { payAtOnce, promotion, settleDelayed } from './history-payments';
import { dispute, refund } from './history-reversals';
import { HistoryState } from './history-state';
import { type DeliveryPlan, pick, type StoreAction } from './store-history-actions';

export type { Reached } from './history-state';

/*
 * Random payment histories played through the real checkout and stripe-events handlers, against
 * DynamoDB Local and the Stripe stand-in, with the pure ledger (shared/ledger-events.ts) fed the
 * same deliveries in the same order. Test support only; no product code imports it.
 */

/** One history: the buyers' sessions, Stripe's events, and the pure ledger fed every delivery. */
export class StoreHistory extends HistoryState {
  async play(action: StoreAction): Promise<void> {
    switch (action.do) {
      case 'checkout':
        return checkout(this, this.buyerOf(action.user), action.tier, action.payment, action.fulfil);
      case 'pay': {
        const session = this.open.get(this.buyerOf(action.user));
        return session && payAtOnce(this, session, action.withheld, action.fulfil);
      }
      case 'deliver': {
        const captured = pick(
          this.captured.filter((item) => !this.delivered.has(item)),
          action.pick,
        );
        return captured && deliverEvent(this, captured);
      }
      case 'verify': {
        const session = pick(this.paidSessions(), action.pick);
        return session && verify(this, session);
      }
      case 'refund':
        return refund(this, action.pick, action.share, action.deliver, action.by);
      case 'dispute':
        return dispute(this, action.pick, action.lost, action.deliver);
      case 'race':
        return race(this, this.buyerOf(action.user), action.tiers);
      case 'checkout-fault':
        return checkoutFault(this, this.buyerOf(action.user), action.tier, action.fault);
      case 'settle':
        return settleDelayed(this, action.pick, action.outcome, action.withheld, action.fulfil);
      case 'promotion':
        return promotion(this, this.buyerOf(action.user), action.tier, action.percentOff, action.fulfil);
    }
  }

  /**
   * Every captured event once more, some of them twice, with verify calls of some paid sessions, in
   * the plan's order; refunds the store makes meanwhile join the queue where the plan puts them.
   */
  settle(plan: DeliveryPlan): Promise<void> {
    return redeliverAll(this, plan);
  }
}
