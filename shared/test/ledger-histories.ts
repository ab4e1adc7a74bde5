import fc from 'fast-check';
import { upgradePriceCents } from '../ledger';
import {
  applyLedgerEvent,
  emptyLedgerState,
  type LedgerEffect,
  type LedgerEvent,
  type LedgerSession,
  ledgerOf,
} from '../ledger-events';
import { TIERS } from '../tiers';

/*
 * Random Stripe histories for property tests of the ledger: the pure model here, and the real
 * payment handlers later. Test support only; no product code imports it.
 */

/** What happens next, in Stripe's time. Picks are taken modulo whatever there is to pick from. */
type HistoryAction =
  /**
   * A user opens a session for one of the tiers the store still offers them, priced from the ledger
   * as the store sees it then, and pays it at once (`now`), pays it with a late fulfilment, or leaves it open.
   */
  | {
      do: 'open';
      user: number;
      tier: number;
      promotionPercent: number;
      /** The tax Stripe Tax adds at the buyer's address, in basis points of the discounted price. */
      taxBasisPoints: number;
      payment: 'now' | 'late' | 'open';
    }
  /** Stripe takes payment for a session left open; a late fulfilment arrives after later events. */
  | { do: 'pay'; pick: number; late: boolean }
  | { do: 'deliver-late'; pick: number }
  /** A refund of part (share < 1) or all of what remains on a charge. */
  | { do: 'refund'; pick: number; share: number }
  | { do: 'dispute'; pick: number; lost: boolean }
  /** Stripe carries out one of the duplicate or overpayment refunds the ledger asked for. */
  | { do: 'refund-duplicate'; pick: number };

/** Where a charge ended in Stripe. */
interface ChargeOutcome {
  paidCents: number;
  refundedCents: number;
  disputeLost: boolean;
}

export interface LedgerHistory {
  /** Every event in the order Stripe sent it; late fulfilments sit where they were delivered. */
  events: LedgerEvent[];
  /** Every session Stripe took payment for. */
  paidSessions: LedgerSession[];
  /** Final refunds and disputes by payment intent id. */
  charges: Record<string, ChargeOutcome>;
}

export const HISTORY_USERS = ['user-a', 'user-b'] as const;
const START = Date.UTC(2026, 0, 1);

/** Plays actions against the ledger, pricing each new session from the state at that moment. */
function playHistory(actions: readonly HistoryAction[]): LedgerHistory {
  const player = new HistoryPlayer();
  for (const action of actions) player.act(action);
  return player.finish();
}

type SessionDraft = Omit<LedgerSession, 'purchasedAt'>;
type Charge = ChargeOutcome & { disputed: boolean };

/** One history as it is played: the ledger's state and what Stripe holds (open sessions, charges, late events). */
class HistoryPlayer {
  private state = emptyLedgerState();
  private readonly events: LedgerEvent[] = [];
  private readonly open: SessionDraft[] = [];
  private readonly late: LedgerEvent[] = [];
  private readonly paidSessions: LedgerSession[] = [];
  private readonly charges: Record<string, Charge> = {};
  private readonly requested: LedgerEffect[] = [];
  private clock = 0;

  act(action: HistoryAction): void {
    this.clock += 1;
    switch (action.do) {
      case 'open':
        this.openSession(action);
        break;
      case 'pay': {
        const draft = take(this.open, action.pick);
        if (draft) this.pay(draft, action.late);
        break;
      }
      case 'deliver-late': {
        const event = take(this.late, action.pick);
        if (event) this.deliver(event);
        break;
      }
      case 'refund':
        this.refund(action);
        break;
      case 'dispute':
        this.dispute(action);
        break;
      case 'refund-duplicate': {
        const effect = take(this.requested, action.pick);
        if (effect) this.refundDuplicate(effect);
        break;
      }
    }
  }

  /** In the end every payment is delivered and every requested refund carried out. */
  finish(): LedgerHistory {
    for (const event of this.late.splice(0)) this.deliver(event);
    for (const effect of this.requested.splice(0)) this.refundDuplicate(effect);
    const outcomes: Record<string, ChargeOutcome> = {};
    for (const [id, { paidCents, refundedCents, disputeLost }] of Object.entries(this.charges)) {
      outcomes[id] = { paidCents, refundedCents, disputeLost };
    }
    return { events: this.events, paidSessions: this.paidSessions, charges: outcomes };
  }

  private deliver(event: LedgerEvent): void {
    this.events.push(event);
    const step = applyLedgerEvent(this.state, event);
    this.state = step.state;
    this.requested.push(...step.effects);
  }

