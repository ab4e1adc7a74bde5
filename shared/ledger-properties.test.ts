import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import {
  creditCents,
  currentTierOf,
  highestTierBoughtOf,
  keptCents,
  keptTaxCents,
  type LedgerPayment,
  overpaymentRefundCents,
  ownedTierOf,
  paymentStands,
  revenueCents,
  standingSumCents,
  summarizeLedger,
  upgradePriceCents,
} from './ledger';
import {
  applyLedgerEvent,
  applyLedgerEvents,
  emptyLedgerState,
  type LedgerEffect,
  type LedgerEvent,
  type LedgerState,
  ledgerOf,
} from './ledger-events';
import { HISTORY_USERS, ledgerHistoryArbitrary } from './test/ledger-histories';
import { propertyRuns } from './test/test-depth';
import { getTier, TIERS } from './tiers';

/**
 * 1,000 histories per property under `npm run test:deep`, 100 in the everyday run (test-depth.ts);
 * FC_NUM_RUNS overrides both. A failure prints its seed and path; FC_SEED (and FC_PATH) replay it:
 * `FC_SEED=… FC_PATH=… npx jest shared/ledger-properties`.
 */
const runParameters = () => propertyRuns({ everyday: 100, deep: 1000 });

/** Random positions: copies inserted after their originals, adjacent swaps, sort keys for a shuffle. */
const positions = fc.array(fc.nat(), { maxLength: 120 });

/** Each pair (a, b): a copy of the event at a is delivered again somewhere after it. */
function withRepeats(events: readonly LedgerEvent[], picks: readonly number[]): LedgerEvent[] {
  const out = [...events];
  for (let i = 0; i + 1 < picks.length && out.length > 0; i += 2) {
    const from = (picks[i] as number) % out.length;
    const to = from + 1 + ((picks[i + 1] as number) % (out.length - from));
    out.splice(to, 0, out[from] as LedgerEvent);
  }
  return out;
}

const paymentIntentOf = (event: LedgerEvent) =>
  event.kind === 'paid' ? event.session.paymentIntentId : event.paymentIntentId;

/** Refund and dispute news commutes with other news and with its own payment's fulfilment. */
function commute(a: LedgerEvent, b: LedgerEvent): boolean {
  if (a.kind !== 'paid' && b.kind !== 'paid') return true;
  if (a.kind === 'paid' && b.kind === 'paid') return false;
  return paymentIntentOf(a) !== null && paymentIntentOf(a) === paymentIntentOf(b);
}

function withSwaps(events: readonly LedgerEvent[], picks: readonly number[]): LedgerEvent[] {
  const out = [...events];
  if (out.length < 2) return out;
  for (const pick of picks) {
    const i = pick % (out.length - 1);
    const [a, b] = [out[i] as LedgerEvent, out[i + 1] as LedgerEvent];
    if (commute(a, b)) [out[i], out[i + 1]] = [b, a];
  }
  return out;
}

/** Any order at all: events sorted by random keys (events beyond the keys keep key 0). */
function shuffled(events: readonly LedgerEvent[], keys: readonly number[]): LedgerEvent[] {
  const order = events.map((_, i) => i);
  order.sort((x, y) => (keys[x] ?? 0) - (keys[y] ?? 0) || x - y);
  return order.map((i) => events[i] as LedgerEvent);
}

interface Step {
  event: LedgerEvent;
  before: LedgerState;
  after: LedgerState;
  effects: LedgerEffect[];
}

function deliverEach(events: readonly LedgerEvent[]): Step[] {
  const steps: Step[] = [];
  let state = emptyLedgerState();
  for (const event of events) {
    const { state: after, effects } = applyLedgerEvent(state, event);
    steps.push({ event, before: state, after, effects });
    state = after;
  }
  return steps;
}

const priceOf = (tier: { priceCents: number } | null) => tier?.priceCents ?? 0;
const allPayments = (state: LedgerState) => Object.values(state.payments);

