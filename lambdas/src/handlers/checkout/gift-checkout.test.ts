import { GIFT_ID_PATTERN, GIFT_MESSAGES } from '@shared/gifts';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, USER_B } from '../../../test/auth-server';
import { startGiftCheckout } from '../../../test/gift-kit';
import { sessionIdOf, withPaymentsTestbed } from '../../../test/payments-kit';
import { seedPurchase, seedUser } from '../../../test/seed';
import { profileTombstoneChange } from '../../data/profile';
import { transactWrite } from '../../data/transactions';

const bed = withPaymentsTestbed();
const { table } = bed;
beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
});

const FRIEND = { email: 'Friend@Example.com', message: 'Enjoy the game!', showSender: true };
const token = () => bed.auth.tokens.userA;
const sessionCount = () => bed.harness.standIn.state.listSessions({ limit: 100 }).length;
const urlOf = (response: { body: unknown }) => (response.body as { url: string }).url;
const giftItems = async () => (await table.items()).filter((item) => item.sk === 'GIFT');

describe('POST /checkout with a gift', () => {
  it('charges the full price even when the buyer owns a tier, names the recipient and writes the gift awaiting payment', async () => {
    await seedUser(USER_A, 'buyer@example.com');
    await seedPurchase(USER_A, 'starter');
    const ledgerBefore = await table.get({ pk: `USER#${USER_A}`, sk: 'LEDGER' });

    const response = await startGiftCheckout(token(), 'mvp', FRIEND);

    expect(response.status).toBe(200);
    const { session, lineItems } = bed.harness.standIn.state.get(sessionIdOf((response.body as { url: string }).url));
    expect(lineItems[0]?.price_data).toMatchObject({
      unit_amount: 10000,
      product_data: { name: 'D1 Gang MVP (gift for Friend@Example.com)' },
    });
    const metadata = session.metadata as Record<string, string>;
    expect(metadata).toMatchObject({ userId: USER_A, tierId: 'mvp', creditCents: '0' });
    expect(metadata.giftId).toMatch(GIFT_ID_PATTERN);
    expect(await giftItems()).toEqual([
      expect.objectContaining({
        pk: `CHECKOUT#GIFT#${metadata.giftId}`,
        giftId: metadata.giftId,
        status: 'awaiting_payment',
        tierId: 'mvp',
        buyerId: USER_A,
        buyerEmail: 'buyer@example.com',
        recipientEmail: 'Friend@Example.com',
        recipientEmailLower: 'friend@example.com',
        message: 'Enjoy the game!',
        showSender: true,
        version: 0,
      }),
    ]);
    // Awaiting payment, it is in no list.
    expect((await giftItems())[0]).not.toHaveProperty('gsi1pk');
    expect(await table.get({ pk: `USER#${USER_A}`, sk: 'LEDGER' })).toEqual(ledgerBefore);
  });

  it('sells a gift of a tier the buyer already owns', async () => {
    await seedUser(USER_A, 'buyer@example.com');
    await seedPurchase(USER_A, 'mvp');

    const response = await startGiftCheckout(token(), 'mvp', FRIEND);

    expect(response.status).toBe(200);
  });

  it('refuses a gift to the buyer’s own address, whatever its case: no session, no gift', async () => {
    await seedUser(USER_A, 'buyer@example.com');
    const sessions = sessionCount();

    const response = await startGiftCheckout(token(), 'starter', { email: 'BUYER@example.com', showSender: false });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: GIFT_MESSAGES.toYourself });
    expect(sessionCount()).toBe(sessions);
    expect(await giftItems()).toEqual([]);
  });

  it('refuses a gift to an account that owns the tier or a higher one, and sells a higher one', async () => {
    await seedUser(USER_A, 'buyer@example.com');
    await seedUser(USER_B, 'friend@example.com');
    await seedPurchase(USER_B, 'all-star');

    const same = await startGiftCheckout(token(), 'all-star', FRIEND);
    const lower = await startGiftCheckout(token(), 'starter', FRIEND);
    const higher = await startGiftCheckout(token(), 'mvp', FRIEND);

    expect(same.status).toBe(409);
    expect(same.body).toEqual({ message: GIFT_MESSAGES.recipientOwnsTier });
    expect(lower.status).toBe(409);
    expect(higher.status).toBe(200);
  });

  it('sends a gift to a deleted account’s address as to an unknown one', async () => {
    await seedUser(USER_A, 'buyer@example.com');
    await seedUser(USER_B, 'friend@example.com');
    await seedPurchase(USER_B, 'mvp');
    await transactWrite([profileTombstoneChange(USER_B, `deleted-${USER_B}@deleted.invalid`, new Date())]);

    const response = await startGiftCheckout(token(), 'mvp', FRIEND);

    expect(response.status).toBe(200);
  });

  it('refuses bad gift bodies with the gift’s own words', async () => {
    await seedUser(USER_A, 'buyer@example.com');

    const noAddress = await startGiftCheckout(token(), 'starter', { email: '', showSender: true });
    const rude = await startGiftCheckout(token(), 'starter', {
      email: 'friend@example.com',
      message: 'fuck off',
      showSender: true,
    });

    expect(noAddress.status).toBe(400);
    expect(JSON.stringify(noAddress.body)).toContain(GIFT_MESSAGES.emailRequired);
    expect(rude.status).toBe(400);
    expect(JSON.stringify(rude.body)).toContain(GIFT_MESSAGES.messageNotAllowed);
  });

  it('answers a retried click for the same gift with the same session and gift; another message opens another', async () => {
    await seedUser(USER_A, 'buyer@example.com');

    const first = await startGiftCheckout(token(), 'mvp', FRIEND);
    const again = await startGiftCheckout(token(), 'mvp', { ...FRIEND, email: 'friend@example.COM' });
    const other = await startGiftCheckout(token(), 'mvp', { ...FRIEND, message: 'Have fun' });

    expect(urlOf(again)).toBe(urlOf(first));
    expect(urlOf(other)).not.toBe(urlOf(first));
    // The retried click wrote no gift: the first one's and the other message's.
    expect(await giftItems()).toHaveLength(2);
  });

  it('does not answer a plain checkout with an open gift session, nor a gift with the buyer’s own', async () => {
    await seedUser(USER_A, 'buyer@example.com');

    const gift = await startGiftCheckout(token(), 'mvp', FRIEND);
    const own = await call('POST /checkout', { token: token(), body: { tierId: 'mvp' } });
    const giftAgain = await startGiftCheckout(token(), 'mvp', FRIEND);

    expect(urlOf(own)).not.toBe(urlOf(gift));
    expect(urlOf(giftAgain)).not.toBe(urlOf(own));
    expect(bed.harness.standIn.state.get(sessionIdOf(urlOf(own))).session.metadata).not.toHaveProperty('giftId');
  });

  it('counts gift checkouts: the eleventh in an hour is refused with Retry-After, and opens nothing', async () => {
    await seedUser(USER_A, 'buyer@example.com');
    for (let i = 0; i < 10; i += 1) {
      expect((await startGiftCheckout(token(), 'starter', FRIEND)).status).toBe(200);
    }
    const sessions = sessionCount();

    const eleventh = await startGiftCheckout(token(), 'starter', FRIEND);

    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: HTTP_MESSAGES.tooManyRequests });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCount()).toBe(sessions);
  });
});
