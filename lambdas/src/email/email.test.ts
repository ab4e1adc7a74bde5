import { SESv2Client, type SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { LocalServer } from '../../../infra/local/http-io';
import { lambdaContext } from '../../../infra/local/lambda-events';
import { findFreePort } from '../../../infra/local/ports';
import { startSesEmulator } from '../../../infra/local/ses-emulator';
import { standInControls } from '../../../infra/local/stripe/controls';
import { call } from '../../test/api-event';
import { USER_A } from '../../test/auth-server';
import { checkoutAndPay, deliver, sessionIdOf, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';
import { TEST_SENDER } from '../../test/ses-inbox';
import { newOutboxEmail, outboxPut } from '../data/outbox';
import { transactWriteOnce } from '../data/transactions';
import { handler as emailSender } from '../handlers/email-sender';
import { deliverEmail, drainOutbox } from './sender';

const bed = withPaymentsTestbed();
const { table } = bed;

const SETTINGS = TEST_SENDER;

/** An email as aws-ses-v2-local's `GET /store` lists it. */
interface StoredEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let port: number;
let emulator: LocalServer | undefined;
let ses: SESv2Client;

async function startEmulator() {
  emulator = await startSesEmulator({ port, host: '127.0.0.1' });
}

async function stopEmulator() {
  await emulator?.close();
  emulator = undefined;
}

/** Emails the emulator took since the test began (its store outlives a restart, as it is in-process). */
let seenBefore = 0;
async function inbox(): Promise<StoredEmail[]> {
  const response = await fetch(`http://127.0.0.1:${port}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.slice(seenBefore);
}

/** The day of an ISO time as the emails say it (UTC): "November 29, 2026". */
const longDay = (iso: unknown) =>
  new Date(String(iso)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

async function pendingOutbox() {
  return (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#') && item.sentAt === undefined);
}

beforeAll(async () => {
  // Prepare: a real SES emulator on a free port, and an SES client pointed at it.
  port = await findFreePort();
  await startEmulator();
  ses = new SESv2Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  ses.destroy();
  await stopEmulator();
});
beforeEach(async () => {
  if (!emulator) await startEmulator();
  seenBefore = 0;
  seenBefore = (await inbox()).length;
});

/** The sender's settings as its environment gives them in the cloud, with its two configuration sets. */
function withSenderEnv() {
  process.env.EMAIL_FROM = SETTINGS.from;
  process.env.SUPPORT_INBOX = SETTINGS.supportInbox;
  process.env.SITE_URL = SETTINGS.siteUrl;
  process.env.SELLER_NAME = SETTINGS.seller.name;
  process.env.SELLER_ADDRESS = SETTINGS.seller.address;
  process.env.SES_CONFIGURATION_SET = 'd1-gang-transactional';
  process.env.SES_UPDATE_CONFIGURATION_SET = 'd1-gang-updates';
}

const form = { name: 'Jordan <b>', email: 'jordan@example.com', subject: 'Shoes', message: 'When do shoes ship?' };

describe('email through the outbox', () => {
  it('sends the support mailbox one email for a new anonymous contact', async () => {
    const response = await call('POST /contact', { body: form });
    expect(response.status).toBe(201);
    const { id } = response.body as { id: string };
    expect(await pendingOutbox()).toHaveLength(1);

    const result = await drainOutbox(SETTINGS, ses);

    expect(result).toEqual({ sent: 1, failed: 0 });
    const emails = await inbox();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.from).toBe(SETTINGS.from);
    expect(email?.destination.to).toEqual([SETTINGS.supportInbox]);
    expect(email?.subject).toBe('New contact message from Jordan <b>: Shoes');
    expect(email?.body.text).toContain('Email: jordan@example.com');
    expect(email?.body.text).toContain('When do shoes ship?');
    expect(email?.body.text).toContain('https://store.d1gang.test/admin/contact');
    // User text is escaped in the HTML.
    expect(email?.body.html).toContain('Jordan &lt;b&gt;');
    expect(email?.body.html).not.toContain('Jordan <b>');
    expect(await pendingOutbox()).toEqual([]);
    expect(await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' })).toMatchObject({ status: 'new' });
  });

  it('sends the ticket’s owner the admin’s response at the account’s email, never the admin notes', async () => {
    await seedUser(USER_A, 'ticket-owner@example.com');
    await seedAdmin();
    // The form's email is someone else's: a signed-in ticket is answered to the account, not to it.
    const created = await call('POST /contact', { body: form, token: bed.auth.tokens.userA });
    const { id } = created.body as { id: string };
    await drainOutbox(SETTINGS, ses);
    seenBefore += (await inbox()).length;

    const patched = await call('PATCH /admin/contacts/{id}', {
      token: bed.auth.tokens.admin,
      params: { id },
      body: { adminNotes: 'Internal: VIP fan, comp a jersey', adminResponse: 'Shoes ship with the alpha in May.' },
    });
    expect(patched.status).toBe(200);
    await drainOutbox(SETTINGS, ses);

    const emails = await inbox();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.destination.to).toEqual(['ticket-owner@example.com']);
    expect(email?.subject).toBe('We answered your message: Shoes');
    expect(email?.body.text).toContain('Shoes ship with the alpha in May.');
    expect(email?.body.text).toContain('https://store.d1gang.test/tickets');
    expect(`${email?.body.text}${email?.body.html}`).not.toContain('VIP fan');
  });

  it('sends the buyer one email after a fulfilled purchase that granted a tier', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { sessionId, completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    expect((await call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } })).status).toBe(
      200,
    );
    await deliver(completed);

    await drainOutbox(SETTINGS, ses);

    const emails = await inbox();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.destination.to).toEqual(['fan@example.com']);
    expect(email?.subject).toBe("You're Starter now: set up your tier");
    expect(email?.body.text).toContain('Exclusive jersey');
    expect(email?.body.text).toContain('https://store.d1gang.test/tier-submission');
    expect(email?.body.text).toContain('\nPaid $30.00\n');
    expect(email?.body.html).toContain('<p>Paid $30.00</p>');
  });

  it('names the order and the day of the purchase in the receipt, as the refund email names them', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { sessionId, completed, paymentIntentId } = await checkoutAndPay(
      bed.harness,
      bed.auth.tokens.userA,
      'starter',
    );
    await deliver(completed);
    const purchase = (await table.items()).find((item) => item.gsi1pk === 'PURCHASES');
    const [receipt] = (await pendingOutbox()).filter((item) => item.template === 'tier-granted');
    expect(receipt?.message).toEqual({
      template: 'tier-granted',
      to: 'fan@example.com',
      tierId: 'starter',
      tierName: 'Starter',
      sessionId,
      orderedAt: purchase?.createdAt,
      amountCents: 3000,
      // Paid from California: no tax is due on digital goods there. Stripe issued the invoice.
      taxCents: 0,
      invoiceUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/invoice\/in_test_\w+$/),
    });

    await deliver(await bed.harness.refund(paymentIntentId));
    await drainOutbox(SETTINGS, ses);

    const order = `Order D1-${sessionId.slice(-8).toUpperCase()}`;
    const purchased = `Purchased ${longDay(purchase?.createdAt)}`;
    const emails = await inbox();
    expect(emails.map((email) => [email.destination.to, email.subject])).toEqual([
      [['fan@example.com'], "You're Starter now: set up your tier"],
      [['fan@example.com'], 'We refunded your Starter purchase'],
    ]);
    const [granted, refunded] = emails;
    expect(granted?.body.text).toContain(`Your Starter tier is yours.\n\n${order}\n${purchased}\nPaid $30.00\n`);
    expect(granted?.body.html).toContain(`<p>${order}<br>${purchased}</p>`);
    expect(refunded?.body.text).toContain(`\n${order}\n${purchased}\nRefunded $30.00\n\nYou have no tier now.\n`);
    expect(refunded?.body.html).toContain(`<p>${order}<br>${purchased}</p>\n<p>Refunded $30.00</p>`);
    expect(refunded?.body.html).toContain('href="https://store.d1gang.test/contact"');
  });

  it('gives a German buyer the price, the VAT Stripe added and the total, with a link to Stripe’s invoice', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter', undefined, {
      country: 'DE',
    });

    await deliver(completed);
    await drainOutbox(SETTINGS, ses);

    const [receipt] = await inbox();
    expect(receipt?.body.text).toContain('\nPrice $30.00\nTax $5.70\nPaid $35.70\n');
    expect(receipt?.body.text).toMatch(/\nYour invoice: http:\/\/127\.0\.0\.1:\d+\/invoice\/in_test_\w+\n/);
    expect(receipt?.body.html).toContain('<p>Price $30.00<br>Tax $5.70<br>Paid $35.70</p>');
    expect(receipt?.body.text).toContain('\nSold by Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA');
    const [stored] = await bed.purchaseRows();
    expect(stored).toMatchObject({ amountCents: 3570, taxCents: 570, billingCountry: 'DE', valueCents: 3000 });
    expect(stored?.invoice).toMatchObject({ url: expect.stringContaining('/invoice/in_test_') });
  });

  it('tells a buyer who paid in their own currency what they paid in it and in US dollars', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const response = await call('POST /checkout', { token: bed.auth.tokens.userA, body: { tierId: 'starter' } });
    const sessionId = sessionIdOf((response.body as { url: string }).url);
    await standInControls(bed.harness.standIn.url).pay(sessionId, { presentIn: 'eur' });
    await call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } });

    await drainOutbox(SETTINGS, ses);

    const [email] = await inbox();
    expect(email?.subject).toBe("You're Starter now: set up your tier");
    expect(email?.body.text).toContain('\nPaid €27.62 (US$30.00)\n');
    expect(email?.body.html).toContain('<p>Paid €27.62 (US$30.00)</p>');
  });

  it('saves the contact while SES is down and sends the email once it is back', async () => {
    await stopEmulator();

    const response = await call('POST /contact', { body: form });

    expect(response.status).toBe(201);
    const { id } = response.body as { id: string };
    expect(await table.get({ pk: `CONTACT#${id}`, sk: 'CONTACT' })).toMatchObject({ id });
    expect(await drainOutbox(SETTINGS, ses)).toEqual({ sent: 0, failed: 1 });
    expect(await pendingOutbox()).toHaveLength(1);

    await startEmulator();
    expect(await drainOutbox(SETTINGS, ses)).toEqual({ sent: 1, failed: 0 });

    const emails = await inbox();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.destination.to).toEqual([SETTINGS.supportInbox]);
  });

  it('never sends an email twice when its stream record is retried or a sweep races it', async () => {
    await call('POST /contact', { body: form });
    const [pending] = await pendingOutbox();
    const id = String(pending?.id);

    const outcomes = await Promise.all([
      deliverEmail(id, SETTINGS, ses),
      deliverEmail(id, SETTINGS, ses),
      drainOutbox(SETTINGS, ses),
    ]);
    const again = await deliverEmail(id, SETTINGS, ses);

    expect(outcomes.slice(0, 2).sort()).toEqual(expect.arrayContaining(['skipped']));
    expect(again).toBe('skipped');
    expect(await inbox()).toHaveLength(1);
  });

  it('sends updates through the update configuration set and every other email through the transactional one', async () => {
    const update = { to: 'fan@example.com', subject: 'Court day', text: 'In.', html: '<p>In.</p>', updateId: null };
    await transactWriteOnce([outboxPut(newOutboxEmail({ template: 'update', ...update }, new Date(), null))]);
    await call('POST /contact', { body: form });
    const sends = jest.spyOn(ses, 'send');
    const sets = { transactional: 'd1-gang-transactional', update: 'd1-gang-updates' };

    await drainOutbox({ ...SETTINGS, configurationSets: sets }, ses);

    const inputs = sends.mock.calls.map(([command]) => (command as SendEmailCommand).input);
    sends.mockRestore();
    expect(inputs.map((input) => [input.Destination?.ToAddresses?.[0], input.ConfigurationSetName]).sort()).toEqual([
      ['fan@example.com', 'd1-gang-updates'],
      [SETTINGS.supportInbox, 'd1-gang-transactional'],
    ]);
  });

  it('refuses to send without either configuration set (a missing setting stops the sender)', async () => {
    for (const name of ['SES_CONFIGURATION_SET', 'SES_UPDATE_CONFIGURATION_SET']) {
      withSenderEnv();
      delete process.env[name];
      await expect(deliverEmail('any-email', undefined, ses)).rejects.toThrow(name);
    }
  });

  it('refuses to send without the seller it names on receipts (a missing setting stops the sender)', async () => {
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS']) {
      withSenderEnv();
      delete process.env[name];
      await expect(deliverEmail('any-email', undefined, ses)).rejects.toThrow(name);
    }
  });

  it('reports a stream record whose send failed, so Lambda retries only that one', async () => {
    withSenderEnv();
    await call('POST /contact', { body: form });
    const [pending] = await pendingOutbox();
    const event = {
      Records: [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '101', NewImage: { id: { S: pending?.id } } } }],
    } as unknown as DynamoDBStreamEvent;
    // The handler's own SES client has no emulator behind it: every send fails.
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';

    const result = await emailSender(event, lambdaContext('email-sender-test'));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '101' }] });
    expect(await pendingOutbox()).toHaveLength(1);
  });
});
