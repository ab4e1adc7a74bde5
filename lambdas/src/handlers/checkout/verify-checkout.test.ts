import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import type Stripe from 'stripe';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { unreachableStripeUrl, withFailingStripe } from '../../../test/fake-peers';
import {
  checkoutAndPay,
  deliver,
  sessionIdOf,
  withoutStripeKey,
  withPaymentsTestbed,
} from '../../../test/payments-kit';
import { seedUser } from '../../../test/seed';
import { logger } from '../../lib/logger';

const bed = withPaymentsTestbed();
const { table } = bed;

const verify = (sessionId: string, token = bed.auth.tokens.userA, extra: Record<string, string> = {}) =>
  call('POST /checkout/verify', { token, body: { sessionId, ...extra } });
const { totals, purchaseRows } = bed;
afterEach(() => jest.restoreAllMocks());

describe('POST /checkout/verify', () => {
  it('fulfils a paid session once: purchase, checkout record, current tier and totals', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { sessionId, paymentIntentId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');

    const response = await verify(sessionId);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 });
    const [purchase] = await purchaseRows();
    expect(purchase).toMatchObject({
      pk: `USER#${USER_A}`,
      id: sessionId,
      userId: USER_A,
      tierId: 'starter',
      tierName: 'Starter',
      amountCents: 3000,
      currency: 'usd',
      stripePaymentIntentId: paymentIntentId,
      status: 'paid',
      email: 'fan@example.com',
    });
    expect(await table.get({ pk: `CHECKOUT#${sessionId}`, sk: 'CHECKOUT' })).toMatchObject({
      userId: USER_A,
      tierId: 'starter',
      amountCents: 3000,
      paymentIntentId,
      createdAt: purchase?.createdAt,
    });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' })).toMatchObject({ currentTierId: 'starter' });
    expect(await totals()).toMatchObject({ revenueCents: 3000, purchaseCount: 1 });
  });

  it('records on the purchase that the buyer accepted the terms, as the completed session says', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { sessionId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    expect(bed.harness.standIn.state.get(sessionId).session.consent).toEqual({
      promotions: null,
      terms_of_service: 'accepted',
    });

    await verify(sessionId);

    const [purchase] = await purchaseRows();
    expect(purchase?.termsAcceptedAt).toBe(purchase?.createdAt);
  });

  it('still grants a paid session that carries no consent, records none and warns', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const warn = jest.spyOn(logger, 'warn');
    const started = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } });
    const sessionId = sessionIdOf((started.body as { url: string }).url);
    // Stripe takes no payment without the box ticked; a session that asked for no consent is the only way here.
    bed.harness.standIn.state.get(sessionId).session.consent_collection = null;
    await bed.harness.pay(sessionId);

    const response = await verify(sessionId);

    expect(response.body).toEqual({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 });
    const [purchase] = await purchaseRows();
    expect(purchase).toMatchObject({ id: sessionId, status: 'paid' });
    expect(purchase).not.toHaveProperty('termsAcceptedAt');
    expect(warn).toHaveBeenCalledWith('A paid Checkout Session carries no consent to the terms: granted anyway', {
      sessionId,
    });
  });

  it('answers a repeat with the same result and writes nothing', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { sessionId, completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    await verify(sessionId);
    const after = await table.items();

    const again = await verify(sessionId);
    await deliver(completed);

    expect(again.body).toEqual({ success: true, outcome: 'granted', tierName: 'Starter', tierPrice: 3000 });
    expect(await table.items()).toEqual(after);
  });

  it('upgrades a Starter owner to MVP for the difference', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    await verify(starter.sessionId);

    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    expect(bed.harness.standIn.state.get(mvp.sessionId).lineItems[0]?.price_data.unit_amount).toBe(7000);
    const response = await verify(mvp.sessionId);

    expect(response.body).toEqual({ success: true, outcome: 'granted', tierName: 'MVP', tierPrice: 7000 });
    expect((await purchaseRows()).map((row) => [row.tierId, row.amountCents])).toEqual(
      expect.arrayContaining([
        ['starter', 3000],
        ['mvp', 7000],
      ]),
    );
    const me = await call('GET /me', { token: bed.auth.tokens.userA });
    expect(me.body).toMatchObject({ tierId: 'mvp', purchaseCount: 2 });
    expect(await totals()).toMatchObject({ revenueCents: 10000, purchaseCount: 2 });
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'PROFILE' })).toMatchObject({ currentTierId: 'mvp' });
  });

  it('grants nothing for a session not paid yet', async () => {
    const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'baller' } });
    const sessionId = (response.body as { url: string }).url.split('/pay/')[1] ?? '';

    const result = await verify(sessionId);

    expect(result.body).toEqual({ success: false, outcome: 'pending', tierName: 'Baller', tierPrice: 5000 });
    expect((await table.items()).map((item) => item.sk)).toEqual(['OPEN_CHECKOUTS']);
  });
});

