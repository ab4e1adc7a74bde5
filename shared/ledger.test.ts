import {
  creditCents,
  currentTierOf,
  judgeGrant,
  judgePayment,
  keptCents,
  keptTaxCents,
  type LedgerPayment,
  overpaymentRefundCents,
  ownedTierOf,
  PURCHASE_STATUS_LABELS,
  paymentStands,
  purchaseStatusOf,
  revenueCents,
  standingSumCents,
  summarizeLedger,
  taxCents,
  upgradePriceCents,
} from './ledger';
import { getTier, type TierId } from './tiers';

let sequence = 0;

/** A standing payment paid in full at list price, one minute after the previous one. */
function payment(tierId: TierId, valueCents: number, overrides: Partial<LedgerPayment> = {}): LedgerPayment {
  sequence += 1;
  return {
    sessionId: `cs_${sequence}`,
    paymentIntentId: `pi_${sequence}`,
    userId: 'user-1',
    tierId,
    valueCents,
    paidCents: valueCents,
    purchasedAt: new Date(Date.UTC(2026, 0, 1, 12, sequence)).toISOString(),
    refundedCents: 0,
    disputeLost: false,
    duplicate: false,
    ...overrides,
  };
}

const refunded = (p: LedgerPayment): LedgerPayment => ({ ...p, refundedCents: p.paidCents });
const lost = (p: LedgerPayment): LedgerPayment => ({ ...p, disputeLost: true });

describe('paymentStands', () => {
  it('stands when paid and nothing happened since', () => {
    expect(paymentStands(payment('starter', 3000))).toBe(true);
  });

  it('still stands after a partial refund (goodwill)', () => {
    expect(paymentStands(payment('starter', 3000, { refundedCents: 2999 }))).toBe(true);
  });

  it('does not stand once refunds add up to what was charged, or more', () => {
    expect(paymentStands(payment('starter', 3000, { refundedCents: 3000 }))).toBe(false);
    expect(paymentStands(payment('starter', 3000, { paidCents: 2000, refundedCents: 2000 }))).toBe(false);
    expect(paymentStands(payment('starter', 3000, { refundedCents: 3500 }))).toBe(false);
  });

  it('does not stand when lost in a dispute, and stands when the dispute was won', () => {
    expect(paymentStands(lost(payment('starter', 3000)))).toBe(false);
    expect(paymentStands(payment('starter', 3000, { disputeLost: false }))).toBe(true);
  });

  it('does not stand when refunded as a duplicate', () => {
    expect(paymentStands(payment('starter', 3000, { duplicate: true }))).toBe(false);
  });

  it('stands when a promotion code covered everything (nothing charged, nothing to refund)', () => {
    expect(paymentStands(payment('starter', 3000, { paidCents: 0, paymentIntentId: null }))).toBe(true);
  });
});

describe('standingSumCents', () => {
  it('adds the list value of standing payments, not what was charged', () => {
    const ledger = [
      payment('starter', 3000, { paidCents: 1500 }),
      payment('mvp', 7000),
      refunded(payment('rookie', 1500)),
    ];
    expect(standingSumCents(ledger)).toBe(10_000);
  });
});

