import type { VerifyResponse } from '@shared/api/types/checkout';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { type LedgerPayment, overpaymentRefundCents, paymentStands, upgradePriceCents } from '@shared/ledger';
import {
  applyLedgerEvent,
  emptyLedgerState,
  type LedgerEvent,
  type LedgerSession,
  type LedgerState,
  ledgerOf,
} from '@shared/ledger-events';
import { TIERS, type Tier } from '@shared/tiers';
import { standInControls } from '../../../infra/local/stripe/controls';
import type { CheckoutSession, StripeEvent } from '../../../infra/local/stripe/stripe-objects';
import { call } from '../api-event';
import type { StripeWithFaults } from '../fake-peers';
import { deliver, type StripeHarness, sessionIdOf } from '../payments-kit';
import {
  type Buyer,
  type CapturedEvent,
  type ChargeAtStripe,
  type CheckoutFault,
  type DeliveryPlan,
  type Fulfil,
  followCharge,
  type HistorySession,
  ledgerEventOf,
  ledgerSessionOf,
  newCharge,
  pick,
  type StoreAction,
  shuffled,
} from './store-history-actions';
import { refundFromPanel } from './store-history-admin';

/*
 * Random payment histories played through the real checkout and stripe-events handlers, against
 * DynamoDB Local and the Stripe stand-in, with the pure ledger (shared/ledger-events.ts) fed the
 * same deliveries in the same order. Test support only; no product code imports it.
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

/** How a failure of Stripe mid-checkout is staged at the proxy in front of the stand-in. */
const FAULTS: Record<CheckoutFault, NonNullable<StripeWithFaults['fault']>> = {
  'expire-fails': { when: (method, path) => method === 'POST' && path.endsWith('/expire'), lost: 'before' },
  'expire-lost': { when: (method, path) => method === 'POST' && path.endsWith('/expire'), lost: 'after' },
  'create-fails': { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'before' },
  'create-lost': { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'after' },
};

/** One history: the buyers' sessions, Stripe's events, and the pure ledger fed every delivery. */
export class StoreHistory {
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
  private readonly delivered = new Set<CapturedEvent>();
  private readonly open = new Map<Buyer, HistorySession>();
  private seen: number;
  /** Sessions of earlier histories (the stand-in outlives each one, the table does not). */
  private readonly earlierSessions: ReadonlySet<string>;

  constructor(
    private readonly harness: StripeHarness,
    private readonly buyers: readonly Buyer[],
    /** Refunds from the admin panel use it; without it every refund is made at Stripe. */
    private readonly adminToken?: string,
    /** The proxy that stages Stripe failing mid-checkout; without it those actions do nothing. */
    private readonly faults?: StripeWithFaults,
  ) {
    this.seen = harness.events.length;
    this.earlierSessions = new Set(harness.standIn.state.listSessions({ limit: 100_000 }).map((s) => s.id));
  }

  async play(action: StoreAction): Promise<void> {
    switch (action.do) {
      case 'checkout':
        return this.checkout(this.buyerOf(action.user), action.tier, action.payment, action.fulfil);
      case 'pay': {
        const session = this.open.get(this.buyerOf(action.user));
        return session && this.pay(session, action.withheld, action.fulfil);
      }
      case 'deliver': {
        const captured = pick(
          this.captured.filter((item) => !this.delivered.has(item)),
          action.pick,
        );
        return captured && this.deliverEvent(captured);
      }
      case 'verify': {
        const session = pick(this.paidSessions(), action.pick);
        return session && this.verify(session);
      }
      case 'refund':
        return this.refund(action.pick, action.share, action.deliver, action.by);
      case 'dispute':
        return this.dispute(action.pick, action.lost, action.deliver);
      case 'race':
        return this.race(this.buyerOf(action.user), action.tiers);
      case 'checkout-fault':
        return this.checkoutFault(this.buyerOf(action.user), action.tier, action.fault);
      case 'settle':
        return this.settleDelayed(action.pick, action.outcome, action.withheld, action.fulfil);
      case 'promotion':
        return this.promotion(this.buyerOf(action.user), action.tier, action.percentOff, action.fulfil);
    }
  }

