import { summarizeLedger } from './ledger';
import {
  applyLedgerEvent,
  applyLedgerEvents,
  emptyLedgerState,
  type LedgerEvent,
  type LedgerSession,
  ledgerOf,
} from './ledger-events';
import type { TierId } from './tiers';

const USER = 'user-1';
let sequence = 0;

function session(tierId: TierId, valueCents: number, overrides: Partial<LedgerSession> = {}): LedgerSession {
  sequence += 1;
  return {
    sessionId: `cs_${sequence}`,
    paymentIntentId: `pi_${sequence}`,
    userId: USER,
    tierId,
    valueCents,
    paidCents: valueCents,
    purchasedAt: new Date(Date.UTC(2026, 0, 1, 12, sequence)).toISOString(),
    ...overrides,
  };
}

const paid = (s: LedgerSession): LedgerEvent => ({ kind: 'paid', session: s });
const refundedTo = (s: LedgerSession, amountRefundedCents: number): LedgerEvent => ({
  kind: 'refunded',
  paymentIntentId: s.paymentIntentId ?? '',
  amountRefundedCents,
});
const disputeClosed = (s: LedgerSession, status: 'won' | 'lost'): LedgerEvent => ({
  kind: 'dispute-closed',
  paymentIntentId: s.paymentIntentId ?? '',
  status,
});

function run(events: LedgerEvent[]) {
  const { state, effects } = applyLedgerEvents(emptyLedgerState(), events);
  return { state, effects, summary: summarizeLedger(ledgerOf(state, USER)) };
}

describe('applyLedgerEvent: fulfilment', () => {
  it('grants a paid session and asks for nothing else', () => {
    const starter = session('starter', 3000);
    const { state, effects, summary } = run([paid(starter)]);
    expect(effects).toEqual([]);
    expect(state.payments[starter.sessionId]).toMatchObject({ duplicate: false, refundedCents: 0 });
    expect(summary).toMatchObject({ ownedTierId: 'starter', currentTierId: 'starter', revenueCents: 3000 });
  });

  it('two Starter sessions both paid: the second is a duplicate, refunded once', () => {
    const first = session('starter', 3000);
    const second = session('starter', 3000);
    const { state, effects, summary } = run([paid(first), paid(second), paid(second)]);
    expect(state.payments[second.sessionId]?.duplicate).toBe(true);
    expect(effects).toEqual([
      { kind: 'refund-duplicate', paymentIntentId: second.paymentIntentId, sessionId: second.sessionId },
    ]);
    expect(summary).toMatchObject({ standingSumCents: 3000, ownedTierId: 'starter', revenueCents: 3000 });
  });

  it('a Rookie session opened, MVP bought, then the Rookie session paid: duplicate', () => {
    const rookie = session('rookie', 1500);
    const mvp = session('mvp', 10_000);
    const { effects, summary } = run([paid(mvp), paid(rookie)]);
    expect(effects).toEqual([
      { kind: 'refund-duplicate', paymentIntentId: rookie.paymentIntentId, sessionId: rookie.sessionId },
    ]);
    expect(summary).toMatchObject({ ownedTierId: 'mvp', currentTierId: 'mvp', standingSumCents: 10_000 });
  });

  it('an MVP session opened on Starter, paid after Starter was refunded: granted, Baller with 2000 credit', () => {
    const starter = session('starter', 3000);
    const mvp = session('mvp', 7000);
    const { effects, summary } = run([paid(starter), refundedTo(starter, 3000), paid(mvp)]);
    expect(effects).toEqual([]);
    expect(summary).toMatchObject({ standingSumCents: 7000, ownedTierId: 'baller', creditCents: 2000 });
  });

  it('judges against the ledger as it is, not the tier the session was opened from', () => {
    // Opened with nothing owned; by the time it is paid, Starter is owned.
    const starter = session('starter', 3000);
    const rookie = session('rookie', 1500);
    expect(run([paid(starter), paid(rookie)]).state.payments[rookie.sessionId]?.duplicate).toBe(true);
    // The other way round both count: Rookie then Starter, capped at Starter with Rookie's 1500 as credit.
    expect(run([paid(rookie), paid(starter)]).summary).toMatchObject({ ownedTierId: 'starter', creditCents: 1500 });
  });

  it('a replayed fulfilment never resurrects a refunded tier', () => {
    const starter = session('starter', 3000);
    const { state, summary } = run([paid(starter), refundedTo(starter, 3000), paid(starter)]);
    expect(state.payments[starter.sessionId]?.refundedCents).toBe(3000);
    expect(summary.ownedTierId).toBeNull();
  });

  it('ignores a second session claiming a payment intent already in the ledger', () => {
    const starter = session('starter', 3000);
    const claimant = session('mvp', 7000, { paymentIntentId: starter.paymentIntentId });
    const { state } = run([paid(starter), paid(claimant)]);
    expect(Object.keys(state.payments)).toEqual([starter.sessionId]);
  });

  it('keeps a free session (nothing charged, no payment intent) and never asks to refund it', () => {
    const free = session('rookie', 1500, { paidCents: 0, paymentIntentId: null });
    const again = session('rookie', 1500, { paidCents: 0, paymentIntentId: null });
    const { effects, summary } = run([paid(free), paid(again)]);
    expect(effects).toEqual([]);
    expect(summary).toMatchObject({ ownedTierId: 'rookie', revenueCents: 0 });
  });
});