describe('POST /checkout/verify authorization', () => {
  it("answers 404 for another user's session and grants nothing", async () => {
    const { sessionId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');

    const response = await verify(sessionId, bed.auth.tokens.userB);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.noSession });
    // Only user A's open-session note from starting the checkout: no purchase, no record.
    expect((await table.items()).map((item) => item.sk)).toEqual(['OPEN_CHECKOUTS']);
  });

  it("answers 404 for another user's session once it is fulfilled", async () => {
    const { sessionId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    await verify(sessionId);

    const response = await verify(sessionId, bed.auth.tokens.userB);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.noSession });
  });

  it('answers 404 for a session Stripe does not know', async () => {
    const response = await verify('cs_test_doesnotexist');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.noSession });
  });

  it('answers 401 without a token', async () => {
    const response = await call('POST /checkout/verify', { body: { sessionId: 'cs_test_x' } });

    expect(response.status).toBe(401);
  });
});

describe('tampered sessions', () => {
  const lineItem = (unitAmount: number, currency = 'usd') => ({
    quantity: 1,
    price_data: { currency, unit_amount: unitAmount, product_data: { name: 'D1 Gang' } },
  });
  const base = (overrides: Partial<Stripe.Checkout.SessionCreateParams>): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    line_items: [lineItem(3000)],
    client_reference_id: USER_A,
    metadata: { userId: USER_A, tierId: 'starter', creditCents: '0' },
    success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    ...overrides,
  });

  it.each([
    ['a lower amount', base({ line_items: [lineItem(100)] }), 'subtotal 100 is not 3000'],
    ['another currency', base({ line_items: [lineItem(3000, 'eur')] }), 'currency eur'],
    [
      'another user in the metadata',
      base({ metadata: { userId: USER_B, tierId: 'starter', creditCents: '0' } }),
      'client_reference_id does not match metadata user',
    ],
    [
      'a higher tier at a lower price',
      base({ metadata: { userId: USER_A, tierId: 'mvp', creditCents: '0' } }),
      'subtotal 3000 is not 10000',
    ],
    [
      'an upgrade the user never owned the base of',
      base({ line_items: [lineItem(7000)], metadata: { userId: USER_A, tierId: 'mvp', creditCents: '7500' } }),
      'subtotal 7000 is not 2500',
    ],
  ])('grants nothing for %s and logs an error', async (_name, params, reason) => {
    const session = await bed.harness.stripe.checkout.sessions.create(params);
    const completed = await bed.harness.pay(session.id);
    const logged = jest.spyOn(logger, 'error');

    const response = await verify(session.id);
    await deliver(completed);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: false });
    expect(await table.items()).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Checkout session refused: nothing granted', {
      sessionId: session.id,
      reason,
    });
  });
});

describe('POST /checkout/verify when Stripe is down', () => {
  const failingStripe = withFailingStripe();
  afterEach(() => {
    process.env.STRIPE_API_URL = bed.harness.standIn.url;
  });

  it.each([
    ['refuses every connection (stopped)', async () => unreachableStripeUrl()],
    ['answers 500 to every try', async () => failingStripe.url],
  ])('answers 502 with the spec message when Stripe %s, storing nothing', async (_name, stripeUrl) => {
    const { sessionId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const before = await table.items();
    process.env.STRIPE_API_URL = await stripeUrl();

    const response = await verify(sessionId);

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.verifyFailed });
    expect(await table.items()).toEqual(before);
  });
});

describe('POST /checkout/verify before the Stripe key is put', () => {
  withoutStripeKey();

  it('answers 502 with the spec message, not a 500, storing nothing', async () => {
    const before = await table.items();

    const response = await verify('cs_test_before_the_key');

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.verifyFailed });
    expect(await table.items()).toEqual(before);
  });
});