  /**
   * Every captured event once more, some of them twice, with verify calls of some paid sessions, in
   * the plan's order; refunds the store makes meanwhile join the queue where the plan puts them.
   */
  async settle(plan: DeliveryPlan): Promise<void> {
    this.transcript.push('-- every event again, some twice, shuffled:');
    const verifies = this.paidSessions().filter((_, index) => plan.verify[index]);
    const items = [...this.captured.map((captured) => captured.label), ...verifies.map((s) => `verify ${s.label}`)];
    const queue = shuffled([...items, ...items.filter((_, index) => plan.repeat[index])], plan.order);
    let caused = 0;
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const before = this.captured.length;
      await this.run(next);
      for (const fresh of this.captured.slice(before)) {
        const { at, again } = plan.later[caused++] ?? { at: 0, again: undefined };
        queue.splice(at % (queue.length + 1), 0, fresh.label);
        if (again !== undefined) queue.splice(again % (queue.length + 1), 0, fresh.label);
      }
    }
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

  private async run(item: string): Promise<void> {
    const captured = this.captured.find((candidate) => candidate.label === item);
    if (captured) return this.deliverEvent(captured);
    const session = this.sessions.find((candidate) => `verify ${candidate.label}` === item);
    if (!session) throw new Error(`nothing to deliver for ${item}`);
    return this.verify(session);
  }

  /** A Stripe event reaches the stripe-events Lambda. */
  private async deliverEvent(captured: CapturedEvent): Promise<void> {
    this.transcript.push(`deliver ${captured.label}`);
    this.delivered.add(captured);
    await this.handOver(this.asStripeHoldsIt(captured.event), () => deliver(captured.event));
  }

  /**
   * An event is applied from what Stripe holds when it arrives, not from its body: a Checkout Session
   * event buys the tier only if the session is paid by then (a bank transfer's completed event that
   * arrives after the bank settled grants it); a refund event brings the payment's refunds so far.
   */
  private asStripeHoldsIt(event: StripeEvent): LedgerEvent | null {
    const object = event.data.object;
    if (object.object === 'checkout.session') {
      const paid = this.sessions.find((session) => session.sessionId === object.id)?.paid;
      return paid ? { kind: 'paid', session: paid } : null;
    }
    const news = ledgerEventOf(event);
    if (news?.kind !== 'refunded') return news;
    const charge = this.charges.get(news.paymentIntentId as string);
    return charge ? { ...news, amountRefundedCents: charge.refundedCents } : news;
  }

  /** The buyer's browser calls POST /checkout/verify, which fulfils as the completed event does. */
  private async verify(session: HistorySession): Promise<void> {
    const paid = session.paid as LedgerSession;
    let answer = '';
    await this.handOver({ kind: 'paid', session: paid }, async () => {
      const response = await call('POST /checkout/verify', {
        token: session.buyer.token,
        body: { sessionId: session.sessionId },
      });
      answer = `${response.status} ${(response.body as { outcome?: string }).outcome ?? response.rawBody}`;
    });
    this.transcript.push(`verify ${session.label} → ${answer}`);
    const payment = this.model.payments[paid.sessionId] as LedgerPayment;
    const bought = overpaymentRefundCents(payment) > 0 ? 'overpaid' : 'granted';
    const expected = payment.duplicate ? 'duplicate' : paymentStands(payment) ? bought : 'refunded';
    if (answer !== `200 ${expected}`) throw new Error(`verify ${session.label} answered ${answer}, not ${expected}`);
  }

