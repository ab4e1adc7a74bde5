import { withTestTable } from '../../test/dynamo-table';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { newOutboxEmail, outboxPut } from '../data/outbox';
import type { EmailMessage } from '../data/outbox-messages';
import { pendingEmailsPage } from '../data/outbox-pending';
import { transactWriteOnce } from '../data/transactions';
import { drainOutbox } from './sender';

// The sweep on DynamoDB Local and the SES emulator: what it sends, in what order, at what rate.
const table = withTestTable();
const { ses, inbox } = withSesInbox();

beforeEach(async () => {
  await table.clear();
});

const receipt = (to: string): EmailMessage => ({
  template: 'tier-granted',
  to,
  tierId: 'starter',
  tierName: 'Starter',
  sessionId: 'cs_test_sweep',
});
const reminder = (to: string): EmailMessage => ({
  template: 'setup-reminder',
  to,
  tierId: 'starter',
  tierName: 'Starter',
});
const update = (to: string): EmailMessage => ({
  template: 'update',
  to,
  subject: 'Court physics are in',
  text: 'The ball now bounces off the rim like it should.',
  html: '<p>The ball now bounces off the rim like it should.</p>',
  updateId: null,
});

/** Queues the messages in the outbox, as the writes that cause them do, each a millisecond after the last. */
async function queue(messages: EmailMessage[]): Promise<string[]> {
  const emails = messages.map((message, index) => newOutboxEmail(message, new Date(Date.now() + index), null));
  for (let start = 0; start < emails.length; start += 25) {
    await transactWriteOnce(emails.slice(start, start + 25).map(outboxPut));
  }
  return emails.map((email) => email.id);
}

async function pendingCount(): Promise<number> {
  return (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#') && item.sentAt === undefined)
    .length;
}

/** The recipients the emulator took since the test began, one entry per email. */
async function recipients(): Promise<string[]> {
  return (await inbox()).flatMap((email) => email.destination.to);
}

/** More than the sweep's page of a hundred: a third of each kind. */
const PENDING = 105;
const addresses = Array.from({ length: PENDING }, (_, n) => `fan-${n}@example.com`);
/** Receipts for the deadline test: more than its first sweep has time for (21 at most). */
const RECEIPTS = 40;

describe('the outbox sweep', () => {
  it(`sends all ${PENDING} pending emails in one sweep, each once, when the rate allows them all`, async () => {
    // Prepare: 35 of each kind.
    await queue(addresses.map((to, n) => [receipt, reminder, update][n % 3]?.(to) as EmailMessage));

    // Act
    const result = await drainOutbox(TEST_SENDER, ses(), { rate: 1_000, deadline: Date.now() + 60_000 });

    // Assess
    expect(result).toEqual({ sent: PENDING, failed: 0 });
    expect((await recipients()).sort()).toEqual([...addresses].sort());
    expect(await pendingCount()).toBe(0);
  }, 90_000);

  it('stops at its deadline and leaves the rest to the next sweep, which sends them: none twice, none lost', async () => {
    const receiptsTo = addresses.slice(0, RECEIPTS);
    await queue(receiptsTo.map(receipt));

    // Act: 10 a second for the 2 s before the sweep's stopping margin, then a sweep with time for the rest.
    const first = await drainOutbox(TEST_SENDER, ses(), { rate: 10, deadline: Date.now() + 4_000 });
    const leftAfterFirst = await pendingCount();
    const second = await drainOutbox(TEST_SENDER, ses(), { rate: 1_000, deadline: Date.now() + 60_000 });

    // Assess
    expect(first.sent).toBeGreaterThan(0);
    expect(first.sent).toBeLessThanOrEqual(25);
    expect(leftAfterFirst).toBe(RECEIPTS - first.sent);
    expect(second).toEqual({ sent: RECEIPTS - first.sent, failed: 0 });
    expect((await recipients()).sort()).toEqual([...receiptsTo].sort());
    expect(await pendingCount()).toBe(0);
  }, 90_000);

  it('never sends faster than the rate', async () => {
    await queue(addresses.slice(0, 12).map(receipt));

    const started = Date.now();
    const result = await drainOutbox(TEST_SENDER, ses(), { rate: 10, deadline: Date.now() + 60_000 });

    // Twelve sends at ten a second: the twelfth waits for its slot 1.1 s after the first.
    expect(result).toEqual({ sent: 12, failed: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_100);
  });

  it('sends receipts first, reminders next and development updates last, whatever their age', async () => {
    // Prepare: the update queued first, the receipt last.
    await queue([update('update@example.com'), reminder('reminder@example.com'), receipt('receipt@example.com')]);

    // Act: one a second, with time for the first only.
    const result = await drainOutbox(TEST_SENDER, ses(), { rate: 1, deadline: Date.now() + 2_500 });

    // Assess
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(await recipients()).toEqual(['receipt@example.com']);
  });
});

describe('the pending emails, as the sweep reads them', () => {
  it('come a page at a time: account codes, then service emails, reminders, updates, each kind oldest first', async () => {
    const [olderUpdate, olderReminder, olderReceipt, newerUpdate, newerReminder, newerReceipt, code] = await queue([
      update('a@example.com'),
      reminder('b@example.com'),
      receipt('c@example.com'),
      update('d@example.com'),
      reminder('e@example.com'),
      receipt('f@example.com'),
      // Only read here, never sent: its code would need the pool's key to decrypt.
      { template: 'account-code', to: 'g@example.com', purpose: 'verification', encryptedCode: 'c2VhbGVk' },
    ]);

    const first = await pendingEmailsPage(null, 4);
    const second = await pendingEmailsPage(first.next, 4);

    expect([...first.ids, ...second.ids]).toEqual([
      code,
      olderReceipt,
      newerReceipt,
      olderReminder,
      newerReminder,
      olderUpdate,
      newerUpdate,
    ]);
    expect(second.next).toBeNull();
  });
});
