import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type { TierId } from '@shared/tiers';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutAndPay, deliver, sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { seedAdmin } from '../../../test/seed-admin';
import { duplicateRefundKey, overpaymentRefundKey } from '../../payments/duplicate-refund';

// The five ways today's store lost money or granted too much, each as a buyer or support agent
// would meet them, against DynamoDB Local and the Stripe stand-in with the real SDK.
const bed = withPaymentsTestbed();
beforeEach(async () => {
  await seedUser(USER_A, 'fan@example.com');
  await seedAdmin();
});

const me = async () =>
  (await call('GET /me', { token: bed.auth.tokens.userA })).body as { tierId: string | null; standingSumCents: number };
const verify = (sessionId: string) =>
  call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } });
const profile = () => bed.table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' });
const refundsAtStripe = async (paymentIntentId: string) =>
  (await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId })).data;

/** Starts a checkout and leaves it open (not paid). */
async function openCheckout(tierId: TierId): Promise<string> {
  const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId } });
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}`);
  return sessionIdOf((response.body as { url: string }).url);
}

/** Buys a tier and fulfils it (the buyer's browser verifies). */
async function buy(tierId: TierId) {
  const bought = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, tierId);
  expect((await verify(bought.sessionId)).body).toMatchObject({ outcome: 'granted' });
  return bought;
}

describe('the ledger: ownership from the payments that stand', () => {
  it('1. All-Star then MVP upgrade, All-Star refunded: owns Rookie with $10 of credit, not MVP for $25', async () => {
    const allStar = await buy('all-star');
    await buy('mvp');

    await deliver(await bed.harness.refund(allStar.paymentIntentId));

    expect(await me()).toMatchObject({ tierId: 'rookie', standingSumCents: 2500 });
    // Upgrading to MVP again costs MVP's price minus the $25 that stands.
    await openCheckout('mvp');
    const [latest] = bed.harness.standIn.state.listSessions({ limit: 1 });
    expect(latest?.amount_subtotal).toBe(7500);
    expect(await bed.totals()).toMatchObject({ revenueCents: 2500 });
  });

  it('2. Starter then MVP upgrade, Starter lost in a dispute: owns Baller, not MVP for $70', async () => {
    const starter = await buy('starter');
    await buy('mvp');

    await deliver(await bed.harness.dispute(starter.paymentIntentId, 'lost'));

    expect(await me()).toMatchObject({ tierId: 'baller', standingSumCents: 7000 });
    expect(await profile()).toMatchObject({ currentTierId: 'mvp' });
    expect(await bed.totals()).toMatchObject({ revenueCents: 7000 });
  });

  it('3. an MVP upgrade paid after its Starter base was refunded buys what $70 buys: Baller, with credit', async () => {
    const starter = await buy('starter');
    const upgrade = await openCheckout('mvp');
    await deliver(await bed.harness.refund(starter.paymentIntentId));

    const paid = await bed.harness.pay(upgrade);
    const answer = await verify(upgrade);

    expect(answer.body).toMatchObject({ success: true, outcome: 'granted', tierName: 'MVP', tierPrice: 7000 });
    expect(await me()).toMatchObject({ tierId: 'baller', standingSumCents: 7000 });
    await deliver(paid);
    expect(await me()).toMatchObject({ tierId: 'baller' });
  });

  it('4. two Starter payments (the first never reached the store): the second is refunded, once', async () => {
    const first = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const second = await buy('starter');

    // The first payment's completed event arrives late, twice, and its buyer verifies too.
    await deliver(first.completed);
    await deliver(first.completed);
    const answer = await verify(first.sessionId);

    expect(answer.body).toEqual({ success: false, outcome: 'duplicate', tierName: 'Starter', tierPrice: 3000 });
    const refunds = await refundsAtStripe(first.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 3000, reason: 'duplicate', status: 'succeeded' });
    expect(await refundsAtStripe(second.paymentIntentId)).toEqual([]);
    // Stripe's refund event changes nothing more.
    for (const event of (await bed.harness.delivered()).filter((e) => e.type === 'charge.refunded')) {
      await deliver(event);
    }
    expect(await me()).toMatchObject({ tierId: 'starter', standingSumCents: 3000 });
    expect(await bed.totals()).toMatchObject({ revenueCents: 3000, purchaseCount: 2 });
    const rows = await bed.purchaseRows();
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first.sessionId, 'duplicate_refunded'],
        [second.sessionId, 'paid'],
      ].sort(),
    );
    expect(await bed.table.get({ pk: `CHECKOUT#${first.sessionId}`, sk: 'CHECKOUT' })).toMatchObject({
      verdict: 'duplicate',
      duplicateRefundId: refunds[0]?.id,
    });
  });

  it('5. a Rookie payment fulfilled after MVP was bought is refunded; the current tier stays MVP', async () => {
    const rookie = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'rookie');
    await buy('mvp');

    await deliver(rookie.completed);

    expect(await me()).toMatchObject({ tierId: 'mvp' });
    expect(await profile()).toMatchObject({ currentTierId: 'mvp' });
    expect(await refundsAtStripe(rookie.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 1500, reason: 'duplicate' }),
    ]);
    expect(await bed.totals()).toMatchObject({ revenueCents: 10000 });
  });

  it('6. Starter and MVP both paid (MVP started before the Starter was fulfilled): MVP owned, the $30 beyond it refunded once', async () => {
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    // The Starter is paid but not fulfilled yet: the MVP session is priced in full.
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    expect(bed.harness.standIn.state.get(mvp.sessionId).session.amount_total).toBe(10_000);

    expect((await verify(starter.sessionId)).body).toMatchObject({ outcome: 'granted' });
    const answer = await verify(mvp.sessionId);
    await deliver(mvp.completed);
    await deliver(starter.completed);
    expect(await verify(mvp.sessionId)).toMatchObject({ body: answer.body });

    expect(answer.body).toEqual({
      success: true,
      outcome: 'overpaid',
      tierName: 'MVP',
      tierPrice: 10_000,
      refundCents: 3000,
    });
    const refunds = await refundsAtStripe(mvp.paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 3000, status: 'succeeded' })]);
    expect(await refundsAtStripe(starter.paymentIntentId)).toEqual([]);
    // Stripe's refund event changes nothing more: MVP stays owned with nothing standing beyond it.
    for (const event of (await bed.harness.delivered()).filter((e) => e.type === 'charge.refunded')) {
      await deliver(event);
    }
    expect(await me()).toMatchObject({ tierId: 'mvp', standingSumCents: 10_000 });
    expect(await bed.totals()).toMatchObject({ revenueCents: 10_000, purchaseCount: 2 });
    const rows = await bed.purchaseRows();
    expect(rows.map((row) => [row.id, row.status, row.overpaidCents ?? 0]).sort()).toEqual(
      [
        [starter.sessionId, 'paid', 0],
        [mvp.sessionId, 'overpayment_refunded', 3000],
      ].sort(),
    );
    const detail = await call('GET /admin/users/{userId}', {
      token: bed.auth.tokens.admin,
      params: { userId: USER_A },
    });
    expect((detail.body as { purchases: { id: string; status: string }[] }).purchases).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: mvp.sessionId, status: 'overpayment_refunded' })]),
    );
    expect(await bed.table.get({ pk: `CHECKOUT#${mvp.sessionId}`, sk: 'CHECKOUT' })).toMatchObject({
      verdict: 'grant',
      overpaidCents: 3000,
      overpaymentRefundId: refunds[0]?.id,
    });
  });

  it("6 with German VAT: the $30 beyond MVP is given back with the 19 % charged on it, and the tax kept is MVP's", async () => {
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter', undefined, { country: 'DE' });
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp', undefined, { country: 'DE' });
    expect(bed.harness.standIn.state.get(mvp.sessionId).session.amount_total).toBe(11_900);

    await deliver(starter.completed);
    const answer = await verify(mvp.sessionId);
    for (const event of (await bed.harness.delivered()).filter((e) => e.type === 'charge.refunded')) {
      await deliver(event);
    }

    // $30.00 beyond MVP and its $5.70 VAT: what the buyer paid for it, all of it.
    expect(answer.body).toMatchObject({ outcome: 'overpaid', tierPrice: 11_900, taxCents: 1900, refundCents: 3570 });
    expect(await refundsAtStripe(mvp.paymentIntentId)).toEqual([expect.objectContaining({ amount: 3570 })]);
    expect(await me()).toMatchObject({ tierId: 'mvp', standingSumCents: 10_000 });
    // Kept: Starter's $30.00 + $5.70 and MVP's $70.00 + $13.30; the ledger and Stripe agree on what went back.
    expect(await bed.totals()).toMatchObject({ revenueCents: 10_000, taxCents: 1900 });
  });

  it('an overpayment a goodwill refund came before is given back in full: Stripe refunds the rest, not nothing', async () => {
    // All-Star is paid but not fulfilled, so MVP is priced in full: $75 of its $100 will lie beyond MVP.
    const allStar = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'all-star');
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    // Support gives $40 back on the MVP payment before the store judged it: $60 is left to refund.
    await bed.harness.refund(mvp.paymentIntentId, 4000);

    await deliver(allStar.completed);
    const answer = await verify(mvp.sessionId);

    expect(answer.body).toMatchObject({ outcome: 'overpaid', refundCents: 7500 });
    // Stripe could not refund $75 of the $60 left, so the store asked for the $35 still owed.
    const refunds = await refundsAtStripe(mvp.paymentIntentId);
    expect(refunds.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([3500, 4000]);
    for (const event of (await bed.harness.delivered()).filter((e) => e.type === 'charge.refunded')) {
      await deliver(event);
    }
    // Kept: All-Star's $75 and MVP's $25, as Stripe holds ($175 charged, $75 given back).
    expect(await me()).toMatchObject({ tierId: 'mvp', standingSumCents: 10_000 });
    expect(await bed.totals()).toMatchObject({ revenueCents: 10_000 });
    const again = await verify(mvp.sessionId);
    expect(again.body).toEqual(answer.body);
    expect(await refundsAtStripe(mvp.paymentIntentId)).toHaveLength(2);
  });

  it('a stale session cannot be paid: starting a checkout expires the one before', async () => {
    const rookie = await openCheckout('rookie');
    await buy('mvp');

    await expect(bed.harness.pay(rookie)).rejects.toThrow(/expired/);
    expect(bed.harness.standIn.state.get(rookie).session.status).toBe('expired');
  });

  it('refuses to sell what the ledger already owns, whatever the buyer opened before', async () => {
    await buy('mvp');

    const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'rookie' } });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.alreadyOwned });
  });

  it('asks Stripe for a duplicate or an overpayment refund with one idempotency key per payment', () => {
    expect(duplicateRefundKey('pi_123')).toBe('duplicate-refund-pi_123');
    expect(overpaymentRefundKey('pi_123')).toBe('overpayment-refund-pi_123');
  });
});
