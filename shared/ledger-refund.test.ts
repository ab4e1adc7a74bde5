import type { LedgerPayment } from './ledger';
import { ledgerLineOf } from './ledger';
import { disputeLostEffect, refundableCents, refundEffect } from './ledger-refund';

function payment(overrides: Partial<LedgerPayment>): LedgerPayment {
  return {
    sessionId: 'cs_starter',
    paymentIntentId: 'pi_starter',
    userId: 'user',
    tierId: 'starter',
    valueCents: 3000,
    paidCents: 3000,
    purchasedAt: '2026-11-01T10:00:00.000Z',
    refundedCents: 0,
    disputeLost: false,
    duplicate: false,
    ...overrides,
  };
}

const starter = payment({});
const mvpUpgrade = payment({
  sessionId: 'cs_mvp',
  paymentIntentId: 'pi_mvp',
  tierId: 'mvp',
  valueCents: 7000,
  paidCents: 7000,
  purchasedAt: '2026-11-02T10:00:00.000Z',
});

describe('refundableCents', () => {
  it('is what was paid less what was refunded', () => {
    expect(refundableCents(payment({ refundedCents: 1000 }))).toBe(2000);
  });

  it('is nothing for a duplicate or a lost dispute', () => {
    expect(refundableCents(payment({ duplicate: true }))).toBe(0);
    expect(refundableCents(payment({ disputeLost: true }))).toBe(0);
  });
});

describe('refundEffect', () => {
  it('keeps the tier on a partial refund (goodwill)', () => {
    const effect = refundEffect([mvpUpgrade, starter], 'cs_mvp', 2000);

    expect(effect.before).toEqual({
      status: 'paid',
      refundedCents: 0,
      standingSumCents: 10000,
      ownedTierId: 'mvp',
      creditCents: 0,
    });
    expect(effect.after).toEqual({ ...effect.before, status: 'partially_refunded', refundedCents: 2000 });
  });

  it('takes the payment out on a full refund: the upgrade falls back to Starter', () => {
    const effect = refundEffect([mvpUpgrade, starter], 'cs_mvp', 7000);

    expect(effect.after).toEqual({
      status: 'refunded',
      refundedCents: 7000,
      standingSumCents: 3000,
      ownedTierId: 'starter',
      creditCents: 0,
    });
  });

  it('leaves no tier when the only payment is refunded in full', () => {
    expect(ledgerLineOf([payment({ refundedCents: 3000 })])).toEqual({
      standingSumCents: 0,
      ownedTierId: null,
      creditCents: 0,
    });
  });
});

describe('disputeLostEffect', () => {
  it('takes the payment out, whatever was refunded of it: the upgrade falls back to Starter', () => {
    const effect = disputeLostEffect([{ ...mvpUpgrade, refundedCents: 2000 }, starter], 'cs_mvp');

    expect(effect.before).toEqual({
      status: 'partially_refunded',
      refundedCents: 2000,
      standingSumCents: 10000,
      ownedTierId: 'mvp',
      creditCents: 0,
    });
    expect(effect.after).toEqual({
      status: 'disputed',
      refundedCents: 2000,
      standingSumCents: 3000,
      ownedTierId: 'starter',
      creditCents: 0,
    });
  });
});
