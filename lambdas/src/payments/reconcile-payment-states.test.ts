import type { MeResponse } from '@shared/api/types/account';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { sessionIdOf } from '../../test/payments-kit';
import { withReconcilerTestbed } from '../../test/reconciler-testbed';

// Every payment state Stripe produces, with all its events lost: only the reconciler finds them.
const { bed, run } = withReconcilerTestbed();
const { table } = bed;
const me = async () => (await call('GET /me', { token: bed.auth.tokens.userA })).body as MeResponse;
const controls = () => standInControls(bed.harness.standIn.url);
const withheld = { deliverEvents: false };

async function payByBankTransfer(tierId: string): Promise<string> {
  const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId } });
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await controls().pay(sessionId, { delayed: true, ...withheld });
  return sessionId;
}

/** A Starter session as the store makes them, with a coupon's discount (the store sells through promotion codes). */
async function discountedStarter(percentOff: number): Promise<string> {
  const coupon = await bed.harness.stripe.coupons.create({ percent_off: percentOff });
  const session = await bed.harness.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'D1 Gang Starter' } } },
    ],
    client_reference_id: USER_A,
    metadata: { userId: USER_A, tierId: 'starter', creditCents: '0' },
    discounts: [{ coupon: coupon.id }],
  });
  await controls().pay(session.id, withheld);
  return session.id;
}

async function expectSecondRunWritesNothing() {
  const before = await table.items();
  expect(await run()).toEqual({ complete: true, corrections: [] });
  expect(await table.items()).toEqual(before);
}

describe('the reconciler and delayed payments', () => {
  it('notes a payment still processing once: the dashboard says so, nothing is granted', async () => {
    const sessionId = await payByBankTransfer('starter');

    expect(await run()).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'processing' }],
    });

    expect(await me()).toMatchObject({ tierId: null, paymentProcessing: true });
    await expectSecondRunWritesNothing();
  });

  it('grants a delayed payment it finds settled, once', async () => {
    const sessionId = await payByBankTransfer('baller');
    await run();
    await controls().settle(sessionId, 'succeeded', withheld);

    expect(await run()).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'granted' }],
    });

    expect(await me()).toMatchObject({ tierId: 'baller', paymentProcessing: false });
    expect(await table.totals()).toMatchObject({ revenueCents: 5000, purchaseCount: 1 });
    await expectSecondRunWritesNothing();
  });

  it('never grants a failed delayed payment: it notes the failure once and frees the slot', async () => {
    const sessionId = await payByBankTransfer('starter');
    await run();
    await controls().settle(sessionId, 'failed', withheld);

    expect(await run()).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'failed' }],
    });

    expect(await me()).toMatchObject({ tierId: null, paymentProcessing: false });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'FAILURE' })).toMatchObject({ tierId: 'starter' });
    await expectSecondRunWritesNothing();
  });
});

describe('the reconciler and discounted payments', () => {
  it('grants a session a coupon covered in full (no_payment_required, no payment intent), as verify does', async () => {
    const sessionId = await discountedStarter(100);

    expect(await run()).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'granted' }],
    });

    expect(await me()).toMatchObject({ tierId: 'starter', standingSumCents: 3000 });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toMatchObject({
      amountCents: 0,
      paymentIntentId: null,
    });
    const totals = await table.totals();
    expect([totals.revenueCents ?? 0, totals.purchaseCount]).toEqual([0, 1]);
    await expectSecondRunWritesNothing();
  });

  it('counts what a discounted payment charged as revenue and its subtotal toward tiers', async () => {
    const sessionId = await discountedStarter(50);

    await run();

    expect(await me()).toMatchObject({ tierId: 'starter', standingSumCents: 3000 });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toMatchObject({ amountCents: 1500 });
    expect(await table.totals()).toMatchObject({ revenueCents: 1500, purchaseCount: 1 });
  });
});
