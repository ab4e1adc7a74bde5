import { SESv2Client } from '@aws-sdk/client-sesv2';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { bySize } from '@shared/test/test-depth';
import type { TierId } from '@shared/tiers';
import { ADMIN } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedManyUsers, seedPurchase } from '../../test/seed';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import type { AuditActor } from '../data/audit';
import { documentClient } from '../data/client';
import { setEmailPreferences } from '../data/email-preferences';
import { recordSuppression } from '../data/suppression';
import { countAudience } from '../data/update-audience';
import { startSend } from '../data/update-send';
import { createDraft, getUpdate } from '../data/updates';
import { drainOutbox } from '../email/sender';
import { runSendJob } from './send-job';
import { quotaBudget } from './send-quota';

jest.setTimeout(600_000);

const table = withTestTable();

const ACTOR: AuditActor = { actor: 'admin', adminId: ADMIN, adminEmail: 'coach@example.com' };
/** Fast enough for a test; the stage's rate is only a setting. */
const RATE = 2_000;
/**
 * Two pages of the job's hundred in the everyday run (the second a short one), ten under
 * `npm run test:deep` (test-depth.ts). Even, so the crash test's halfway is a whole supporter.
 */
const OPTED_IN = bySize({ everyday: 110, deep: 1_000 });
const OPTED_OUT = bySize({ everyday: 10, deep: 300 });
/** Where the crash test's Lambda dies: halfway through the audience, one transaction per recipient. */
const HALFWAY = OPTED_IN / 2;
const MVP_OWNERS = 20;

const { ses, inbox } = withSesInbox();

const address = (n: number) => `fan${n}@example.com`;
const optedIn = Array.from({ length: OPTED_IN }, (_, n) => n);
const optedOut = Array.from({ length: OPTED_OUT }, (_, n) => OPTED_IN + n);
/** The supporters' ids, in the order of their addresses. */
let supporterIds: string[] = [];
const userId = (n: number) => {
  const id = supporterIds[n];
  if (id === undefined) throw new Error(`No supporter ${n} was signed up`);
  return id;
};

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function pendingCount(): Promise<number> {
  return (await table.items()).filter(
    (item) => String(item.pk).startsWith('OUTBOX#') && item.sentAt === undefined && item.skippedAt === undefined,
  ).length;
}

/** Sends everything queued, as the sender's sweeps do. */
async function drainAll() {
  while ((await pendingCount()) > 0) await drainOutbox(TEST_SENDER, ses());
}

async function startedUpdate(subject: string, audienceTierId: TierId | null, recipients: number) {
  const draft = await createDraft(
    { subject, bodyMarkdown: 'The **court** is in.\n\n- dunks\n- passes', audienceTierId, supportersOnly: false },
    ADMIN,
    new Date(),
  );
  await startSend(draft.id, recipients, ACTOR, new Date());
  return draft.id;
}

/** A quota no test comes near: only the quota test below runs short. */
const plenty = () => quotaBudget(async () => ({ max24HourSend: 1_000_000, sentLast24Hours: 0 }), 0.25);
const soon = () => ({ rate: RATE, deadline: Date.now() + 300_000, quota: plenty() });

function outboxOf(updateId: string) {
  return table.items().then((items) => items.filter((item) => String(item.pk).startsWith(`OUTBOX#${updateId}.`)));
}

beforeAll(async () => {
  // The supporters' profiles as sign-up stores them, written together; then each one's choice through
  // the path that writes it, which is what lists them in the audience or takes them off it.
  const profiles = await seedManyUsers([...optedIn, ...optedOut].map(address));
  supporterIds = profiles.map((profile) => profile.userId);
  await inParallel([...optedIn, ...optedOut], 16, async (n) => {
    await setEmailPreferences(userId(n), true, 'signup', new Date());
    if (n >= OPTED_IN) await setEmailPreferences(userId(n), false, 'profile', new Date());
  });
  await inParallel(optedIn.slice(0, MVP_OWNERS), 8, async (n) => void (await seedPurchase(userId(n), 'mvp')));
  await inParallel(
    optedIn.slice(MVP_OWNERS, MVP_OWNERS * 2),
    8,
    async (n) => void (await seedPurchase(userId(n), 'starter')),
  );
});