/** What the rules promise of any ledger, whatever led to it; each broken promise as a message. */
function brokenRules(state: LedgerState): string[] {
  // Plain checks, not expect(): this runs after every event of every history.
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  for (const userId of HISTORY_USERS) {
    const ledger = ledgerOf(state, userId);
    const sum = standingSumCents(ledger);
    const owned = ownedTierOf(ledger);
    const bought = priceOf(highestTierBoughtOf(ledger));
    const at = `${userId} (standing ${sum}, owned ${owned?.id ?? 'none'})`;
    check(priceOf(owned) <= sum, `${at}: owned for less than its price`);
    // No overpayment stands: whatever lies beyond the highest tier's price was judged overpaid.
    check(sum <= priceOf(TIERS.at(-1) ?? null), `${at}: standing sum beyond the highest tier's price`);
    // A creator code lowers revenue, never what counts toward tiers: a discounted Starter still counts $30.
    check(revenueCents(ledger.filter(paymentStands)) <= sum, `${at}: standing payments kept more than they count`);
    check(priceOf(owned) <= bought, `${at}: owned above the highest tier bought`);
    const highestFitting = TIERS.filter((t) => t.priceCents <= sum && t.priceCents <= bought).at(-1);
    check(owned?.id === highestFitting?.id, `${at}: not the highest tier the sum covers`);
    check(creditCents(ledger) === sum - priceOf(owned), `${at}: credit is not standing sum − owned price`);
    for (const target of TIERS) {
      const price = upgradePriceCents(ledger, target);
      const expected = owned && target.priceCents <= owned.priceCents ? null : Math.max(0, target.priceCents - sum);
      check(price === expected, `${at}: ${target.id} priced ${price}, not ${expected}`);
    }
    const anyStanding = ledger.some(paymentStands);
    check((currentTierOf(ledger) !== null) === anyStanding, `${at}: current tier without a standing purchase`);
  }
  const payments = allPayments(state);
  const revenue = revenueCents(payments);
  check(revenue >= 0, `revenue ${revenue} is negative`);
  check(revenue <= payments.reduce((sum, p) => sum + p.paidCents, 0), `revenue ${revenue} exceeds what was paid`);
  return broken;
}

/**
 * The same events had no tax been charged: each payment charged its price alone, and each refund the
 * same share of it, a whole refund still whole and a partial one still partial.
 */
function withoutTax(events: readonly LedgerEvent[]): LedgerEvent[] {
  const charged = new Map<string, { taxed: number; untaxed: number }>();
  for (const event of events) {
    if (event.kind !== 'paid' || !event.session.paymentIntentId) continue;
    const { paidCents, taxCents = 0 } = event.session;
    charged.set(event.session.paymentIntentId, { taxed: paidCents, untaxed: paidCents - taxCents });
  }
  return events.map((event): LedgerEvent => {
    if (event.kind === 'paid') {
      const { taxCents = 0, ...session } = event.session;
      return { kind: 'paid', session: { ...session, paidCents: session.paidCents - taxCents } };
    }
    const charge = charged.get(event.paymentIntentId);
    if (event.kind !== 'refunded' || !charge) return event;
    const refunded = event.amountRefundedCents;
    if (refunded >= charge.taxed) return { ...event, amountRefundedCents: charge.untaxed };
    const share = Math.round((refunded * charge.untaxed) / charge.taxed);
    return { ...event, amountRefundedCents: Math.min(charge.untaxed - 1, Math.max(1, share)) };
  });
}

const ownedPrice = (state: LedgerState, userId: string) => priceOf(ownedTierOf(ledgerOf(state, userId)));