describe('ownedTierOf and creditCents', () => {
  it('owns nothing without standing payments', () => {
    expect(ownedTierOf([])).toBeNull();
    expect(ownedTierOf([refunded(payment('mvp', 10_000))])).toBeNull();
    expect(creditCents([])).toBe(0);
  });

  it('owns the tier bought, then the upgrade', () => {
    const starter = payment('starter', 3000);
    expect(ownedTierOf([starter])?.id).toBe('starter');
    expect(ownedTierOf([starter, payment('mvp', 7000)])?.id).toBe('mvp');
    expect(creditCents([starter, payment('mvp', 7000)])).toBe(0);
  });

  it('All-Star then an MVP upgrade, All-Star refunded: owns Rookie with 1000 credit', () => {
    const ledger = [refunded(payment('all-star', 7500)), payment('mvp', 2500)];
    expect(ownedTierOf(ledger)?.id).toBe('rookie');
    expect(creditCents(ledger)).toBe(1000);
  });

  it('Starter then an MVP upgrade, Starter lost in a dispute: owns Baller (with 2000 credit)', () => {
    const ledger = [lost(payment('starter', 3000)), payment('mvp', 7000)];
    expect(ownedTierOf(ledger)?.id).toBe('baller');
    expect(creditCents(ledger)).toBe(2000);
  });

  it('never owns above the highest tier bought, whatever the sum', () => {
    // Rookie and Starter sessions opened together and both paid: 4500 paid toward tiers, Starter bought.
    const ledger = [payment('rookie', 1500), payment('starter', 3000)];
    expect(ownedTierOf(ledger)?.id).toBe('starter');
    expect(creditCents(ledger)).toBe(1500);
  });

  it('counts the list value, so a promotion code does not lower the tier', () => {
    expect(ownedTierOf([payment('baller', 5000, { paidCents: 2500 })])?.id).toBe('baller');
  });

  it('owns nothing when the standing sum is below the cheapest tier, and keeps it as credit', () => {
    const ledger = [refunded(payment('bench-player', 500)), payment('rookie', 300)];
    expect(ownedTierOf(ledger)).toBeNull();
    expect(creditCents(ledger)).toBe(300);
  });
});

describe('upgradePriceCents', () => {
  it('charges the full price when nothing was paid', () => {
    expect(upgradePriceCents([], getTier('starter'))).toBe(3000);
  });

  it('charges the target price minus the standing sum, credit included', () => {
    const ledger = [refunded(payment('all-star', 7500)), payment('mvp', 2500)];
    expect(upgradePriceCents(ledger, getTier('starter'))).toBe(500);
    expect(upgradePriceCents(ledger, getTier('mvp'))).toBe(7500);
    expect(upgradePriceCents([payment('starter', 3000)], getTier('mvp'))).toBe(7000);
  });

  it('refuses the owned tier and anything below it', () => {
    const ledger = [payment('baller', 5000)];
    expect(upgradePriceCents(ledger, getTier('baller'))).toBeNull();
    expect(upgradePriceCents(ledger, getTier('rookie'))).toBeNull();
  });

  it('never asks less than nothing when concurrent sessions left more credit than the target costs', () => {
    const ledger = [payment('bench-player', 500), payment('starter', 3000), payment('all-star', 7500)];
    expect(ownedTierOf(ledger)?.id).toBe('all-star');
    expect(upgradePriceCents(ledger, getTier('mvp'))).toBe(0);
  });
});

describe('currentTierOf', () => {
  it('is none without standing payments', () => {
    expect(currentTierOf([])).toBeNull();
    expect(currentTierOf([refunded(payment('starter', 3000))])).toBeNull();
  });

  it('is the tier of the most recent standing purchase, by purchase time, not by list order', () => {
    const older = payment('mvp', 10_000);
    const newer = payment('rookie', 1500, { duplicate: true });
    const latestStanding = payment('starter', 3000);
    expect(currentTierOf([latestStanding, older, newer])?.id).toBe('starter');
    expect(currentTierOf([older, refunded(latestStanding)])?.id).toBe('mvp');
  });

  it('follows the rule even where it differs from the owned tier', () => {
    const ledger = [refunded(payment('all-star', 7500)), payment('mvp', 2500)];
    expect(currentTierOf(ledger)?.id).toBe('mvp');
  });
});

describe('revenueCents', () => {
  it('adds what was charged, after promotion codes', () => {
    expect(revenueCents([payment('starter', 3000, { paidCents: 2000 }), payment('mvp', 7000)])).toBe(9000);
  });

  it('drops by what was refunded, never by more than was paid', () => {
    expect(revenueCents([payment('starter', 3000, { refundedCents: 1000 })])).toBe(2000);
    expect(revenueCents([payment('starter', 3000, { refundedCents: 4000 })])).toBe(0);
  });

  it('keeps nothing of a payment lost in a dispute, even after a partial refund', () => {
    expect(revenueCents([lost(payment('starter', 3000, { refundedCents: 1000 }))])).toBe(0);
  });

  it('keeps nothing of a duplicate, even before Stripe reports its refund', () => {
    expect(revenueCents([payment('starter', 3000, { duplicate: true })])).toBe(0);
  });
});

