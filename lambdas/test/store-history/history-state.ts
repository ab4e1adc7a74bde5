import { upgradePriceCents } from '@shared/ledger';
import { emptyLedgerState, type LedgerState, ledgerOf } from '@shared/ledger-events';
import { TIERS, type Tier } from '@shared/tiers';
import type { CheckoutSession, StripeEvent } from '../../../infra/local/stripe/stripe-objects';
import type { StripeWithFaults } from '../fake-peers';
import type { StripeHarness } from '../payments-kit';
import {
  type Buyer,
  type CapturedEvent,
  type ChargeAtStripe,
  followCharge,
  type HistorySession,
  ledgerSessionOf,
  newCharge,
  pick,
} from './store-history-actions';

/*
 * What one random payment history knows: the buyers' sessions, Stripe's events and charges, the pure
 * ledger fed every delivery, and the cases reached. Test support only; no product code imports it.
 */

/** Cases a history may reach, which a run checks its histories still reach. */
export type Reached =
  | 'news first'
  | 'duplicate refunded'
  | 'duplicate already repaid'
  | 'overpayment refunded'
  | 'dispute lost'
  | 'admin refund'
  | 'racing checkouts'
  | 'checkout fault'
  | 'admin refund retried'
  | 'delayed payment settled'
  | 'delayed payment failed'
  | 'checkout refused while processing'
  | 'promotion code';

/** A tier the store offers a buyer, with the price it asks. */
export interface Offer {
  tier: Tier;
  priceCents: number;
}

export class HistoryState {
  model: LedgerState = emptyLedgerState();
  readonly sessions: HistorySession[] = [];
  readonly captured: CapturedEvent[] = [];
  readonly charges = new Map<string, ChargeAtStripe>();
  /** Sessions judged duplicates, and whether Stripe still held money of theirs when the store asked for it back. */
  readonly owedBack = new Map<string, boolean>();
  /** Grants judged to go beyond the highest tier, and whether Stripe still held their overpayment when asked. */
  readonly overpaidBack = new Map<string, boolean>();
  readonly reached = new Set<Reached>();
  /** What happened, in order, for the failure report. */
  readonly transcript: string[] = [];
  readonly delivered = new Set<CapturedEvent>();
  /** Each buyer's session they may pay now. */
  readonly open = new Map<Buyer, HistorySession>();
  private seen: number;
  /** Sessions of earlier histories (the stand-in outlives each one, the table does not). */
  private readonly earlierSessions: ReadonlySet<string>;

  constructor(
    readonly harness: StripeHarness,
    private readonly buyers: readonly Buyer[],
    /** Refunds from the admin panel use it; without it every refund is made at Stripe. */
    readonly adminToken?: string,
    /** The proxy that stages Stripe failing mid-checkout; without it those actions do nothing. */
    readonly faults?: StripeWithFaults,
  ) {
    this.seen = harness.events.length;
    this.earlierSessions = new Set(harness.standIn.state.listSessions({ limit: 100_000 }).map((s) => s.id));
  }

  paidSessions(): HistorySession[] {
    return this.sessions.filter((session) => session.paid !== null);
  }

  /** Paid sessions with a charge at Stripe (a promotion code that covered it all leaves none). */
  chargedSessions(): HistorySession[] {
    return this.paidSessions().filter((session) => session.paid?.paymentIntentId);
  }

  /** Whether one of the buyer's payments by bank transfer is still processing at Stripe. */
  stillProcessing(buyer: Buyer): boolean {
    return this.sessions.some((session) => session.buyer === buyer && session.delayed === 'processing');
  }

  chargeOf(session: HistorySession): ChargeAtStripe {
    const charge = this.charges.get(session.paid?.paymentIntentId ?? '');
    if (!charge) throw new Error(`${session.label} has no charge`);
    return charge;
  }

  buyerOf(index: number): Buyer {
    return this.buyers[index % this.buyers.length] as Buyer;
  }

