import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { listUpdatesRecipients, setEmailPreferences } from '../data/email-preferences';
import { sweepSetupReminders } from '../data/setup-reminder';
import { drainOutbox } from './sender';
import { recordSesEvent } from './ses-events';
import { unsubscribeToken } from './unsubscribe-link';

// Setup reminders are service emails about a purchase (docs/product.md): no opt-in, at most two per
// tier, and a one-click way to stop them that stops them alone.
const bed = withPaymentsTestbed();
const { table } = bed;
const { ses, inbox } = withSesInbox();
const HOUR_MS = 3_600_000;

/** User A buys Starter end to end, its receipt sent; answers when (the reminders count from then). */
async function buyStarter(): Promise<Date> {
  await seedUser(USER_A, 'fan@example.com');
  const bought = new Date();
  const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
  await deliver(completed);
  await drainOutbox(TEST_SENDER, ses());
  return bought;
}

const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);
const reminderToken = () => unsubscribeToken(USER_A, 'fan@example.com', 'reminders');
const reminders = async () => (await inbox()).filter((email) => email.subject === 'Set up your D1 Gang rewards');
const reminderOutbox = async () => (await table.items()).filter((item) => item.template === 'setup-reminder');

/** What a mailbox provider sends for RFC 8058's one-click unsubscribe. */
const oneClick = (token: string) =>
  call('POST /email/unsubscribe', {
    query: { token },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('setup reminder emails', () => {
  it('go to a supporter who never opted in to development updates, with a one-click unsubscribe from reminders', async () => {
    const bought = await buyStarter();

    await sweepSetupReminders(hoursAfter(bought, 25));
    await drainOutbox(TEST_SENDER, ses());

    const [email, ...others] = await reminders();
    const token = await reminderToken();
    expect(others).toEqual([]);
    expect(email?.destination.to).toEqual(['fan@example.com']);
    expect(email?.headers).toEqual(
      expect.arrayContaining([
        { name: 'List-Unsubscribe', value: `<https://store.d1gang.test/api/email/unsubscribe?token=${token}>` },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ]),
    );
    expect(email?.body.text).toContain(
      'You get this reminder because your Starter tier is not set up yet. ' +
        `Stop setup reminders: https://store.d1gang.test/unsubscribe?token=${token}`,
    );
    expect(email?.body.html).toContain(`href="https://store.d1gang.test/unsubscribe?token=${token}"`);
    expect(email?.body.html).toContain('>Stop setup reminders</a>');
  });

  it('stop, and only they, once their unsubscribe is posted: the one already queued and the next are not sent', async () => {
    const bought = await buyStarter();
    await setEmailPreferences(USER_A, true, 'profile', new Date());
    await sweepSetupReminders(hoursAfter(bought, 25));

    const unsubscribed = await oneClick(await reminderToken());
    await drainOutbox(TEST_SENDER, ses());
    await sweepSetupReminders(hoursAfter(bought, 24 * 7 + 1));
    await drainOutbox(TEST_SENDER, ses());

    expect({ status: unsubscribed.status, body: unsubscribed.body }).toEqual({
      status: 200,
      body: { unsubscribed: true },
    });
    expect(await reminders()).toEqual([]);
    expect((await reminderOutbox()).map((item) => item.skipReason)).toEqual(['unsubscribed', 'unsubscribed']);
    expect(await table.get({ pk: `EMAILPREFS#USER#${USER_A}`, sk: 'EMAIL_PREFS' })).toMatchObject({
      updates: true,
      source: 'profile',
      remindersStoppedAt: expect.any(String),
    });
    expect((await listUpdatesRecipients()).map((recipient) => recipient.userId)).toEqual([USER_A]);
    // The setup is still pending: the admin's count does not depend on the emails.
    expect((await bed.totals()).setupPending).toBe(1);
  });

  it('are not stopped by unsubscribing from development updates', async () => {
    const bought = await buyStarter();
    await setEmailPreferences(USER_A, true, 'profile', new Date());

    await oneClick(await unsubscribeToken(USER_A, 'fan@example.com', 'updates'));
    await sweepSetupReminders(hoursAfter(bought, 25));
    await drainOutbox(TEST_SENDER, ses());

    expect(await reminders()).toHaveLength(1);
  });

  it('are not sent to an address that bounced for good', async () => {
    const bought = await buyStarter();
    await recordSesEvent({
      eventType: 'Bounce',
      mail: { tags: { user: [USER_A] } },
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: 'fan@example.com' }],
        timestamp: '2026-11-24T10:00:01.000Z',
      },
    });

    await sweepSetupReminders(hoursAfter(bought, 25));
    await drainOutbox(TEST_SENDER, ses());

    expect(await reminders()).toEqual([]);
    expect((await reminderOutbox()).map((item) => item.skipReason)).toEqual(['hard-bounce']);
  });
});