describe('tax (Stripe Tax, added on top of the price)', () => {
  // A German supporter's Starter: $30 + 19 % VAT = $35.70 charged.
  const taxed = (overrides: Partial<LedgerPayment> = {}) =>
    payment('starter', 3000, { paidCents: 3570, taxCents: 570, ...overrides });

  it('counts the price toward tiers, never the tax', () => {
    const ledger = [taxed()];
    expect(standingSumCents(ledger)).toBe(3000);
    expect(ownedTierOf(ledger)?.id).toBe('starter');
    expect(creditCents(ledger)).toBe(0);
    expect(upgradePriceCents(ledger, getTier('mvp'))).toBe(getTier('mvp').priceCents - 3000);
  });

  it('keeps revenue net of tax, with the tax beside it', () => {
    expect(revenueCents([taxed()])).toBe(3000);
    expect(taxCents([taxed()])).toBe(570);
    expect(summarizeLedger([taxed()])).toMatchObject({ revenueCents: 3000, taxCents: 570 });
  });

  it('takes tax back in proportion to a partial refund, as Stripe Tax reverses it', () => {
    // $17.85 back of $35.70: half the price and half the tax.
    const halfBack = taxed({ refundedCents: 1785 });
    expect(keptTaxCents(halfBack)).toBe(285);
    expect(keptCents(halfBack)).toBe(1500);
    expect(paymentStands(halfBack)).toBe(true);
  });

  it('keeps neither revenue nor tax once refunded in full, lost in a dispute, or a duplicate', () => {
    for (const gone of [taxed({ refundedCents: 3570 }), lost(taxed()), taxed({ duplicate: true })]) {
      expect([keptCents(gone), keptTaxCents(gone)]).toEqual([0, 0]);
    }
    expect(paymentStands(taxed({ refundedCents: 3570 }))).toBe(false);
    // The price alone given back is not a full refund: the tax was charged too.
    expect(paymentStands(taxed({ refundedCents: 3000 }))).toBe(true);
  });

  it('gives back an overpayment with the tax charged on it', () => {
    // MVP's value 10,000 with 3,000 beyond the highest tier, charged 11,900 with 19 % VAT: 3,000 + 570 back.
    const overpaid = payment('mvp', 10_000, { paidCents: 11_900, taxCents: 1900, overpaidCents: 3000 });
    expect(overpaymentRefundCents(overpaid)).toBe(3570);
    expect([keptCents(overpaid), keptTaxCents(overpaid)]).toEqual([7000, 1330]);
    expect([
      keptCents({ ...overpaid, refundedCents: 3570 }),
      keptTaxCents({ ...overpaid, refundedCents: 3570 }),
    ]).toEqual([7000, 1330]);
  });

  it('adds revenue and tax up to what was charged less what was given back', () => {
    for (const refundedCents of [0, 1, 999, 1785, 3569, 3570]) {
      const each = taxed({ refundedCents });
      expect(keptCents(each) + keptTaxCents(each)).toBe(3570 - refundedCents);
    }
  });
});

describe('judgeGrant', () => {
  it('grants a first purchase and an upgrade', () => {
    expect(judgeGrant([], getTier('starter'))).toBe('grant');
    expect(judgeGrant([payment('starter', 3000)], getTier('mvp'))).toBe('grant');
  });

  it('two Starter sessions both paid: the second is a duplicate', () => {
    expect(judgeGrant([payment('starter', 3000)], getTier('starter'))).toBe('duplicate');
  });

  it('a Rookie session paid after MVP was bought is a duplicate', () => {
    expect(judgeGrant([payment('mvp', 10_000)], getTier('rookie'))).toBe('duplicate');
  });

  it('an MVP session opened while owning Starter, paid after Starter was refunded, is granted', () => {
    const before = [refunded(payment('starter', 3000))];
    expect(judgeGrant(before, getTier('mvp'))).toBe('grant');
    const after = [...before, payment('mvp', 7000)];
    expect(ownedTierOf(after)?.id).toBe('baller');
    expect(standingSumCents(after)).toBe(7000);
    expect(creditCents(after)).toBe(2000);
    expect(upgradePriceCents(after, getTier('mvp'))).toBe(3000);
  });
});