  /** One delivery at the store, then the same news to the ledger, in the same order. */
  private async handOver(news: LedgerEvent | null, store: () => Promise<void>): Promise<void> {
    const first = news?.kind === 'paid' && !Object.hasOwn(this.model.payments, news.session.sessionId);
    const judged = first ? news.session : null;
    // Stripe as it is when the store judges the payment, before any refund the store then makes.
    const charge = judged ? this.charges.get(judged.paymentIntentId as string) : undefined;
    const moneyLeft = charge ? !charge.disputeLost && charge.refundedCents < charge.paidCents : false;
    if (news && news.kind !== 'paid' && !this.isFulfilled(news.paymentIntentId)) this.reached.add('news first');
    await store();
    if (news) this.model = applyLedgerEvent(this.model, news).state;
    const payment = judged ? this.model.payments[judged.sessionId] : undefined;
    if (judged && payment?.duplicate) {
      this.owedBack.set(judged.sessionId, moneyLeft);
      this.reached.add(moneyLeft ? 'duplicate refunded' : 'duplicate already repaid');
    }
    // The store asks for an overpayment only from a payment that stands when it is fulfilled.
    const asked = payment && judged?.paymentIntentId && paymentStands(payment);
    const overpayment = asked ? overpaymentRefundCents(payment) : 0;
    if (judged && overpayment > 0) {
      // Stripe refuses a refund larger than what is left on the charge.
      const enoughLeft = charge ? !charge.disputeLost && charge.paidCents - charge.refundedCents >= overpayment : false;
      this.overpaidBack.set(judged.sessionId, enoughLeft);
      if (enoughLeft) this.reached.add('overpayment refunded');
    }
    if (news?.kind === 'dispute-closed' && news.status === 'lost') this.reached.add('dispute lost');
    await this.collectEvents();
  }

  private isFulfilled(paymentIntentId: string): boolean {
    return Object.values(this.model.payments).some((payment) => payment.paymentIntentId === paymentIntentId);
  }