describe('ledger properties over random Stripe histories', () => {
  it('keeps the ownership, pricing and revenue rules after every event, in any delivery order', () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, positions, (history, repeats, keys) => {
        const broken: string[] = [];
        for (const events of [history.events, shuffled(withRepeats(history.events, repeats), keys)]) {
          for (const step of deliverEach(events)) broken.push(...brokenRules(step.after));
        }
        expect(broken).toEqual([]);
      }),
      runParameters(),
    );
  });

  it('gives the same state and effects when events are delivered more than once', () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, (history, repeats) => {
        const once = applyLedgerEvents(emptyLedgerState(), history.events);
        const repeated = applyLedgerEvents(emptyLedgerState(), withRepeats(history.events, repeats));
        expect(repeated).toEqual(once);
      }),
      runParameters(),
    );
  });

  it('ends in the same state whatever the order of refunds and disputes among themselves and their payment', () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, (history, swaps) => {
        const reordered = withSwaps(history.events, swaps);
        const expected = applyLedgerEvents(emptyLedgerState(), history.events).state;
        expect(applyLedgerEvents(emptyLedgerState(), reordered).state).toEqual(expected);
      }),
      runParameters(),
    );
  });

  it("ends holding every paid session once, with Stripe's final refunds and disputes, in any order", () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, positions, (history, repeats, keys) => {
        const { state } = applyLedgerEvents(emptyLedgerState(), shuffled(withRepeats(history.events, repeats), keys));
        expect(Object.keys(state.payments).sort()).toEqual(history.paidSessions.map((s) => s.sessionId).sort());
        expect(state.early).toEqual({});
        for (const payment of allPayments(state)) {
          const charge = payment.paymentIntentId ? history.charges[payment.paymentIntentId] : undefined;
          expect(payment.refundedCents).toBe(charge?.refundedCents ?? 0);
          expect(payment.disputeLost).toBe(charge?.disputeLost ?? false);
        }
      }),
      runParameters(),
    );
  });

  it('judges each first fulfilment by the ledger then: a grant adds its value up to the highest tier, a duplicate or an overpayment asks once for its refund', () => {
    const highestPrice = priceOf(TIERS.at(-1) ?? null);
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, positions, (history, repeats, keys) => {
        const asked: string[] = [];
        const owed: string[] = [];
        const wrongVerdicts: string[] = [];
        for (const step of deliverEach(shuffled(withRepeats(history.events, repeats), keys))) {
          asked.push(...step.effects.map((effect) => `${effect.kind} ${effect.paymentIntentId}`));
          // Only a payment's first fulfilment is judged; repeats and other news ask for nothing.
          if (step.event.kind !== 'paid' || step.after === step.before) continue;
          const { session } = step.event;
          const payment = step.after.payments[session.sessionId] as LedgerPayment;
          // Judged against the ledger as it was: a duplicate exactly when that already owned the tier,
          // or when all its value lay beyond the highest tier's price.
          const ownedBefore = ownedPrice(step.before, session.userId);
          const standingBefore = standingSumCents(ledgerOf(step.before, session.userId));
          const beyond = Math.max(0, standingBefore + session.valueCents - highestPrice);
          const duplicate = ownedBefore >= getTier(session.tierId).priceCents || beyond >= session.valueCents;
          if (payment.duplicate !== duplicate) {
            wrongVerdicts.push(`${session.sessionId} (${session.tierId}) judged duplicate=${payment.duplicate}`);
          }
          const overpaid = duplicate ? 0 : beyond;
          if ((payment.overpaidCents ?? 0) !== overpaid) {
            wrongVerdicts.push(`${session.sessionId} overpaid ${payment.overpaidCents}, not ${overpaid}`);
          }
          const holdsMoney = session.paymentIntentId !== null && keptCents({ ...payment, duplicate: false }) > 0;
          if (payment.duplicate && holdsMoney) owed.push(`refund-duplicate ${session.paymentIntentId}`);
          const overpaymentOwed = paymentStands(payment) && Math.min(overpaid, session.paidCents) > 0;
          if (!payment.duplicate && session.paymentIntentId && overpaymentOwed) {
            owed.push(`refund-overpayment ${session.paymentIntentId}`);
          }
          // A grant adds what it counts while it stands; a duplicate leaves the user's figures as they were.
          const before = summarizeLedger(ledgerOf(step.before, session.userId));
          const after = summarizeLedger(ledgerOf(step.after, session.userId));
          const added = paymentStands(payment) ? session.valueCents - overpaid : 0;
          const expected = payment.duplicate ? before : { ...after, standingSumCents: before.standingSumCents + added };
          if (!isDeepStrictEqual(after, expected)) {
            const verdict = payment.duplicate ? 'duplicate' : 'grant';
            wrongVerdicts.push(
              `${session.sessionId} (${verdict}): ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
            );
          }
        }
        expect(wrongVerdicts).toEqual([]);
        expect(asked).toEqual(owed);
        expect(new Set(asked).size).toBe(asked.length);
      }),
      runParameters(),
    );
  });

  it('raises the owned tier only on fulfilment and lowers it only on refunds and lost disputes', () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, positions, (history, repeats, keys) => {
        const wrongWay: string[] = [];
        for (const step of deliverEach(shuffled(withRepeats(history.events, repeats), keys))) {
          for (const userId of HISTORY_USERS) {
            const change = ownedPrice(step.after, userId) - ownedPrice(step.before, userId);
            if (step.event.kind === 'paid' ? change < 0 : change > 0) wrongWay.push(`${step.event.kind}: ${change}`);
          }
        }
        expect(wrongWay).toEqual([]);
      }),
      runParameters(),
    );
  });

  it('never lets tax decide ownership: the same history without tax owns, counts and prices the same', () => {
    const figures = (state: LedgerState, userId: string) => {
      const ledger = ledgerOf(state, userId);
      return {
        owned: ownedTierOf(ledger)?.id ?? null,
        standing: standingSumCents(ledger),
        prices: TIERS.map((tier) => upgradePriceCents(ledger, tier)),
        standingSessions: ledger.filter(paymentStands).map((payment) => payment.sessionId),
      };
    };
    fc.assert(
      fc.property(ledgerHistoryArbitrary, (history) => {
        const taxedSteps = deliverEach(history.events);
        const plainSteps = deliverEach(withoutTax(history.events));
        const differences: string[] = [];
        if (taxedSteps.length !== plainSteps.length) differences.push('the histories took different turns');
        taxedSteps.forEach((step, index) => {
          const plain = plainSteps[index];
          for (const userId of HISTORY_USERS) {
            if (!plain || !isDeepStrictEqual(figures(step.after, userId), figures(plain.after, userId))) {
              differences.push(`${userId} after event ${index}`);
            }
          }
        });
        expect(differences).toEqual([]);
      }),
      runParameters(),
    );
  });

  it('keeps revenue and tax that add up to what was charged less what was refunded, once every refund is made', () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, positions, (history, repeats) => {
        // Stripe's own order, repeats anywhere: each refund the ledger asked for was made after the payment.
        const { state } = applyLedgerEvents(emptyLedgerState(), withRepeats(history.events, repeats));
        const wrong: string[] = [];
        for (const payment of allPayments(state)) {
          // Money a lost dispute took back left through the dispute, not a refund: the payment keeps nothing.
          // An overpayment refund Stripe could not make in full (a goodwill refund came first) counts as owed.
          const givenBack = Math.max(payment.refundedCents, overpaymentRefundCents(payment));
          const expected = payment.disputeLost ? 0 : payment.paidCents - givenBack;
          const kept = keptCents(payment) + keptTaxCents(payment);
          if (kept !== expected) wrong.push(`${payment.sessionId}: ${kept}, not ${expected}`);
          if (keptTaxCents(payment) > (payment.taxCents ?? 0))
            wrong.push(`${payment.sessionId}: more tax than charged`);
        }
        expect(wrong).toEqual([]);
      }),
      runParameters(),
    );
  });

  it('carries on identically from a JSON copy of its state', () => {
    fc.assert(
      fc.property(ledgerHistoryArbitrary, fc.nat(), (history, cut) => {
        const at = cut % (history.events.length + 1);
        const { state } = applyLedgerEvents(emptyLedgerState(), history.events.slice(0, at));
        const copy: LedgerState = JSON.parse(JSON.stringify(state));
        expect(copy).toEqual(state);
        const rest = history.events.slice(at);
        expect(applyLedgerEvents(copy, rest)).toEqual(applyLedgerEvents(state, rest));
      }),
      runParameters(),
    );
  });
});
