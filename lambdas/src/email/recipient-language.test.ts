import type { Locale } from '@shared/locales';
import { withTestTable } from '../../test/dynamo-table';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { newOutboxEmail, outboxPut } from '../data/outbox';
import type { EmailMessage } from '../data/outbox-messages';
import { createProfileOnSignUp } from '../data/profile';
import { removeStoredLocale } from '../data/profile-locale.fixture';
import { transactWriteOnce } from '../data/transactions';
import { drainOutbox } from './sender';
import { unsubscribeToken } from './unsubscribe-link';

// Emails go out of requests (the outbox, the sweeps), so each speaks its recipient's language: the
// one kept on their profile, else the one stored with the message (a gift's recipient with no
// account), else English. The support mailbox hears in English whoever wrote.
const table = withTestTable();
const { ses, inbox } = withSesInbox();
const NBSP = '\u00a0';
const FAN = 'user-fan';
const TO = 'fan@example.com';

beforeEach(async () => {
  await table.clear();
});

async function supporter(locale: Locale, userId = FAN, email = TO): Promise<void> {
  await createProfileOnSignUp({ userId, email, createdAt: '2026-11-01T00:00:00.000Z', locale });
}

async function send(message: EmailMessage, userId: string | null = FAN) {
  await transactWriteOnce([outboxPut(newOutboxEmail(message, new Date(), userId))]);
  await drainOutbox(TEST_SENDER, ses());
  const [email, ...others] = await inbox();
  expect(others).toEqual([]);
  if (!email) throw new Error('No email was sent');
  return email;
}

const receipt: EmailMessage = {
  template: 'tier-granted',
  to: TO,
  tierId: 'starter',
  tierName: 'Starter',
  sessionId: 'cs_test_a1b2c3d4e5f6g7h8',
  orderedAt: '2026-11-28T12:00:00.000Z',
  amountCents: 3000,
  taxCents: 0,
};

describe('the language an email is sent in', () => {
  it('is the supporter’s, from their profile: a Spanish receipt with Spanish amounts, day and links', async () => {
    await supporter('es');

    const email = await send(receipt);

    expect(email.subject).toBe('Ya eres Starter: configura tu nivel');
    expect(email.body.text).toContain(`Comprado el 28 de noviembre de 2026\nPagado 30,00${NBSP}US$\n`);
    expect(email.body.text).toContain('Tus compras: https://store.d1gang.test/es/purchases');
    expect(email.body.text).not.toContain('Thanks for backing');
    expect(email.body.html).toContain('href="https://store.d1gang.test/es/tier-submission"');
  });

  it('puts a French reminder’s way out on the French unsubscribe page; the one-click address stays the API’s', async () => {
    await supporter('fr');

    const email = await send({ template: 'setup-reminder', to: TO, tierId: 'starter', tierName: 'Starter' });

    const token = await unsubscribeToken(FAN, TO, 'reminders');
    expect(email.subject).toBe('Configurez vos récompenses D1 Gang');
    expect(email.body.text).toContain(
      `Ne plus recevoir les rappels de configuration : https://store.d1gang.test/fr/unsubscribe?token=${token}`,
    );
    expect(email.headers).toEqual(
      expect.arrayContaining([
        { name: 'List-Unsubscribe', value: `<https://store.d1gang.test/api/email/unsubscribe?token=${token}>` },
      ]),
    );
  });

  it('is English for a profile kept before the language was, word for word', async () => {
    await supporter('es');
    await removeStoredLocale(FAN);

    const email = await send(receipt);

    expect(email.subject).toBe("You're Starter now: set up your tier");
    expect(email.body.text).toContain('Purchased November 28, 2026\nPaid $30.00\n');
    expect(email.body.text).toContain('Your purchases: https://store.d1gang.test/purchases');
  });

  it('is the one stored with the message when the recipient has no account: a gift’s claim link in Spanish', async () => {
    const email = await send(
      {
        template: 'gift-received',
        to: 'friend@example.com',
        giftId: 'AbCdEfGhIjKlMnOpQrStUv',
        tierId: 'mvp',
        tierName: 'MVP',
        from: null,
        message: null,
        locale: 'es',
      },
      null,
    );

    expect(email.subject).toBe('Alguien te regaló D1 Gang MVP');
    expect(email.body.text).toContain('https://store.d1gang.test/es/gifts/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('follows the profile over the language stored with the message, which may be older', async () => {
    await supporter('de');

    const email = await send({
      template: 'ticket-response',
      to: TO,
      contactId: 'c1',
      name: 'Ana',
      subject: null,
      response: 'Erledigt.',
      locale: 'es',
    });

    expect(email.subject).toBe('Wir haben auf deine Nachricht geantwortet');
    expect(email.body.text).toContain('Hallo Ana,');
  });

  it('is English without a profile or a language of the store’s', async () => {
    const email = await send(
      {
        template: 'gift-received',
        to: 'friend@example.com',
        giftId: 'AbCdEfGhIjKlMnOpQrStUv',
        tierId: 'mvp',
        tierName: 'MVP',
        from: null,
        message: null,
        locale: 'xx' as Locale,
      },
      null,
    );

    expect(email.subject).toBe('Someone sent you D1 Gang MVP');
  });

  it('is English for the support mailbox, whatever the writer’s language', async () => {
    await supporter('es');

    const email = await send({
      template: 'new-contact',
      contactId: 'c1',
      ticket: true,
      name: 'Ana',
      email: TO,
      subject: 'Hola',
      message: 'Una pregunta',
    });

    expect(email.subject).toBe('New ticket from Ana: Hola');
    expect(email.body.text).toContain('Answer it in the admin panel: https://store.d1gang.test/admin/contact');
  });
});
