import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { UNKNOWN_TIER_MESSAGE } from '@shared/schemas/api';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { withFailingStripe } from '../../../test/fake-peers';
import { OTHER_SITE, SITE, sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { SAFETY_MARGIN_MS } from '../../lib/deadline';
import { logger } from '../../lib/logger';
import { STRIPE_RETRY } from '../../payments/stripe-client';
import { handler as checkoutHandler } from './index';

const bed = withPaymentsTestbed();
const { table } = bed;
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
});
afterEach(() => jest.restoreAllMocks());

const sessionsAtStripe = () => bed.harness.standIn.state.listSessions({ limit: 100 });

async function startCheckout(body: unknown, headers: Record<string, string> = {}) {
  return call('POST /checkout', { token: bed.auth.tokens.userA, body, headers });
}

describe('POST /checkout', () => {
  it('creates a Checkout Session priced by the catalogue and answers its URL', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const before = await table.items();

    const response = await startCheckout({ tierId: 'starter', eventId: 'evt-123' }, { origin: OTHER_SITE });

    expect(response.status).toBe(200);
    const { url } = response.body as { url: string };
    const record = bed.harness.standIn.state.get(sessionIdOf(url));
    expect(url).toBe(`${bed.harness.standIn.url}/pay/${record.session.id}`);
    expect(record.lineItems).toEqual([
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 3000, product_data: { name: 'D1 Gang Starter' } } },
    ]);
    expect(record.session).toMatchObject({
      mode: 'payment',
      client_reference_id: USER_A,
      customer_email: 'fan@example.com',
      metadata: { userId: USER_A, tierId: 'starter', creditCents: '0', eventId: 'evt-123' },
      allow_promotion_codes: true,
      success_url: `${OTHER_SITE}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${OTHER_SITE}/payment-cancel`,
    });
    // Stripe expires it 30 minutes after creation (its minimum), plus a minute of margin.
    expect(record.session.expires_at - record.session.created).toBeGreaterThanOrEqual(31 * 60 - 1);
    expect(record.session.expires_at - record.session.created).toBeLessThanOrEqual(31 * 60 + 1);
    // Creating a session stores no purchase (only a paid session does): just the one open session.
    const after = await table.items();
    expect(after.filter((item) => !before.some((old) => old.sk === item.sk && old.pk === item.pk))).toEqual([
      {
        pk: `USER#${USER_A}`,
        sk: 'OPEN_CHECKOUTS',
        sessions: [
          { sessionId: record.session.id, expiresAt: new Date(record.session.expires_at * 1000).toISOString() },
        ],
      },
    ]);
  });

  it('expires the sessions the user started before, so a stale one cannot be paid', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const first = sessionIdOf(((await startCheckout({ tierId: 'rookie' })).body as { url: string }).url);

    const second = sessionIdOf(((await startCheckout({ tierId: 'mvp' })).body as { url: string }).url);

    expect(bed.harness.standIn.state.get(first).session.status).toBe('expired');
    expect(bed.harness.standIn.state.get(second).session.status).toBe('open');
    const open = await table.get({ pk: `USER#${USER_A}`, sk: 'OPEN_CHECKOUTS' });
    expect(open?.sessions).toEqual([expect.objectContaining({ sessionId: second })]);
  });

  it('ignores a price, price id or user sent by the client', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout({
      tierId: 'mvp',
      tierPrice: 1,
      stripePriceId: 'price_cheap',
      userId: 'someone-else',
      unit_amount: 1,
    });

    expect(response.status).toBe(200);
    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.lineItems[0]?.price_data.unit_amount).toBe(10000);
    expect(record.session.client_reference_id).toBe(USER_A);
    expect(record.session.metadata).toEqual({ userId: USER_A, tierId: 'mvp', creditCents: '0' });
  });

  it('returns to the first site origin when the request comes from elsewhere', async () => {
    const response = await startCheckout({ tierId: 'rookie' }, { origin: 'https://evil.example' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.session.success_url).toBe(`${SITE}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(record.session.cancel_url).toBe(`${SITE}/payment-cancel`);
    // No profile row: no customer email is sent.
    expect(record.session.customer_email).toBeNull();
  });

  it('charges a Starter owner the difference for MVP', async () => {
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'starter');

    const response = await startCheckout({ tierId: 'mvp' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.lineItems[0]?.price_data).toEqual({
      currency: 'usd',
      unit_amount: 7000,
      product_data: { name: 'D1 Gang MVP (upgrade from Starter)' },
    });
    expect(record.session.metadata).toMatchObject({ tierId: 'mvp', creditCents: '3000' });
  });

  it('prices from the highest tier still owned when a purchase was refunded', async () => {
    await seedPurchase(USER_A, 'rookie');
    await seedPurchase(USER_A, 'all-star', { status: 'refunded', refundedAt: new Date().toISOString() });

    const response = await startCheckout({ tierId: 'baller' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.lineItems[0]?.price_data.unit_amount).toBe(3500);
  });

  it.each([
    ['the tier it owns', 'starter'],
    ['a lower tier', 'rookie'],
  ])('refuses %s with 409 and creates no session', async (_name, tierId) => {
    await seedPurchase(USER_A, 'starter');
    const before = sessionsAtStripe().length;

    const response = await startCheckout({ tierId });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.alreadyOwned });
    expect(sessionsAtStripe()).toHaveLength(before);
  });

  it('refuses, with 409 and no session, an upgrade that what was already paid covers', async () => {
    // Baller and All-Star both paid in full (their sessions came in together): 125.00 stands, MVP is 100.00.
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'baller');
    await seedPurchase(USER_A, 'all-star');
    const before = sessionsAtStripe().length;

    const response = await startCheckout({ tierId: 'mvp' });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.coveredByCredit });
    expect(sessionsAtStripe()).toHaveLength(before);
  });

  it('refuses an unknown tier with 400', async () => {
    const before = sessionsAtStripe().length;

    const response = await startCheckout({ tierId: 'legend' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: UNKNOWN_TIER_MESSAGE });
    expect(sessionsAtStripe()).toHaveLength(before);
  });

  it('answers 401 without a token', async () => {
    const response = await call('POST /checkout', { body: { tierId: 'starter' } });

    expect(response.status).toBe(401);
  });
});

describe('POST /checkout before the Stripe key is put', () => {
  // SSM has no local stand-in: its client is mocked to say the parameter does not exist.
  const ssm = mockClient(SSMClient);
  let keyByEnvironment: string | undefined;
  beforeEach(async () => {
    keyByEnvironment = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SECRET_PARAMETER = '/d1/test/checkout-not-configured';
    ssm.on(GetParametersCommand).resolves({ Parameters: [], InvalidParameters: ['/d1/test/checkout-not-configured'] });
    await seedUser(USER_A, 'fan@example.com');
  });
  afterEach(() => {
    process.env.STRIPE_SECRET_KEY = keyByEnvironment;
    ssm.reset();
  });
  afterAll(() => ssm.restore());

  it('answers 502 with the spec message, not a 500, and asks Stripe nothing', async () => {
    const before = await table.items();
    const sessionsBefore = sessionsAtStripe().length;

    const response = await startCheckout({ tierId: 'starter' });

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
    expect(sessionsAtStripe()).toHaveLength(sessionsBefore);
    expect(await table.items()).toEqual(before);
  });
});

describe('POST /checkout when Stripe fails', () => {
  const failingStripe = withFailingStripe();
  beforeEach(async () => {
    process.env.STRIPE_API_URL = failingStripe.url;
    await seedUser(USER_A, 'fan@example.com');
  });

  it('answers 502 with the spec message when Stripe answers 500 to every try, storing nothing', async () => {
    failingStripe.mode = 'error';
    const before = await table.items();
    const logged = jest.spyOn(logger, 'error');

    const response = await startCheckout({ tierId: 'starter' });

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
    expect(failingStripe.requests).toBe(STRIPE_RETRY.attempts);
    expect(await table.items()).toEqual(before);
    expect(logged).toHaveBeenCalledWith(
      'Creating the Checkout Session failed',
      expect.objectContaining({ userId: USER_A }),
    );
  });

  it('answers 502 well before the Lambda times out when Stripe never answers, storing nothing', async () => {
    failingStripe.mode = 'silent';
    const before = await table.items();
    const remainingAtStart = 3_000;
    const started = Date.now();
    // The Lambda runtime's clock: 3 s left when the invocation starts.
    const context = {
      functionName: 'checkout',
      awsRequestId: 'req-stripe-hangs',
      getRemainingTimeInMillis: () => remainingAtStart - (Date.now() - started),
    } as unknown as Context;

    const response = await checkoutHandler(
      apiEvent('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } }),
      context,
    );
    const elapsed = Date.now() - started;

    expect(response.statusCode).toBe(502);
    expect(JSON.parse(response.body)).toEqual({ message: CHECKOUT_MESSAGES.failed });
    // Retries stop at the remaining time less the safety margin, which is left to answer in.
    expect(elapsed).toBeLessThan(remainingAtStart - SAFETY_MARGIN_MS / 2);
    expect(failingStripe.requests).toBeGreaterThan(1);
    expect(await table.items()).toEqual(before);
  });
});
