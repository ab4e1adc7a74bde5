import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { deliver, sessionIdOf, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { eraseAccountData } from '../data/account-deletion';
import { remindRecipient } from '../data/gift-changes';
import { giftFromItem } from '../data/gift-item';
import { setProfileLocale } from '../data/profile-locale';
import { drainOutbox } from './sender';

// A gift's recipient may have no account to keep a language on: the gift keeps the language of the
// page it was bought from, and its claim email and reminders speak it, unless an account at the
// recipient's address keeps a language of its own. The buyer's own emails follow the buyer's profile.
const bed = withPaymentsTestbed();
const { table } = bed;
const { ses, inbox } = withSesInbox();
const NBSP = '\u00a0';

beforeEach(async () => {
  process.env.STRIPE_API_URL = bed.harness.standIn.url;
  await seedUser(USER_A, 'buyer@example.com');
});

/** Buys Starter as a gift for a friend from a page in `language` (its Accept-Language), and pays. */
async function giftFrom(language: string | undefined) {
  const response = await call('POST /checkout', {
    token: bed.auth.tokens.userA,
    body: { tierId: 'starter', gift: { email: 'friend@example.com', showSender: true } },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  if (response.status !== 200) throw new Error(`POST /checkout answered ${response.status}: ${response.rawBody}`);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  const completed = await bed.harness.pay(sessionId);
  const giftId = String((bed.harness.standIn.state.get(sessionId).session.metadata as Record<string, string>).giftId);
  await deliver(completed);
  await drainOutbox(TEST_SENDER, ses());
  return giftId;
}

const mailTo = async (address: string) => (await inbox()).filter((email) => email.destination.to.includes(address));

describe('a gift’s emails in the language it was bought in', () => {
  it('keeps the buying page’s language on the gift and writes the recipient in it; the buyer’s receipt follows their profile', async () => {
    await setProfileLocale(USER_A, 'es');

    const giftId = await giftFrom('es-MX,es;q=0.9');

    expect(await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' })).toMatchObject({ locale: 'es' });
    const [claim] = await mailTo('friend@example.com');
    expect(claim?.subject).toBe('buyer@example.com te regaló D1 Gang Starter');
    expect(claim?.body.text).toContain(`Reclama tu regalo: https://store.d1gang.test/es/gifts/${giftId}`);
    expect(claim?.body.text).not.toContain('Claim your gift');
    const [receipt] = await mailTo('buyer@example.com');
    expect(receipt?.subject).toBe('Tu regalo Starter para friend@example.com');
    expect(receipt?.body.text).toContain(`Pagado 30,00${NBSP}US$`);
  });

  it('reminds the recipient in the gift’s language', async () => {
    const giftId = await giftFrom('fr');
    const stored = await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });
    if (!stored) throw new Error('The gift was not stored');

    await remindRecipient(giftFromItem(stored), 1, new Date());
    await drainOutbox(TEST_SENDER, ses());

    const [, reminder] = await mailTo('friend@example.com');
    expect(reminder?.subject).toBe('Votre cadeau Starter vous attend');
    expect(reminder?.body.text).toContain('(encore 30 jours)');
  });

  it('writes a recipient who has an account in the language kept on it, whatever the buying page spoke', async () => {
    // The buyer typed the address in another case than the account's.
    await seedUser(USER_B, 'Friend@Example.com');
    await setProfileLocale(USER_B, 'de');

    const giftId = await giftFrom('es');
    const stored = await table.get({ pk: `CHECKOUT#GIFT#${giftId}`, sk: 'GIFT' });
    if (!stored) throw new Error('The gift was not stored');
    await remindRecipient(giftFromItem(stored), 1, new Date());
    await drainOutbox(TEST_SENDER, ses());

    const [claim, reminder] = await mailTo('friend@example.com');
    expect(claim?.subject).toBe('buyer@example.com schenkt dir D1 Gang Starter');
    expect(claim?.body.text).toContain(`https://store.d1gang.test/de/gifts/${giftId}`);
    expect(reminder?.subject).toBe('Dein Starter Geschenk wartet auf dich');
  });

  it('writes in the buying page’s language again once the account at that address is deleted', async () => {
    await seedUser(USER_B, 'friend@example.com');
    await setProfileLocale(USER_B, 'de');
    await eraseAccountData(USER_B, new Date());

    await giftFrom('fr');

    const [claim] = await mailTo('friend@example.com');
    expect(claim?.subject).toBe('buyer@example.com vous offre D1 Gang Starter');
  });

  it('writes in English from an English page', async () => {
    await giftFrom(undefined);

    const [claim] = await mailTo('friend@example.com');
    expect(claim?.subject).toBe('buyer@example.com sent you D1 Gang Starter');
  });
});