  newSession(buyer: Buyer, sessionId: string): HistorySession {
    const count = this.sessions.filter((session) => session.buyer === buyer).length;
    const session: HistorySession = { label: `${buyer.label}${count + 1}`, sessionId, buyer, paid: null };
    this.sessions.push(session);
    return session;
  }

  isFulfilled(paymentIntentId: string): boolean {
    return Object.values(this.model.payments).some((payment) => payment.paymentIntentId === paymentIntentId);
  }

  /** A tier the store offers the buyer now (by the pure ledger), with its price; null when none can be sold. */
  offered(buyer: Buyer, tierPick: number): Offer | null {
    const ledger = ledgerOf(this.model, buyer.userId);
    const tier = pick(
      TIERS.filter((candidate) => upgradePriceCents(ledger, candidate) !== null),
      tierPick,
    );
    if (!tier) return null;
    const priceCents = upgradePriceCents(ledger, tier) ?? 0;
    if (priceCents === 0) {
      // Two grants priced before either was fulfilled can leave a standing sum above this tier's
      // price while the owned tier is capped below it. The store cannot sell it (Checkout refuses a
      // price of nothing or less): left out.
      this.transcript.push(`(skipped: ${buyer.label} would upgrade to ${tier.id} for 0)`);
      return null;
    }
    return { tier, priceCents };
  }

  /** The buyer's sessions of this history Stripe would take payment for now: open and not past their expiry. */
  payableSessionsOf(buyer: Buyer) {
    const now = Math.floor(Date.now() / 1000);
    return this.harness.standIn.state
      .listSessions({ limit: 100_000 })
      .filter(
        (session) =>
          !this.earlierSessions.has(session.id) &&
          session.client_reference_id === buyer.userId &&
          session.status === 'open' &&
          session.expires_at > now,
      );
  }

  expectOnePayable(buyer: Buyer): void {
    const payable = this.payableSessionsOf(buyer);
    if (payable.length > 1) {
      throw new Error(`${buyer.label} can pay ${payable.length} sessions: ${payable.map((s) => s.id).join(', ')}`);
    }
  }

  /** Stripe took the session's payment: what the ledger will read of it, and its charge (if any). */
  async takePayment(session: HistorySession): Promise<void> {
    const paid = await this.harness.stripe.checkout.sessions.retrieve(session.sessionId);
    session.paid = ledgerSessionOf(paid as unknown as CheckoutSession);
    const paymentIntentId = session.paid.paymentIntentId;
    if (paymentIntentId) this.charges.set(paymentIntentId, newCharge(session.paid.paidCents));
  }

  /**
   * Takes in what the stand-in delivered since the last look (the store's duplicate refunds included),
   * once everything it emitted so far has arrived: late, repeated or out of order when it delivers in chaos.
   */
  async collectEvents(): Promise<CapturedEvent[]> {
    const fresh: CapturedEvent[] = [];
    for (const event of (await this.harness.delivered()).slice(this.seen)) {
      const item = { label: `#${this.captured.length + 1} ${event.type} ${this.follow(event)}`, event };
      this.captured.push(item);
      fresh.push(item);
      this.transcript.push(`  Stripe sent ${item.label}`);
    }
    this.seen = this.harness.events.length;
    return fresh;
  }

  /** Names what an event is about for the transcript, following the charge it reports on. */
  private follow(event: StripeEvent): string {
    const object = event.data.object;
    if (object.object === 'checkout.session') {
      return this.sessions.find((session) => session.sessionId === object.id)?.label ?? object.id;
    }
    const charge = this.charges.get(object.payment_intent);
    if (charge) followCharge(charge, object);
    const about = this.sessions.find((session) => session.paid?.paymentIntentId === object.payment_intent);
    const news = object.object === 'charge' ? `amount_refunded ${object.amount_refunded}` : object.status;
    return `${about?.label ?? object.payment_intent} (${news})`;
  }
}