describe('the send job', () => {
  it(`sends an update to ${OPTED_IN} opted-in supporters once each, none to those who opted out, with the unsubscribe headers`, async () => {
    const updateId = await startedUpdate('Court day', null, OPTED_IN);

    const run = await runSendJob(updateId, soon());
    await drainAll();

    expect(run).toEqual({ updateId, queued: OPTED_IN, finished: true });
    const emails = await inbox();
    const recipients = emails.map((email) => email.destination.to[0]);
    expect(emails).toHaveLength(OPTED_IN);
    expect(new Set(recipients)).toEqual(new Set(optedIn.map(address)));
    for (const email of emails) {
      expect(email.subject).toBe('Court day');
      expect(email.body.html).toContain('<strong>court</strong>');
      expect(email.body.text).toContain('The court is in.');
      expect(email.headers?.map((header) => header.name)).toEqual(
        expect.arrayContaining(['List-Unsubscribe', 'List-Unsubscribe-Post']),
      );
    }
    const update = await getUpdate(updateId);
    expect(update).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(update.progress).toEqual({ queued: OPTED_IN, sent: OPTED_IN, failed: 0, suppressed: 0 });
    const item = await table.get({ pk: `UPDATE#${updateId}`, sk: 'UPDATE' });
    expect(item).toMatchObject({ gsi2pk: 'UPDATES_PUBLISHED', gsi2sk: `${update.sentAt}#${updateId}` });
    expect(item).not.toHaveProperty('jobLeaseUntil');
    expect(item).not.toHaveProperty('jobCursor');
  });

  it('finishes after a crash halfway without queueing or sending anyone twice, its count exact', async () => {
    const updateId = await startedUpdate('Crash and resume', null, OPTED_IN);
    const send = documentClient.send.bind(documentClient);
    let transactions = 0;
    const crash = jest.spyOn(documentClient, 'send').mockImplementation((async (command: unknown) => {
      if (command instanceof TransactWriteCommand && ++transactions > HALFWAY) throw new Error('The Lambda died');
      return send(command as never);
    }) as never);

    await expect(runSendJob(updateId, soon())).rejects.toThrow('The Lambda died');
    crash.mockRestore();

    const halfway = await getUpdate(updateId);
    expect(halfway.progress.queued).toBe(HALFWAY);
    expect(await outboxOf(updateId)).toHaveLength(HALFWAY);
    // The lease of the run that died holds the update until it runs out; a run after that resumes it.
    expect(await runSendJob(updateId, soon())).toBeNull();
    const later = () => new Date(Date.now() + 5 * 60 * 1000);
    const resumed = await runSendJob(updateId, { ...soon(), now: later });
    await drainAll();

    expect(resumed).toEqual({ updateId, queued: OPTED_IN - HALFWAY, finished: true });
    const recipients = (await inbox()).map((email) => email.destination.to[0]);
    expect(recipients).toHaveLength(OPTED_IN);
    expect(new Set(recipients).size).toBe(OPTED_IN);
    expect(await outboxOf(updateId)).toHaveLength(OPTED_IN);
    expect((await getUpdate(updateId)).progress).toEqual({
      queued: OPTED_IN,
      sent: OPTED_IN,
      failed: 0,
      suppressed: 0,
    });
  });

  it('stops before its deadline, gives the update back and the next run carries on from where it stopped', async () => {
    const updateId = await startedUpdate('Deadline', null, OPTED_IN);

    // At a tenth of the audience a second, the 2 s before the job's stop margin queue at most a fifth.
    const first = await runSendJob(updateId, { rate: OPTED_IN / 10, deadline: Date.now() + 4_000, quota: plenty() });
    const second = await runSendJob(updateId, soon());

    expect(first?.finished).toBe(false);
    expect(first?.queued).toBeGreaterThan(0);
    expect(second).toEqual({ updateId, queued: OPTED_IN - (first?.queued ?? 0), finished: true });
    expect((await getUpdate(updateId)).progress.queued).toBe(OPTED_IN);
    expect(await outboxOf(updateId)).toHaveLength(OPTED_IN);
    await drainAll();
    expect(new Set((await inbox()).map((email) => email.destination.to[0])).size).toBe(OPTED_IN);
  });

  it('sends a tier’s update only to owners of that tier or a higher one, at the given rate', async () => {
    const updateId = await startedUpdate('For the All-Stars and up', 'all-star', MVP_OWNERS);
    const started = Date.now();

    const run = await runSendJob(updateId, { rate: 10, deadline: Date.now() + 60_000, quota: plenty() });

    // Twenty emails at ten a second: the last is written no sooner than 1.9 s after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(run).toEqual({ updateId, queued: MVP_OWNERS, finished: true });
    await drainAll();
    const recipients = (await inbox()).map((email) => email.destination.to[0]);
    expect(new Set(recipients)).toEqual(new Set(optedIn.slice(0, MVP_OWNERS).map(address)));
  });

  it('skips a supporter who unsubscribed or bounced after queueing, counting them suppressed', async () => {
    const updateId = await startedUpdate('Late changes', 'mvp', MVP_OWNERS);
    await runSendJob(updateId, soon());

    await setEmailPreferences(userId(0), false, 'unsubscribe-link', new Date());
    await recordSuppression({ email: address(1), reason: 'hard-bounce', suppressedAt: new Date().toISOString() });
    await drainAll();

    const recipients = (await inbox()).map((email) => email.destination.to[0]);
    expect(recipients).toHaveLength(MVP_OWNERS - 2);
    expect(recipients).not.toContain(address(0));
    expect(recipients).not.toContain(address(1));
    expect((await getUpdate(updateId)).progress).toEqual({
      queued: MVP_OWNERS,
      sent: MVP_OWNERS - 2,
      failed: 0,
      suppressed: 2,
    });
  });

  it('queues only what the daily quota has room for past the reserve, pauses, and resumes later without a duplicate', async () => {
    // Everyone opted in whom an earlier test did not take off the list.
    const recipients = await countAudience(null);
    const updateId = await startedUpdate('Quota day', null, recipients);
    // 1,000 a day, 250 kept for sign-ups and receipts, 700 already sent: room for 50.
    const short = quotaBudget(async () => ({ max24HourSend: 1_000, sentLast24Hours: 700 }), 0.25);
    const at = new Date();

    const paused = await runSendJob(updateId, { ...soon(), quota: short, now: () => at });

    // No room left, a page of 100 to come: at the last day's pace, 100 of its 700 sends leave SES's window in 1/7 of it.
    const resumesAt = new Date(at.getTime() + Math.ceil((24 * 60 * 60 * 1000 * 100) / 700)).toISOString();
    expect(paused).toEqual({ updateId, queued: 50, finished: false, resumesAt });
    expect(await getUpdate(updateId)).toMatchObject({ status: 'sending', resumesAt, progress: { queued: 50 } });
    expect(await outboxOf(updateId)).toHaveLength(50);
    const item = await table.get({ pk: `UPDATE#${updateId}`, sk: 'UPDATE' });
    expect(item).not.toHaveProperty('jobLeaseUntil');
    // Before its time nobody resumes it, even with room.
    expect(await runSendJob(updateId, soon())).toBeNull();

    const later = () => new Date(Date.parse(resumesAt) + 1_000);
    const resumed = await runSendJob(updateId, { ...soon(), now: later });
    await drainAll();

    expect(resumed).toEqual({ updateId, queued: recipients - 50, finished: true });
    expect(await getUpdate(updateId)).toMatchObject({
      status: 'sent',
      resumesAt: null,
      progress: { queued: recipients },
    });
    const sentTo = (await inbox()).map((email) => email.destination.to[0]);
    expect(sentTo).toHaveLength(recipients);
    expect(new Set(sentTo).size).toBe(recipients);
  });

  it('counts each failed try of an email, which stays pending and goes out on the next try', async () => {
    const recipients = await countAudience('mvp');
    const updateId = await startedUpdate('Failed tries', 'mvp', recipients);
    await runSendJob(updateId, soon());
    const unreachable = new SESv2Client({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });

    const failedRun = await drainOutbox(TEST_SENDER, unreachable);
    unreachable.destroy();
    await drainAll();

    expect(failedRun).toEqual({ sent: 0, failed: recipients });
    expect(await inbox()).toHaveLength(recipients);
    expect((await getUpdate(updateId)).progress).toEqual({
      queued: recipients,
      sent: recipients,
      failed: recipients,
      suppressed: 0,
    });
  });
});