describe('judgePayment: the overpayment, the standing sum beyond the highest tier', () => {
  const session = (tierId: TierId, valueCents: number, paidCents = valueCents) => ({ tierId, valueCents, paidCents });

  it('Starter and MVP started together, both paid: MVP is granted and the $30 beyond MVP given back', () => {
    const before = [payment('starter', 3000)];

    const judged = judgePayment(before, session('mvp', 10_000));

    expect(judged).toEqual({ verdict: 'grant', overpaidCents: 3000 });
    const after = [...before, payment('mvp', 10_000, { overpaidCents: judged.overpaidCents })];
    expect(standingSumCents(after)).toBe(10_000);
    expect(ownedTierOf(after)?.id).toBe('mvp');
    expect(creditCents(after)).toBe(0);
    expect(overpaymentRefundCents(after[1] as LedgerPayment)).toBe(3000);
  });

  it('leaves a standing sum up to the highest tier alone: credit below MVP still buys an upgrade', () => {
    expect(judgePayment([payment('starter', 3000)], session('baller', 5000))).toEqual({
      verdict: 'grant',
      overpaidCents: 0,
    });
  });

  it('judges a payment whose whole value lies beyond the highest tier a duplicate (it buys nothing)', () => {
    const before = [payment('starter', 3000), payment('all-star', 7500, { overpaidCents: 500 })];
    expect(standingSumCents(before)).toBe(10_000);

    expect(judgePayment(before, session('mvp', 2500))).toEqual({ verdict: 'duplicate', overpaidCents: 0 });
  });

  it('still judges a tier already owned a duplicate', () => {
    expect(judgePayment([payment('mvp', 10_000)], session('rookie', 1500))).toEqual({
      verdict: 'duplicate',
      overpaidCents: 0,
    });
  });

  it('gives back no more money than was charged after a promotion code', () => {
    const overpaid = payment('mvp', 10_000, { paidCents: 2000, overpaidCents: 3000 });
    expect(overpaymentRefundCents(overpaid)).toBe(2000);
    // Its own overpayment refund does not take the payment back.
    expect(paymentStands({ ...overpaid, refundedCents: 2000 })).toBe(true);
  });

  it('keeps what was charged less the overpayment, before and after Stripe reports its refund', () => {
    const overpaid = payment('mvp', 10_000, { overpaidCents: 3000 });
    expect(revenueCents([overpaid])).toBe(7000);
    expect(revenueCents([{ ...overpaid, refundedCents: 3000 }])).toBe(7000);
    // A later refund from the panel adds to it.
    expect(revenueCents([{ ...overpaid, refundedCents: 4000 }])).toBe(6000);
    expect(paymentStands({ ...overpaid, refundedCents: 10_000 })).toBe(false);
  });

  it('shows an overpaid payment to the admin as such', () => {
    expect(purchaseStatusOf(payment('mvp', 10_000, { overpaidCents: 3000 }))).toBe('overpayment_refunded');
    expect(PURCHASE_STATUS_LABELS.overpayment_refunded).toBe('Overpayment refunded');
  });
});

describe('summarizeLedger', () => {
  it('gives every figure storage writes', () => {
    const ledger = [
      refunded(payment('all-star', 7500)),
      payment('mvp', 2500, { paidCents: 2000, refundedCents: 500 }),
      payment('rookie', 1500, { duplicate: true }),
    ];
    expect(summarizeLedger(ledger)).toEqual({
      standingSumCents: 2500,
      ownedTierId: 'rookie',
      creditCents: 1000,
      currentTierId: 'mvp',
      revenueCents: 1500,
      taxCents: 0,
    });
  });

  it('is all zeros and nulls for an empty ledger', () => {
    expect(summarizeLedger([])).toEqual({
      standingSumCents: 0,
      ownedTierId: null,
      creditCents: 0,
      currentTierId: null,
      revenueCents: 0,
      taxCents: 0,
    });
  });
});