  private openSession(action: Extract<HistoryAction, { do: 'open' }>): void {
    const userId = HISTORY_USERS[action.user % HISTORY_USERS.length] as string;
    const ledger = ledgerOf(this.state, userId);
    // The store refuses the owned tier and those below it.
    const offered = TIERS.filter((tier) => upgradePriceCents(ledger, tier) !== null);
    const tier = offered[action.tier % Math.max(1, offered.length)];
    if (!tier) return;
    const valueCents = upgradePriceCents(ledger, tier) ?? 0;
    const priceCents = valueCents - Math.round((valueCents * action.promotionPercent) / 100);
    const taxCents = Math.round((priceCents * action.taxBasisPoints) / 10_000);
    const paidCents = priceCents + taxCents;
    const paymentIntentId = paidCents > 0 ? `pi_${this.clock}` : null;
    const draft = {
      sessionId: `cs_${this.clock}`,
      paymentIntentId,
      userId,
      tierId: tier.id,
      valueCents,
      paidCents,
      ...(taxCents > 0 ? { taxCents } : {}),
    };
    if (action.payment === 'open') this.open.push(draft);
    else this.pay(draft, action.payment === 'late');
  }

  private pay(draft: SessionDraft, isLate: boolean): void {
    const session = { ...draft, purchasedAt: new Date(START + this.clock * 60_000).toISOString() };
    this.paidSessions.push(session);
    if (session.paymentIntentId) {
      this.charges[session.paymentIntentId] = {
        paidCents: session.paidCents,
        refundedCents: 0,
        disputeLost: false,
        disputed: false,
      };
    }
    const event: LedgerEvent = { kind: 'paid', session };
    if (isLate) this.late.push(event);
    else this.deliver(event);
  }

  private refund(action: Extract<HistoryAction, { do: 'refund' }>): void {
    const ids = this.chargesWhere((c) => !c.disputeLost && c.refundedCents < c.paidCents);
    const id = ids[action.pick % Math.max(1, ids.length)];
    const charge = id ? this.charges[id] : undefined;
    if (!id || !charge) return;
    const remaining = charge.paidCents - charge.refundedCents;
    charge.refundedCents += action.share >= 1 ? remaining : Math.max(1, Math.floor(remaining * action.share));
    this.deliver({ kind: 'refunded', paymentIntentId: id, amountRefundedCents: charge.refundedCents });
  }

  private dispute(action: Extract<HistoryAction, { do: 'dispute' }>): void {
    const ids = this.chargesWhere((c) => !c.disputed);
    const id = ids[action.pick % Math.max(1, ids.length)];
    const charge = id ? this.charges[id] : undefined;
    if (!id || !charge) return;
    charge.disputed = true;
    charge.disputeLost = action.lost;
    this.deliver({ kind: 'dispute-closed', paymentIntentId: id, status: action.lost ? 'lost' : 'won' });
  }

  private refundDuplicate(effect: LedgerEffect): void {
    const charge = this.charges[effect.paymentIntentId];
    // Stripe refuses to refund a charge lost in a dispute or already refunded in full, or more than is left.
    if (!charge || charge.disputeLost || charge.refundedCents >= charge.paidCents) return;
    const amount = effect.kind === 'refund-overpayment' ? effect.amountCents : charge.paidCents - charge.refundedCents;
    if (charge.refundedCents + amount > charge.paidCents) return;
    charge.refundedCents += amount;
    this.deliver({
      kind: 'refunded',
      paymentIntentId: effect.paymentIntentId,
      amountRefundedCents: charge.refundedCents,
    });
  }

  private chargesWhere(keep: (charge: Charge) => boolean): string[] {
    return Object.keys(this.charges).filter((id) => keep(this.charges[id] as Charge));
  }
}

/** Takes one item out of the list, the pick taken modulo its length; none from an empty list. */
function take<T>(list: T[], pick: number): T | undefined {
  return list.length ? list.splice(pick % list.length, 1)[0] : undefined;
}

const actionArbitrary: fc.Arbitrary<HistoryAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('open' as const),
      user: fc.constantFrom(0, 0, 0, 1), // mostly one user, so that sessions collide
      tier: fc.constantFrom(0, 0, 0, 1, 1, 2, 3, 4, 5), // mostly the next tier up: long upgrade ladders
      promotionPercent: fc.constantFrom(0, 0, 0, 0, 0, 0, 1, 10, 33, 50), // a creator code's 1–50% off
      // No tax (most places, or an exempt US state), Washington's 6.5 %, Germany's 19 %, France's 20 %.
      taxBasisPoints: fc.constantFrom(0, 0, 0, 650, 1900, 2000),
      payment: fc.constantFrom('now' as const, 'now' as const, 'late' as const, 'open' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('pay' as const), pick: fc.nat(), late: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('deliver-late' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.constantFrom(1, 1, 0.5, 0.25, 0.99),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('dispute' as const), pick: fc.nat(), lost: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('refund-duplicate' as const), pick: fc.nat() }) },
);

/** The longest action list a generated history is played from. */
const MAX_HISTORY_ACTIONS = 60;

/** Random histories, shrinking toward fewer and simpler actions. */
const historyActions = fc.array(actionArbitrary, { maxLength: MAX_HISTORY_ACTIONS, size: 'max' });

export const ledgerHistoryArbitrary: fc.Arbitrary<LedgerHistory> = historyActions.map(playHistory);
