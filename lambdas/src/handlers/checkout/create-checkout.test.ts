import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { MESSAGES } from '@shared/schemas/messages';
import type { Context } from 'aws-lambda';
import { apiEvent, call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { withFailingStripe, withStripeFaults } from '../../../test/fake-peers';
import { OTHER_SITE, SITE, sessionIdOf, withoutStripeKey, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { logger } from '../../lib/logger';
import { handler as checkoutHandler } from './index';

const bed = withPaymentsTestbed();
const { table } = bed;
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
});
afterEach(() => jest.restoreAllMocks());

const sessionsAtStripe = () => bed.harness.standIn.state.listSessions({ limit: 100 });
// The stand-in serves the whole file: sessions of earlier tests are not this test's.
let earlierTests = new Set<string>();
beforeEach(() => {
  earlierTests = new Set(sessionsAtStripe().map((session) => session.id));
});
/** The user's sessions from this test a buyer could still pay at Stripe: open and not past their expiry. */
const payableSessions = (userId: string) =>
  sessionsAtStripe().filter(
    (session) =>
      !earlierTests.has(session.id) &&
      session.client_reference_id === userId &&
      session.status === 'open' &&
      session.expires_at > Math.floor(Date.now() / 1000),
  );

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
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 3000,
          tax_behavior: 'exclusive',
          product_data: { name: 'D1 Gang Starter', tax_code: 'txcd_10201000' },
        },
      },
    ]);
    expect(record.session).toMatchObject({
      mode: 'payment',
      client_reference_id: USER_A,
      customer_email: 'fan@example.com',
      metadata: { userId: USER_A, tierId: 'starter', creditCents: '0', eventId: 'evt-123' },
      allow_promotion_codes: null,
      discounts: [],
      success_url: `${OTHER_SITE}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${OTHER_SITE}/payment-cancel`,
    });
    // Stripe expires it 30 minutes after creation (its minimum), plus a minute of margin for the time
    // the request takes to reach Stripe (some of which a busy machine spends too).
    expect(record.session.expires_at - record.session.created).toBeGreaterThan(30 * 60);
    expect(record.session.expires_at - record.session.created).toBeLessThanOrEqual(31 * 60 + 1);
    // Creating a session stores no purchase (only a paid session does): just the one open session.
    const after = await table.items();
    expect(after.filter((item) => !before.some((old) => old.sk === item.sk && old.pk === item.pk))).toEqual([
      {
        pk: `USER#${USER_A}`,
        sk: 'OPEN_CHECKOUTS',
        version: 2,
        unconfirmed: [],
        // With its URL and what it sells: a retried click for the same is answered this session again.
        sessions: [
          {
            sessionId: record.session.id,
            expiresAt: new Date(record.session.expires_at * 1000).toISOString(),
            url,
            terms: { tierId: 'starter', amountCents: 3000, currency: 'usd', creatorCode: null, origin: OTHER_SITE },
          },
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

  it("opens Stripe's page in the caller's language and returns to the pages in it", async () => {
    await seedUser(USER_A, 'fan@example.com');

    const spanish = await startCheckout({ tierId: 'rookie' }, { 'accept-language': 'es' });
    const record = bed.harness.standIn.state.get(sessionIdOf((spanish.body as { url: string }).url));
    expect(record.session.locale).toBe('es');
    expect(record.session.success_url).toBe(`${SITE}/es/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(record.session.cancel_url).toBe(`${SITE}/es/payment-cancel`);
  });

  it('opens it in English for a language the store does not speak, or none', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const japanese = await startCheckout({ tierId: 'rookie' }, { 'accept-language': 'ja' });
    const record = bed.harness.standIn.state.get(sessionIdOf((japanese.body as { url: string }).url));
    expect(record.session.locale).toBe('en');
    expect(record.session.success_url).toBe(`${SITE}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
  });

  it('asks for consent to the terms, with the text on digital content and withdrawal linking /terms on the return site', async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout({ tierId: 'starter' }, { origin: OTHER_SITE });

    expect(response.status).toBe(200);
    const { session } = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(session.consent_collection).toEqual({
      payment_method_reuse_agreement: null,
      promotions: null,
      terms_of_service: 'required',
    });
    expect(session.custom_text.terms_of_service_acceptance).toEqual({
      message:
        'I agree to the [Terms of Service](https://d1gang.example/terms) and ask for my D1 Gang package to be delivered at once: my tier is added to my account as soon as my payment goes through. Because it is digital content delivered at once, I lose my right to withdraw from this purchase (EU/UK); the 30-day money-back guarantee still applies.',
    });
  });

  it("has Stripe Tax add the tax due at the buyer's address on top of the price, and issue an invoice", async () => {
    await seedUser(USER_A, 'fan@example.com');

    const response = await startCheckout({ tierId: 'starter' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.session.automatic_tax).toMatchObject({ enabled: true, status: 'requires_location_inputs' });
    // Stripe's code for a video game downloaded with permanent rights; the price is before tax.
    expect(record.lineItems[0]?.price_data).toMatchObject({
      unit_amount: 3000,
      tax_behavior: 'exclusive',
      product_data: { name: 'D1 Gang Starter', tax_code: 'txcd_10201000' },
    });
    expect(record.session.invoice_creation).toMatchObject({ enabled: true });
  });

  it('charges a Starter owner the difference for MVP', async () => {
    await seedUser(USER_A, 'fan@example.com');
    await seedPurchase(USER_A, 'starter');

    const response = await startCheckout({ tierId: 'mvp' });

    const record = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(record.lineItems[0]?.price_data).toEqual({
      currency: 'usd',
      unit_amount: 7000,
      tax_behavior: 'exclusive',
      product_data: { name: 'D1 Gang MVP (upgrade from Starter)', tax_code: 'txcd_10201000' },
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
    expect(response.body).toEqual({ message: MESSAGES.unknownTier });
    expect(sessionsAtStripe()).toHaveLength(before);
  });

  it('answers 401 without a token', async () => {
    const response = await call('POST /checkout', { body: { tierId: 'starter' } });

    expect(response.status).toBe(401);
  });
});

describe('one open checkout per user', () => {
  it('five creates at once, one per tier: one session is payable, and each other create answers 409 or was expired', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const tiers = ['rookie', 'starter', 'baller', 'all-star', 'mvp'];

    const responses = await Promise.all(tiers.map((tierId) => startCheckout({ tierId })));

    for (const response of responses) {
      expect([200, 409]).toContain(response.status);
      if (response.status === 409) expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.inProgress });
    }
    const payable = payableSessions(USER_A);
    expect(payable.length).toBeLessThanOrEqual(1);
    expect(responses.some((response) => response.status === 200)).toBe(true);
    // The slot names the one session left payable.
    const slot = await table.get({ pk: `USER#${USER_A}`, sk: 'OPEN_CHECKOUTS' });
    expect(slot?.sessions).toEqual(payable.map((session) => expect.objectContaining({ sessionId: session.id })));
  });

  it('lets a buyer who cancelled start another tier at once, the earlier session expired first', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const first = sessionIdOf(((await startCheckout({ tierId: 'starter' })).body as { url: string }).url);
    // Stripe's Cancel only sends the buyer back: the session stays open until expired.
    expect(payableSessions(USER_A).map((session) => session.id)).toEqual([first]);

    const again = await startCheckout({ tierId: 'mvp' });

    expect(again.status).toBe(200);
    expect(payableSessions(USER_A).map((session) => session.id)).toEqual([
      sessionIdOf((again.body as { url: string }).url),
    ]);
  });
});

describe('POST /checkout when Stripe fails mid-create', () => {
  const stripe = withStripeFaults(() => bed.harness.standIn.url);
  beforeEach(async () => {
    await seedUser(USER_A, 'fan@example.com');
  });

  it.each([
    ['never reaches Stripe', 'before' as const],
    ['is carried out but its answer is lost', 'after' as const],
  ])(
    'opens no second session when expiring the earlier one %s: 502, and a later try takes over',
    async (_name, lost) => {
      const first = sessionIdOf(((await startCheckout({ tierId: 'starter' })).body as { url: string }).url);
      process.env.STRIPE_API_URL = stripe.url;
      stripe.fault = { when: (method, path) => method === 'POST' && path.endsWith('/expire'), lost };

      const failed = await startCheckout({ tierId: 'mvp' });

      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
      expect(payableSessions(USER_A).length).toBeLessThanOrEqual(1);
      stripe.fault = null;
      const retried = await startCheckout({ tierId: 'mvp' });
      expect(retried.status).toBe(200);
      expect(bed.harness.standIn.state.get(first).session.status).toBe('expired');
      expect(payableSessions(USER_A).map((session) => session.id)).toEqual([
        sessionIdOf((retried.body as { url: string }).url),
      ]);
    },
  );

  it('expires, at the next start, a session Stripe made but whose answer was lost', async () => {
    process.env.STRIPE_API_URL = stripe.url;
    stripe.fault = { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'after' };

    const failed = await startCheckout({ tierId: 'mvp' });
    const orphans = payableSessions(USER_A);
    stripe.fault = null;
    const retried = await startCheckout({ tierId: 'starter' });

    expect(failed.status).toBe(502);
    // The buyer never saw its URL, but Stripe would take payment for it.
    expect(orphans).toHaveLength(1);
    expect(retried.status).toBe(200);
    expect(bed.harness.standIn.state.get(orphans[0]?.id ?? '').session.status).toBe('expired');
    expect(payableSessions(USER_A).map((session) => session.id)).toEqual([
      sessionIdOf((retried.body as { url: string }).url),
    ]);
    const slot = await table.get({ pk: `USER#${USER_A}`, sk: 'OPEN_CHECKOUTS' });
    expect(slot?.unconfirmed).toEqual([]);
  });

  it('does not refuse the next try when the new session could not be created', async () => {
    process.env.STRIPE_API_URL = stripe.url;
    stripe.fault = { when: (method, path) => method === 'POST' && path === '/v1/checkout/sessions', lost: 'before' };

    const failed = await startCheckout({ tierId: 'mvp' });
    stripe.fault = null;
    const retried = await startCheckout({ tierId: 'mvp' });

    expect(failed.status).toBe(502);
    expect(retried.status).toBe(200);
    expect(payableSessions(USER_A)).toHaveLength(1);
  });
});

/**
 * All a failed start stores: no purchase, no open session, only the creation whose answer never
 * came, so that the next start can ask Stripe for it again and expire it.
 */
const unconfirmedSlotOnly = () => ({
  pk: `USER#${USER_A}`,
  sk: 'OPEN_CHECKOUTS',
  version: 2,
  sessions: [],
  unconfirmed: [
    {
      idempotencyKey: expect.stringMatching(/^checkout-/),
      params: expect.any(String),
      expiresAt: expect.any(String),
      terms: expect.objectContaining({ tierId: 'starter', amountCents: 3000 }),
    },
  ],
});

describe('POST /checkout before the Stripe key is put', () => {
  withoutStripeKey();
  beforeEach(() => seedUser(USER_A, 'fan@example.com'));

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

  it('answers 502 with the spec message when Stripe answers 500 to every try, storing no purchase', async () => {
    failingStripe.mode = 'error';
    const before = await table.items();
    const logged = jest.spyOn(logger, 'error');

    const response = await startCheckout({ tierId: 'starter' });

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: CHECKOUT_MESSAGES.failed });
    // A Stripe that fails is down, not busy: 3 tries (its 429s get more, stripe-surge.test.ts).
    expect(failingStripe.requests).toBe(3);
    expect(await table.items()).toHaveLength(before.length + 1);
    expect(await table.items()).toEqual(expect.arrayContaining([...before, unconfirmedSlotOnly()]));
    expect(logged).toHaveBeenCalledWith(
      'Creating the Checkout Session failed',
      expect.objectContaining({ userId: USER_A }),
    );
  });

  it('answers 502 well before the Lambda times out when Stripe never answers, storing no purchase', async () => {
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
    // Retries stop at the remaining time less the safety margin (retry.test.ts pins that on a fake
    // clock); here the answer only has to come before the Lambda would be stopped, the margin's whole
    // second left for a busy machine.
    expect(elapsed).toBeLessThan(remainingAtStart);
    expect(failingStripe.requests).toBeGreaterThan(1);
    expect(await table.items()).toHaveLength(before.length + 1);
    expect(await table.items()).toEqual(expect.arrayContaining([...before, unconfirmedSlotOnly()]));
  });
});