  /** A tier the store offers the buyer now (by the pure ledger), with its price; null when none can be sold. */
  private offered(buyer: Buyer, tierPick: number): { tier: Tier; priceCents: number } | null {
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

  private async checkout(
    buyer: Buyer,
    tierPick: number,
    payment: Extract<StoreAction, { do: 'checkout' }>['payment'],
    fulfil: Fulfil,
  ) {
    const offer = this.offered(buyer, tierPick);
    if (!offer) return;
    const response = await call('POST /checkout', { token: buyer.token, body: { tierId: offer.tier.id } });
    if (this.refusedWhileProcessing(buyer, response)) return;
    if (response.status !== 200) {
      throw new Error(
        `POST /checkout ${offer.tier.id} for ${buyer.label} answered ${response.status} ${response.rawBody}`,
      );
    }
    const session = await this.opened(buyer, offer, sessionIdOf((response.body as { url: string }).url));
    if (payment === 'paid-delayed') await this.payByBankTransfer(session, fulfil);
    else if (payment !== 'open') await this.pay(session, payment === 'paid-withheld', fulfil);
  }

  /**
   * A 409 while one of the buyer's bank transfers is processing: the payment holds the checkout slot
   * until the bank settles it (the store may not have heard of the settlement yet).
   */
  private refusedWhileProcessing(buyer: Buyer, response: { status: number; body: unknown }): boolean {
    const message = (response.body as { message?: string } | null)?.message;
    if (response.status !== 409 || message !== CHECKOUT_MESSAGES.paymentProcessing) return false;
    if (!this.sessions.some((session) => session.buyer === buyer && session.delayed)) {
      throw new Error(`POST /checkout for ${buyer.label} said a payment is processing, but none was made`);
    }
    this.transcript.push(`POST /checkout for ${buyer.label} → 409 (a bank transfer is processing)`);
    this.reached.add('checkout refused while processing');
    return true;
  }

  /** A session the store opened for the buyer: the one they may pay now (the store expired the one before). */
  private async opened(buyer: Buyer, offer: { tier: Tier; priceCents: number }, sessionId: string) {
    const session = this.newSession(buyer, sessionId);
    this.open.set(buyer, session);
    const created = await this.harness.stripe.checkout.sessions.retrieve(sessionId);
    this.transcript.push(
      `${session.label} = POST /checkout ${offer.tier.id} → ${sessionId} for ${created.amount_subtotal}`,
    );
    await this.collectEvents();
    if (created.amount_subtotal !== offer.priceCents) {
      throw new Error(
        `${session.label} asks ${created.amount_subtotal} for ${offer.tier.id}, the ledger ${offer.priceCents}`,
      );
    }
    this.expectOnePayable(buyer);
    return session;
  }

  /** Several POST /checkout at once for one buyer: each answers 200 or 409, and one session at most stays payable. */
  private async race(buyer: Buyer, tierPicks: readonly number[]): Promise<void> {
    const offers = tierPicks.map((tierPick) => this.offered(buyer, tierPick));
    if (offers.some((offer) => offer === null)) return;
    this.transcript.push(`race of ${offers.length} checkouts for ${buyer.label}:`);
    this.reached.add('racing checkouts');
    const responses = await Promise.all(
      offers.map((offer) => call('POST /checkout', { token: buyer.token, body: { tierId: offer?.tier.id } })),
    );
    const started = new Map<string, { tier: Tier; priceCents: number }>();
    responses.forEach((response, index) => {
      const offer = offers[index];
      if (response.status === 200 && offer) started.set(sessionIdOf((response.body as { url: string }).url), offer);
      else if (response.status !== 409) throw new Error(`a racing POST /checkout answered ${response.status}`);
      else this.refusedWhileProcessing(buyer, response);
    });
    this.transcript.push(`  answered ${responses.map((response) => response.status).join(', ')}`);
    this.expectOnePayable(buyer);
    // Each racer was priced from the same ledger; the one left payable is the buyer's open session.
    const [left] = this.payableSessionsOf(buyer);
    const offer = left ? started.get(left.id) : undefined;
    if (left && offer) await this.opened(buyer, offer, left.id);
    else if (!left) this.open.delete(buyer);
  }

  /** POST /checkout while Stripe fails mid-way: 502 and no second payable session (or 200 when it needed no expiry). */
  private async checkoutFault(buyer: Buyer, tierPick: number, fault: CheckoutFault): Promise<void> {
    const offer = this.offered(buyer, tierPick);
    if (!this.faults || !offer) return;
    const standIn = process.env.STRIPE_API_URL;
    process.env.STRIPE_API_URL = this.faults.url;
    this.faults.fault = FAULTS[fault];
    let response: Awaited<ReturnType<typeof call>>;
    try {
      response = await call('POST /checkout', { token: buyer.token, body: { tierId: offer.tier.id } });
    } finally {
      this.faults.fault = null;
      process.env.STRIPE_API_URL = standIn;
    }
    this.transcript.push(`POST /checkout ${offer.tier.id} for ${buyer.label}, ${fault} → ${response.status}`);
    if (this.refusedWhileProcessing(buyer, response)) return;
    this.reached.add('checkout fault');
    await this.collectEvents();
    if (response.status === 200) {
      await this.opened(buyer, offer, sessionIdOf((response.body as { url: string }).url));
      return;
    }
    if (response.status !== 502) throw new Error(`POST /checkout with ${fault} answered ${response.status}`);
    // The earlier session stays the buyer's open one unless Stripe expired it before the failure.
    const earlier = this.open.get(buyer);
    if (earlier && !this.payableSessionsOf(buyer).some((session) => session.id === earlier.sessionId)) {
      this.open.delete(buyer);
    }
    this.expectOnePayable(buyer);
  }

  /** The buyer's sessions of this history Stripe would take payment for now: open and not past their expiry. */
  private payableSessionsOf(buyer: Buyer) {
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

  private expectOnePayable(buyer: Buyer): void {
    const payable = this.payableSessionsOf(buyer);
    if (payable.length > 1) {
      throw new Error(`${buyer.label} can pay ${payable.length} sessions: ${payable.map((s) => s.id).join(', ')}`);
    }
  }

  private async pay(session: HistorySession, withheld: boolean, fulfil: Fulfil): Promise<void> {
    await standInControls(this.harness.standIn.url).pay(session.sessionId, { deliverEvents: !withheld });
    this.open.delete(session.buyer);
    await this.takePayment(session);
    this.transcript.push(
      `pay ${session.label}${withheld ? ' (events withheld)' : ''} → ${session.paid?.paymentIntentId}`,
    );
    const completed = (await this.collectEvents()).find((item) => item.event.type === 'checkout.session.completed');
    if (fulfil === 'late') return;
    if (completed && fulfil !== 'verify') await this.deliverEvent(completed);
    if (!completed || fulfil !== 'event') await this.verify(session);
  }

  private newSession(buyer: Buyer, sessionId: string): HistorySession {
    const count = this.sessions.filter((session) => session.buyer === buyer).length;
    const session: HistorySession = { label: `${buyer.label}${count + 1}`, sessionId, buyer, paid: null };
    this.sessions.push(session);
    return session;
  }

  /** The buyer pays by bank transfer: Stripe completes the session unpaid, the bank settles it later. */
  private async payByBankTransfer(session: HistorySession, fulfil: Fulfil): Promise<void> {
    await standInControls(this.harness.standIn.url).pay(session.sessionId, { delayed: true });
    this.open.delete(session.buyer);
    session.delayed = 'processing';
    this.transcript.push(`pay ${session.label} by bank transfer (processing)`);
    const [completed] = await this.collectEvents();
    if (fulfil === 'late') return;
    if (completed && fulfil !== 'verify') await this.deliverEvent(completed);
    if (fulfil !== 'event') await this.verifyUnpaid(session);
  }

  /** The bank settles a bank transfer still processing; withheld events leave it to the buyer's verify call. */
  private async settleDelayed(
    sessionPick: number,
    outcome: 'succeeded' | 'failed',
    withheld: boolean,
    fulfil: Fulfil,
  ): Promise<void> {
    const session = pick(
      this.sessions.filter((candidate) => candidate.delayed === 'processing'),
      sessionPick,
    );
    if (!session) return;
    await standInControls(this.harness.standIn.url).settle(session.sessionId, outcome, { deliverEvents: !withheld });
    session.delayed = outcome;
    if (outcome === 'succeeded') await this.takePayment(session);
    this.reached.add(outcome === 'succeeded' ? 'delayed payment settled' : 'delayed payment failed');
    this.transcript.push(`bank settles ${session.label}: ${outcome}${withheld ? ' (events withheld)' : ''}`);
    const [settled] = await this.collectEvents();
    if (fulfil === 'late' && !withheld) return;
    if (settled && fulfil !== 'verify') await this.deliverEvent(settled);
    if (!settled || fulfil !== 'event') {
      await (outcome === 'succeeded' ? this.verify(session) : this.verifyUnpaid(session));
    }
  }

  /**
   * A session the store would make for the tier, paid with a promotion code: made at Stripe with the
   * coupon as its discount, the metadata and price POST /checkout gives it, and paid at once.
   */
  private async promotion(buyer: Buyer, tierPick: number, percentOff: number, fulfil: Fulfil): Promise<void> {
    const offer = this.offered(buyer, tierPick);
    if (!offer) return;
    const coupon = await this.harness.stripe.coupons.create({ percent_off: percentOff });
    const created = await this.harness.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: offer.priceCents, product_data: { name: offer.tier.name } },
        },
      ],
      client_reference_id: buyer.userId,
      metadata: {
        userId: buyer.userId,
        tierId: offer.tier.id,
        creditCents: String(offer.tier.priceCents - offer.priceCents),
      },
      discounts: [{ coupon: coupon.id }],
    });
    const session = this.newSession(buyer, created.id);
    await standInControls(this.harness.standIn.url).pay(session.sessionId);
    await this.takePayment(session);
    this.reached.add('promotion code');
    this.transcript.push(
      `${session.label} = ${offer.tier.id} with ${percentOff}% off, paid ${session.paid?.paidCents} of ${offer.priceCents}`,
    );
    const [completed] = await this.collectEvents();
    if (fulfil === 'late') return;
    if (completed && fulfil !== 'verify') await this.deliverEvent(completed);
    if (fulfil !== 'event') await this.verify(session);
  }

  /** Stripe took the session's payment: what the ledger will read of it, and its charge (if any). */
  private async takePayment(session: HistorySession): Promise<void> {
    const paid = await this.harness.stripe.checkout.sessions.retrieve(session.sessionId);
    session.paid = ledgerSessionOf(paid as unknown as CheckoutSession);
    const paymentIntentId = session.paid.paymentIntentId;
    if (paymentIntentId) this.charges.set(paymentIntentId, newCharge(session.paid.paidCents));
  }

  /** The buyer verifies a bank transfer not paid: processing while the bank has it, failed once it turned it down. */
  private async verifyUnpaid(session: HistorySession): Promise<void> {
    const response = await call('POST /checkout/verify', {
      token: session.buyer.token,
      body: { sessionId: session.sessionId },
    });
    const answer = `${response.status} ${(response.body as VerifyResponse).outcome ?? response.rawBody}`;
    this.transcript.push(`verify ${session.label} → ${answer}`);
    const expected = session.delayed === 'failed' ? 'failed' : 'processing';
    if (answer !== `200 ${expected}`) throw new Error(`verify ${session.label} answered ${answer}, not ${expected}`);
  }

  private async refund(
    chargePick: number,
    share: number,
    now: boolean,
    by: 'stripe' | 'admin' | 'admin-retried',
  ): Promise<void> {
    const refundable = this.chargedSessions().filter((session) => {
      const charge = this.chargeOf(session);
      return !charge.disputeLost && charge.refundedCents < charge.paidCents;
    });
    const session = pick(refundable, chargePick);
    if (!session) return;
    const charge = this.chargeOf(session);
    const left = charge.paidCents - charge.refundedCents;
    const amount = share >= 1 ? left : Math.max(1, Math.floor(left * share));
    const paymentIntentId = session.paid?.paymentIntentId ?? '';
    const admin = by !== 'stripe' && this.adminToken;
    const answerLostAt = by === 'admin-retried' ? this.harness.standIn.url : undefined;
    this.transcript.push(`${admin ? `${by} ` : ''}refund ${amount} of ${session.label}`);
    if (admin && !(await refundFromPanel(admin, paymentIntentId, amount, answerLostAt))) {
      this.transcript.push('  refused');
      return;
    }
    if (!admin) await standInControls(this.harness.standIn.url).refund(paymentIntentId, amount);
    charge.historyRefundedCents += amount;
    const refunded = (await this.collectEvents()).find((item) => item.event.type === 'charge.refunded');
    // The panel applied the refund before answering: the ledger takes in its news, delivered or not.
    const news = admin && refunded ? ledgerEventOf(refunded.event) : null;
    if (news) this.model = applyLedgerEvent(this.model, news).state;
    if (admin) this.reached.add(answerLostAt ? 'admin refund retried' : 'admin refund');
    if (now && refunded) await this.deliverEvent(refunded);
  }

  private async dispute(chargePick: number, lost: boolean, now: boolean): Promise<void> {
    const session = pick(
      this.chargedSessions().filter((candidate) => !this.chargeOf(candidate).disputed),
      chargePick,
    );
    if (!session) return;
    const status = lost ? 'lost' : 'won';
    await standInControls(this.harness.standIn.url).dispute(session.paid?.paymentIntentId ?? '', status);
    this.transcript.push(`dispute of ${session.label} closed ${status}`);
    const closed = (await this.collectEvents()).find((item) => item.event.type === 'charge.dispute.closed');
    if (now && closed) await this.deliverEvent(closed);
  }

  /**
   * Takes in what the stand-in delivered since the last look (the store's duplicate refunds included),
   * once everything it emitted so far has arrived: late, repeated or out of order when it delivers in chaos.
   */
  private async collectEvents(): Promise<CapturedEvent[]> {
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

  private buyerOf(index: number): Buyer {
    return this.buyers[index % this.buyers.length] as Buyer;
  }
}
