import type { MeResponse } from '@shared/api/types/account';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { sessionIdOf } from '../../test/payments-kit';
import { withReconcilerTestbed } from '../../test/reconciler-testbed';
import { seedAdmin } from '../../test/seed-admin';

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

/** A Starter session discounted by a creator code, paid with its events lost. */
async function starterWithCreatorCode(percentOff: number): Promise<string> {
  await seedAdmin('coach@example.com');
  const code = `HALF${percentOff}`;
  await call('POST /admin/creator-codes', {
    token: bed.auth.tokens.admin,
    body: { code, creatorName: 'Hoops', percentOff, expiresAt: null, maxUses: null },
  });
  const response = await call('POST /checkout', {
    token: bed.auth.tokens.userA,
    body: { tierId: 'starter', creatorCode: code },
  });
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await controls().pay(sessionId, withheld);
  return sessionId;
}

/** A Starter session with a coupon the store never gave: a discount outside the creator codes' accounting. */
async function starterWithForeignCoupon(): Promise<string> {
  const coupon = await bed.harness.stripe.coupons.create({ percent_off: 100 });
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
  it('grants nothing for a session a coupon outside the creator codes covered', async () => {
    const sessionId = await starterWithForeignCoupon();

    expect(await run()).toEqual({ complete: true, corrections: [] });

    expect(await me()).toMatchObject({ tierId: null, standingSumCents: 0 });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toBeUndefined();
  });

  it('counts what a creator code payment charged as revenue, its subtotal toward tiers, and moves the report', async () => {
    const sessionId = await starterWithCreatorCode(50);

    expect(await run()).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'granted' }],
    });

    expect(await me()).toMatchObject({ tierId: 'starter', standingSumCents: 3000 });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toMatchObject({ amountCents: 1500 });
    expect(await table.totals()).toMatchObject({ revenueCents: 1500, purchaseCount: 1 });
    expect(await table.get({ pk: 'CHECKOUT#CODE#HALF50', sk: 'CREATOR_CODE' })).toMatchObject({
      uses: 1,
      grossCents: 3000,
      discountCents: 1500,
    });
    await expectSecondRunWritesNothing();
  });
});
