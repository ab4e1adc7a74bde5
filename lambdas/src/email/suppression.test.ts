import { USER_A, USER_B } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedUser } from '../../test/seed';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { listUpdatesRecipients, setEmailPreferences } from '../data/email-preferences';
import { newOutboxEmail, outboxPut } from '../data/outbox';
import type { EmailMessage } from '../data/outbox-messages';
import { transactWriteOnce } from '../data/transactions';
import { drainOutbox } from './sender';
import { recordSesEvent } from './ses-events';
import { unsubscribeToken } from './unsubscribe-link';

const table = withTestTable();

const { ses, inbox } = withSesInbox();

beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'fan@example.com');
  await seedUser(USER_B, 'other@example.com');
});

async function queue(message: EmailMessage, userId: string) {
  await transactWriteOnce([outboxPut(newOutboxEmail(message, new Date(), userId))]);
}
const update = (to: string): EmailMessage => ({
  template: 'update',
  to,
  subject: 'Court physics are in',
  text: 'The ball now bounces off the rim like it should.',
  html: '<p>The ball now bounces off the rim like it should.</p>',
  updateId: null,
});
const receipt = (to: string): EmailMessage => ({
  template: 'tier-granted',
  to,
  tierId: 'starter',
  tierName: 'Starter',
  sessionId: 'cs_test_1',
});

/** SES's event publishing record (as EventBridge and SNS both carry it) for one address. */
function sesEvent(kind: 'Bounce' | 'Complaint', email: string, userId: string, bounceType = 'Permanent') {
  const mail = { timestamp: '2026-11-24T10:00:00.000Z', messageId: 'ses-1', tags: { user: [userId] } };
  return kind === 'Bounce'
    ? {
        eventType: 'Bounce',
        mail,
        bounce: { bounceType, bouncedRecipients: [{ emailAddress: email }], timestamp: '2026-11-24T10:00:01.000Z' },
      }
    : {
        eventType: 'Complaint',
        mail,
        complaint: { complainedRecipients: [{ emailAddress: email }], timestamp: '2026-11-24T10:00:01.000Z' },
      };
}

describe('development updates through the sender', () => {
  it('carries List-Unsubscribe with the signed one-click URL and List-Unsubscribe-Post, and a footer link to the page', async () => {
    await queue(update('fan@example.com'), USER_A);

    expect(await drainOutbox(TEST_SENDER, ses())).toEqual({ sent: 1, failed: 0 });

    const [email] = await inbox();
    const token = await unsubscribeToken(USER_A, 'fan@example.com');
    expect(email?.destination.to).toEqual(['fan@example.com']);
    expect(email?.subject).toBe('Court physics are in');
    expect(email?.headers).toEqual(
      expect.arrayContaining([
        { name: 'List-Unsubscribe', value: `<https://store.d1gang.test/api/email/unsubscribe?token=${token}>` },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ]),
    );
    expect(email?.body.text).toContain(`https://store.d1gang.test/unsubscribe?token=${token}`);
    expect(email?.body.html).toContain(`https://store.d1gang.test/unsubscribe?token=${token}`);
  });

  it('sends service emails without unsubscribe headers', async () => {
    await queue(receipt('fan@example.com'), USER_A);

    await drainOutbox(TEST_SENDER, ses());

    const [email] = await inbox();
    expect(email?.headers ?? []).toEqual([]);
  });
});

describe('bounces and complaints', () => {
  it('after a hard bounce, the address gets no update and no service email, each skip kept on the email', async () => {
    await setEmailPreferences(USER_A, true, 'profile', new Date());

    await recordSesEvent(sesEvent('Bounce', 'Fan@Example.com', USER_A));
    await queue(update('fan@example.com'), USER_A);
    await queue(receipt('fan@example.com'), USER_A);
    await queue(receipt('other@example.com'), USER_B);

    expect(await drainOutbox(TEST_SENDER, ses())).toEqual({ sent: 1, failed: 0 });

    expect((await inbox()).map((email) => email.destination.to)).toEqual([['other@example.com']]);
    expect(await table.get({ pk: 'SUPPRESSION#fan@example.com', sk: 'SUPPRESSION' })).toMatchObject({
      email: 'fan@example.com',
      reason: 'hard-bounce',
      suppressedAt: '2026-11-24T10:00:01.000Z',
    });
    const skipped = (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#') && item.skippedAt);
    expect(skipped.map((item) => item.skipReason)).toEqual(['hard-bounce', 'hard-bounce']);
    expect(skipped.every((item) => item.gsi1pk === undefined && item.sentAt === undefined)).toBe(true);
    expect(await table.get({ pk: `EMAILPREFS#USER#${USER_A}`, sk: 'EMAIL_PREFS' })).toMatchObject({
      updates: false,
      source: 'bounce',
    });
  });

  it('a complaint opts the address out of updates and suppresses them, while service emails still go', async () => {
    await setEmailPreferences(USER_A, true, 'profile', new Date());

    await recordSesEvent(sesEvent('Complaint', 'fan@example.com', USER_A));
    await queue(update('fan@example.com'), USER_A);
    await queue(receipt('fan@example.com'), USER_A);

    expect(await drainOutbox(TEST_SENDER, ses())).toEqual({ sent: 1, failed: 0 });

    expect((await inbox()).map((email) => email.subject)).toEqual(["You're Starter now: set up your tier"]);
    expect(await table.get({ pk: `EMAILPREFS#USER#${USER_A}`, sk: 'EMAIL_PREFS' })).toMatchObject({
      updates: false,
      source: 'complaint',
    });
    expect(await listUpdatesRecipients()).toEqual([]);
    expect(await table.get({ pk: 'SUPPRESSION#fan@example.com', sk: 'SUPPRESSION' })).toMatchObject({
      reason: 'complaint',
    });
  });

  it('a soft bounce suppresses nothing', async () => {
    await recordSesEvent(sesEvent('Bounce', 'fan@example.com', USER_A, 'Transient'));
    await queue(update('fan@example.com'), USER_A);

    expect(await drainOutbox(TEST_SENDER, ses())).toEqual({ sent: 1, failed: 0 });
    expect(await table.get({ pk: 'SUPPRESSION#fan@example.com', sk: 'SUPPRESSION' })).toBeUndefined();
  });
});
