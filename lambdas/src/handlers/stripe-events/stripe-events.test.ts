import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { withFailingStripe } from '../../../test/fake-peers';
import { checkoutAndPay, deliver, withoutStripeKey, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { logger } from '../../lib/logger';

const bed = withPaymentsTestbed();
const { table, totals, purchaseRows, ownedTier } = bed;
beforeEach(() => seedUser(USER_A, 'fan@example.com'));

describe('checkout.session events', () => {
  it('fulfils a completed session without any verify call', async () => {
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'baller');

    await deliver(completed);

    expect(await ownedTier()).toBe('baller');
    expect(await totals()).toMatchObject({ revenueCents: 5000, purchaseCount: 1 });
  });

  it('fulfils on async_payment_succeeded', async () => {
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'rookie');

    await deliver({ ...completed, id: 'evt_async_ok', type: 'checkout.session.async_payment_succeeded' });

    expect(await ownedTier()).toBe('rookie');
  });

  it('records nothing for an async_payment_failed event on a session Stripe still has open', async () => {
    const response = await call('POST /checkout', {
      token: bed.auth.tokens.userA,
      body: { tierId: 'starter' },
    });
    const sessionId = (response.body as { url: string }).url.split('/pay/')[1] ?? '';
    const session = bed.harness.standIn.state.get(sessionId).session;

    await deliver({
      id: 'evt_async_failed',
      object: 'event',
      type: 'checkout.session.async_payment_failed',
      data: { object: { ...session, status: 'complete', payment_status: 'unpaid' } },
    });

    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'FAILURE' })).toBeUndefined();
    expect(await purchaseRows()).toEqual([]);
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toBeUndefined();
    expect(await ownedTier()).toBeNull();
  });

  it('acknowledges a session that fails the checks, logging an error', async () => {
    const session = await bed.harness.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }],
      client_reference_id: USER_A,
      metadata: { userId: USER_A, tierId: 'mvp', creditCents: '0' },
    });
    const completed = await bed.harness.pay(session.id);
    const logged = jest.spyOn(logger, 'error');

    await expect(deliver(completed)).resolves.toBeUndefined();

    expect(logged).toHaveBeenCalledWith('Checkout session refused: nothing granted', {
      sessionId: session.id,
      reason: 'subtotal 100 is not 10000',
    });
    expect(await purchaseRows()).toEqual([]);
  });

  it('acknowledges and ignores event types it does not handle', async () => {
    const before = await table.items();

    await expect(
      deliver({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    ).resolves.toBeUndefined();

    expect(await table.items()).toEqual(before);
  });
});

describe('when Stripe cannot be reached', () => {
  const failingStripe = withFailingStripe();

  it('throws, so EventBridge retries the completed event, and grants nothing', async () => {
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const standInUrl = process.env.STRIPE_API_URL;
    process.env.STRIPE_API_URL = failingStripe.url;
    try {
      await expect(deliver(completed)).rejects.toThrow();
    } finally {
      process.env.STRIPE_API_URL = standInUrl;
    }

    expect(await purchaseRows()).toEqual([]);
    await deliver(completed);
    expect(await ownedTier()).toBe('starter');
  });
});

describe('before the Stripe key is put', () => {
  let completed: Awaited<ReturnType<typeof checkoutAndPay>>['completed'];
  // Paid while the key was there: the key is taken away only for the delivery.
  beforeEach(async () => {
    ({ completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter'));
  });

  describe('a completed event', () => {
    withoutStripeKey();

    it('is thrown back, so EventBridge retries it, and grants nothing', async () => {
      await expect(deliver(completed)).rejects.toThrow('The Stripe secret key is not configured');

      expect(await purchaseRows()).toEqual([]);
    });
  });
});
