import { getTier } from '@shared/tiers';
import { type PaidCheckout, planFulfilment } from './fulfilment-plan';
import type { UserLedger } from './ledger';
import type { PaymentMarker } from './payment';
import type { PurchaseRecord } from './purchase';

// The fulfilment's decisions without a table: what it writes for each kind of paid session.
const NOW = new Date('2026-11-24T12:00:00.000Z');
const USER = 'user-plan';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'store-plan';
});

function paid(tierId: 'rookie' | 'mvp', overrides: Partial<PaidCheckout> = {}): PaidCheckout {
  const tier = getTier(tierId);
  return {
    sessionId: `cs_${tierId}`,
    userId: USER,
    tier,
    amountCents: tier.priceCents,
    taxCents: 0,
    billingCountry: null,
    invoice: null,
    valueCents: tier.priceCents,
    currency: 'usd',
    presented: null,
    paymentIntentId: `pi_${tierId}`,
    email: 'fan@example.com',
    purchasedAt: '2026-11-24T11:59:00.000Z',
    creatorCode: null,
    ...overrides,
  };
}

function ledger(overrides: Partial<UserLedger> = {}): UserLedger {
  return {
    userId: USER,
    head: null,
    purchases: [],
    hasProfile: true,
    profileEmail: 'profile@example.com',
    accountDeleted: false,
    wall: null,
    submissions: [],
    setupCounted: false,
    game: { links: [], linksVersion: 0, feedHead: null },
    ...overrides,
  };
}

function marker(overrides: Partial<PaymentMarker>): PaymentMarker {
  return {
    paymentIntentId: 'pi_rookie',
    sessionId: null,
    userId: null,
    purchaseCreatedAt: null,
    refundedCents: 0,
    disputeLost: false,
    earlyRefunds: [],
    ...overrides,
  };
}

const ownedMvp: PurchaseRecord = {
  id: 'cs_old_mvp',
  userId: USER,
  tierId: 'mvp',
  tierName: 'MVP',
  amountCents: 10000,
  taxCents: 0,
  billingCountry: null,
  valueCents: 10000,
  currency: 'usd',
  stripePaymentIntentId: 'pi_old_mvp',
  status: 'paid',
  refundedCents: 0,
  disputeLost: false,
  duplicate: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  purchasedAt: '2026-11-01T00:00:00.000Z',
  refundedAt: null,
  email: 'fan@example.com',
};

type Written = Record<string, unknown>;
const puts = (items: ReturnType<typeof planFulfilment>['items']): Written[] =>
  items.flatMap((item) => (item.Put ? [item.Put.Item as Written] : []));
const purchaseOf = (written: Written[]) => written.find((item) => item.gsi1pk === 'PURCHASES');
const emailsOf = (written: Written[]) => written.filter((item) => String(item.pk).startsWith('OUTBOX#'));
const auditOf = (written: Written[]) => written.filter((item) => String(item.pk).startsWith('AUDIT#'));

