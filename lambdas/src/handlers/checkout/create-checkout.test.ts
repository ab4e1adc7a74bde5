import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutTestbed } from '../../../test/checkout-testbed';
import { OTHER_SITE, sessionIdOf } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';

const { bed, table, sessionsAtStripe, payableSessions, startCheckout } = checkoutTestbed();

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
