import { keptCents, type LedgerPayment, paymentStands, standingSumCents, taxCents } from '@shared/ledger';
import { propertyRuns } from '@shared/test/test-depth';
import { TIER_IDS, TIERS, type TierId } from '@shared/tiers';
import fc from 'fast-check';
import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { claimGift, giftAndPay, verifySession } from '../../test/gift-kit';
import { deliver, sessionIdOf, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { ledgerPaymentOf, purchaseFromItem } from '../data/purchase';

// Gifts through the real handlers, claimed at random points among the recipient's own purchases and
// refunds of any payment: whatever the order, what Stripe keeps is what the recipient's ledger keeps
// (the buyer's never counts a gift), and nothing kept buys nothing.
const bed = withPaymentsTestbed();

/** 8 histories in the everyday run, 60 under `npm run test:deep` (shared/test/test-depth.ts). */
const RUNS = { everyday: 8, deep: 60 };
/** The histories take under a minute; after 13 minutes the run stops and fails with the seed to replay it (test-depth.ts). */
const TIME_LIMIT_MS = 780_000;
jest.setTimeout(TIME_LIMIT_MS + 120_000);
const HIGHEST_PRICE = Math.max(...TIERS.map((tier) => tier.priceCents));

type Action =
  | { kind: 'buy'; tierId: TierId }
  | { kind: 'gift'; tierId: TierId }
  | { kind: 'claim'; pick: number }
  | { kind: 'refund'; pick: number; half: boolean };

const tierId = fc.constantFrom(...TIER_IDS);
const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), tierId }),
  fc.record({ kind: fc.constant('gift' as const), tierId }),
  fc.record({ kind: fc.constant('claim' as const), pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(9), half: fc.boolean() }),
);

interface Played {
  /** Every payment intent paid, the recipient's own and the gifts'. */
  payments: string[];
  /** Gift ids paid and not claimed yet. */
  unclaimed: string[];
}

function pickFrom<T>(list: readonly T[], pick: number): T | undefined {
  return list.length ? list[pick % list.length] : undefined;
}

async function play(action: Action, played: Played): Promise<void> {
  switch (action.kind) {
    case 'buy': {
      const started = await call('POST /checkout', { token: bed.auth.tokens.userB, body: { tierId: action.tierId } });
      // Owned already, or covered by credit: nothing to pay.
      if (started.status !== 200) return;
      const sessionId = sessionIdOf((started.body as { url: string }).url);
      await bed.harness.pay(sessionId);
      await verifySession(bed.auth.tokens.userB, sessionId);
      played.payments.push(String(bed.harness.standIn.state.get(sessionId).session.payment_intent));
      return;
    }
    case 'gift': {
      const order = { email: 'Friend@example.com', showSender: true };
      const started = await call('POST /checkout', {
        token: bed.auth.tokens.userA,
        body: { tierId: action.tierId, gift: order },
      });
      // The recipient owns it or a higher one: the store sells no gift that buys nothing.
      if (started.status === 409) return;
      const paid = await giftAndPay(bed.harness, bed.auth.tokens.userA, action.tierId, order);
      await verifySession(bed.auth.tokens.userA, paid.sessionId);
      played.payments.push(paid.paymentIntentId);
      played.unclaimed.push(paid.giftId);
      return;
    }
    case 'claim': {
      const giftId = pickFrom(played.unclaimed, action.pick);
      if (!giftId) return;
      const claim = await claimGift(bed.auth.tokens.userB, giftId);
      expect([200, 410]).toContain(claim.status);
      played.unclaimed = played.unclaimed.filter((id) => id !== giftId);
      return;
    }
    case 'refund': {
      const paymentIntentId = pickFrom(played.payments, action.pick);
      if (!paymentIntentId) return;
      const { data } = await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId });
      const charged = (await bed.harness.stripe.paymentIntents.retrieve(paymentIntentId)).amount;
      const left = charged - data.reduce((sum, refund) => sum + refund.amount, 0);
      if (left <= 0) return;
      await deliver(await bed.harness.refund(paymentIntentId, action.half ? Math.ceil(left / 2) : undefined));
      return;
    }
  }
}

/** What Stripe keeps of the payments: charged less every refund made. */
async function keptAtStripe(paymentIntents: readonly string[]): Promise<number> {
  let kept = 0;
  for (const id of paymentIntents) {
    const { data } = await bed.harness.stripe.refunds.list({ payment_intent: id });
    kept += (await bed.harness.stripe.paymentIntents.retrieve(id)).amount - data.reduce((s, r) => s + r.amount, 0);
  }
  return kept;
}

describe('gifts among purchases and refunds', () => {
  it('keep what Stripe keeps equal to what the recipient’s ledger keeps, and nothing kept buys nothing', async () => {
    const property = fc.asyncProperty(fc.array(actionArbitrary, { minLength: 2, maxLength: 8 }), async (actions) => {
      await bed.table.clear();
      await seedUser(USER_A, 'buyer@example.com');
      await seedUser(USER_B, 'friend@example.com');
      const firstEvent = (await bed.harness.delivered()).length;
      const played: Played = { payments: [], unclaimed: [] };
      for (const action of actions) await play(action, played);
      // Every gift still waiting is claimed (or refused, when refunded in full).
      for (const giftId of [...played.unclaimed])
        await play({ kind: 'claim', pick: played.unclaimed.indexOf(giftId) }, played);

      // The refunds the store made itself (a duplicate, an overpayment) reach it as Stripe's events do.
      for (const event of (await bed.harness.delivered()).slice(firstEvent)) {
        if (event.type === 'charge.refunded') await deliver(event);
      }

      const items = await bed.table.items();
      const purchases = items.filter((item) => item.gsi1pk === 'PURCHASES').map(purchaseFromItem);
      // The buyer's ledger never counts a gift.
      expect(purchases.filter((purchase) => purchase.userId === USER_A)).toEqual([]);
      const ledger: LedgerPayment[] = purchases.filter((p) => p.userId === USER_B).map(ledgerPaymentOf);
      const keptByLedger = ledger.reduce((sum, payment) => sum + keptCents(payment), 0) + taxCents(ledger);
      expect(keptByLedger).toBe(await keptAtStripe(played.payments));
      // No overpayment stands, and a payment judged a duplicate keeps nothing.
      expect(standingSumCents(ledger)).toBeLessThanOrEqual(HIGHEST_PRICE);
      for (const payment of ledger.filter((one) => !paymentStands(one))) expect(keptCents(payment)).toBe(0);
    });
    await fc.assert(property, propertyRuns(RUNS, TIME_LIMIT_MS));
  });
});