describe('planning a fulfilment', () => {
  it('grants a first purchase: the checkout record guards first, the buyer is emailed what the tier includes', () => {
    const plan = planFulfilment(paid('rookie'), ledger(), { marker: null, creatorCodeHoldOpen: false }, NOW);

    expect(plan.outcome).toBe('granted');
    expect(plan.record).toMatchObject({ verdict: 'grant', createdAt: NOW.toISOString(), refundedAt: null });
    expect(plan.items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(plan.items[0]?.Put?.Item).toMatchObject({ pk: 'CHECKOUT#cs_rookie' });
    const written = puts(plan.items);
    expect(purchaseOf(written)).toMatchObject({ tierId: 'rookie', status: 'paid', duplicate: false });
    expect(emailsOf(written).map((item) => item.message)).toEqual([
      expect.objectContaining({
        template: 'tier-granted',
        to: 'fan@example.com',
        tierId: 'rookie',
        sessionId: 'cs_rookie',
        orderedAt: NOW.toISOString(),
      }),
    ]);
  });

  it('stores a payment refunded in full before it came as taken back: no receipt, the refund emailed and audited as Stripe’s', () => {
    const early = marker({
      refundedCents: 2500,
      earlyRefunds: [{ id: 're_early', amountCents: 2500, reason: 'requested_by_customer' }],
    });

    const plan = planFulfilment(paid('rookie'), ledger(), { marker: early, creatorCodeHoldOpen: false }, NOW);

    expect(plan.outcome).toBe('stored-refunded');
    const written = puts(plan.items);
    expect(purchaseOf(written)).toMatchObject({ refundedCents: 2500, refundedAt: NOW.toISOString() });
    expect(emailsOf(written).map(({ id, userId, message }) => ({ id, userId, message }))).toEqual([
      {
        id: 'refund-re_early',
        userId: USER,
        message: {
          template: 'payment-refunded',
          to: 'fan@example.com',
          givenBack: 'refund',
          takenBack: true,
          sessionId: 'cs_rookie',
          orderedAt: NOW.toISOString(),
          tierId: 'rookie',
          tierName: 'Rookie',
          amountCents: 2500,
          ownedTierId: null,
        },
      },
    ]);
    expect(auditOf(written)).toEqual([
      expect.objectContaining({
        id: 'refund-re_early',
        actor: 'stripe',
        reason: 'requested_by_customer',
        before: expect.objectContaining({ status: 'paid', refundedCents: 0, ownedTierId: 'rookie' }),
        after: expect.objectContaining({ status: 'refunded', refundedCents: 2500, ownedTierId: null }),
      }),
    ]);
  });

  it('moves a creator code’s report once for a discounted payment refunded before it came: one update of the code with the refund', () => {
    const early = marker({
      refundedCents: 2250,
      earlyRefunds: [{ id: 're_early', amountCents: 2250, reason: 'requested_by_customer' }],
    });
    const discounted = paid('rookie', {
      amountCents: 2250,
      valueCents: 2500,
      creatorCode: { code: 'HOOPS10', holdId: 'hold-1' },
    });

    const plan = planFulfilment(discounted, ledger(), { marker: early, creatorCodeHoldOpen: true }, NOW);

    const codeUpdates = plan.items.filter((item) => item.Update?.Key?.pk === 'CHECKOUT#CODE#HOOPS10');
    expect(codeUpdates.map((item) => item.Update?.Key?.sk)).toEqual(['CREATOR_CODE', 'HOLD#hold-1']);
    expect(codeUpdates[0]?.Update?.ExpressionAttributeValues).toEqual({
      ':one': 1,
      ':gross': 2500,
      ':discount': 250,
      ':refunded': 2250,
    });
  });

  it('judges a payment for what the buyer already owns a duplicate, to be given back, and emails nothing', () => {
    const plan = planFulfilment(
      paid('rookie'),
      ledger({ purchases: [ownedMvp] }),
      { marker: null, creatorCodeHoldOpen: false },
      NOW,
    );

    expect(plan.outcome).toBe('duplicate');
    expect(plan.record.verdict).toBe('duplicate');
    expect(emailsOf(puts(plan.items))).toEqual([]);
  });

  it('gives back a payment that completes after the account was deleted, keeping the tombstone’s email', () => {
    const deleted = ledger({ accountDeleted: true, profileEmail: 'deleted-user-plan@deleted.invalid' });

    const plan = planFulfilment(paid('mvp'), deleted, { marker: null, creatorCodeHoldOpen: false }, NOW);

    expect(plan.outcome).toBe('duplicate');
    const written = puts(plan.items);
    expect(purchaseOf(written)).toMatchObject({ email: 'deleted-user-plan@deleted.invalid', duplicate: true });
    expect(emailsOf(written)).toEqual([]);
  });
});