describe('applyLedgerEvent: refunds and disputes', () => {
  it('a partial refund keeps the tier and lowers revenue; more refunds up to the full amount take it back', () => {
    const starter = session('starter', 3000);
    expect(run([paid(starter), refundedTo(starter, 1000)]).summary).toMatchObject({
      ownedTierId: 'starter',
      revenueCents: 2000,
    });
    expect(run([paid(starter), refundedTo(starter, 1000), refundedTo(starter, 3000)]).summary).toMatchObject({
      ownedTierId: null,
      revenueCents: 0,
    });
  });

  it('takes cumulative amounts as they are: an older, smaller one delivered late changes nothing', () => {
    const starter = session('starter', 3000);
    const { state } = run([paid(starter), refundedTo(starter, 3000), refundedTo(starter, 1000)]);
    expect(state.payments[starter.sessionId]?.refundedCents).toBe(3000);
  });

  it('All-Star, MVP upgrade, All-Star refunded: owns Rookie with 1000 credit; current tier MVP', () => {
    const allStar = session('all-star', 7500);
    const mvp = session('mvp', 2500);
    const { summary } = run([paid(allStar), paid(mvp), refundedTo(allStar, 7500)]);
    expect(summary).toMatchObject({ ownedTierId: 'rookie', creditCents: 1000, currentTierId: 'mvp' });
  });

  it('Starter, MVP upgrade, Starter lost in a dispute: owns Baller', () => {
    const starter = session('starter', 3000);
    const mvp = session('mvp', 7000);
    const { summary } = run([paid(starter), paid(mvp), disputeClosed(starter, 'lost')]);
    expect(summary).toMatchObject({ ownedTierId: 'baller', revenueCents: 7000 });
  });

  it('a won dispute leaves everything as it was', () => {
    const starter = session('starter', 3000);
    const before = applyLedgerEvent(emptyLedgerState(), paid(starter)).state;
    expect(applyLedgerEvent(before, disputeClosed(starter, 'won')).state).toBe(before);
  });

  it('a lost dispute is final: a won outcome delivered afterwards does not bring the payment back', () => {
    const starter = session('starter', 3000);
    const { summary } = run([paid(starter), disputeClosed(starter, 'lost'), disputeClosed(starter, 'won')]);
    expect(summary.ownedTierId).toBeNull();
  });

  it('a refund that arrives before its payment applies when the payment arrives', () => {
    const starter = session('starter', 3000);
    const early = run([refundedTo(starter, 3000)]);
    expect(early.state.early).toEqual({
      [starter.paymentIntentId as string]: { refundedCents: 3000, disputeLost: false },
    });
    const { state, summary } = run([refundedTo(starter, 3000), paid(starter)]);
    expect(state.early).toEqual({});
    expect(summary).toMatchObject({ ownedTierId: null, revenueCents: 0, currentTierId: null });
  });

  it('a lost dispute before its payment arrives: stored, not standing', () => {
    const starter = session('starter', 3000);
    const { state, summary } = run([disputeClosed(starter, 'lost'), paid(starter)]);
    expect(state.payments[starter.sessionId]?.disputeLost).toBe(true);
    expect(summary.ownedTierId).toBeNull();
  });

  it('news that changes nothing leaves no trace before its payment', () => {
    const starter = session('starter', 3000);
    expect(run([disputeClosed(starter, 'won'), refundedTo(starter, 0)]).state).toEqual(emptyLedgerState());
  });

  it('a duplicate already refunded in full before it arrived is not refunded again', () => {
    const first = session('starter', 3000);
    const second = session('starter', 3000);
    const { state, effects } = run([paid(first), refundedTo(second, 3000), paid(second)]);
    expect(state.payments[second.sessionId]).toMatchObject({ duplicate: true, refundedCents: 3000 });
    expect(effects).toEqual([]);
  });

  it('a duplicate partly refunded before it arrived is still given back', () => {
    const first = session('starter', 3000);
    const second = session('starter', 3000);
    const { effects } = run([paid(first), refundedTo(second, 1000), paid(second)]);
    expect(effects).toEqual([
      { kind: 'refund-duplicate', paymentIntentId: second.paymentIntentId, sessionId: second.sessionId },
    ]);
  });

  it('repeated events change nothing and return the same state', () => {
    const starter = session('starter', 3000);
    const once = run([paid(starter), refundedTo(starter, 500), disputeClosed(starter, 'lost')]).state;
    for (const event of [paid(starter), refundedTo(starter, 500), disputeClosed(starter, 'lost')]) {
      expect(applyLedgerEvent(once, event)).toEqual({ state: once, effects: [] });
    }
  });
});

describe('LedgerState', () => {
  it('survives a JSON round trip and carries on identically', () => {
    const starter = session('starter', 3000);
    const mvp = session('mvp', 7000);
    const { state } = run([refundedTo(mvp, 100), paid(starter)]);
    const copy = JSON.parse(JSON.stringify(state));
    expect(copy).toEqual(state);
    expect(applyLedgerEvent(copy, paid(mvp))).toEqual(applyLedgerEvent(state, paid(mvp)));
  });

  it('is never changed in place', () => {
    const starter = session('starter', 3000);
    const state = run([refundedTo(starter, 100)]).state;
    const frozen = JSON.stringify(state);
    applyLedgerEvents(state, [paid(starter), refundedTo(starter, 3000), disputeClosed(starter, 'lost')]);
    expect(JSON.stringify(state)).toBe(frozen);
  });
});
