import { call } from '../../test/api-event';
import { USER_A, USER_B } from '../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { drainOutbox } from '../email/sender';
import { recordSesEvent } from '../email/ses-events';
import { backfillAccessKeys } from './access-keys-backfill';
import { eraseAccountData } from './account-deletion';
import { tableName } from './client';
import { sweepSetupReminders } from './setup-reminder';
import { totalsChange } from './totals';
import { transactWrite } from './transactions';

const bed = withPaymentsTestbed();
const { table } = bed;
const HOUR_MS = 3_600_000;

const { ses, inbox } = withSesInbox();

/** User A buys Starter end to end; answers when the purchase was stored (reminders count from then). */
async function buyStarter() {
  await seedUser(USER_A, 'fan@example.com');
  const bought = new Date();
  const { completed, paymentIntentId } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
  await deliver(completed);
  return { bought, paymentIntentId };
}

/** User A buys Starter as the store did before reminders: no reminder item, the setup not counted as pending. */
async function buyStarterBeforeReminders() {
  const purchase = await buyStarter();
  await transactWrite([
    { Delete: { TableName: tableName(), Key: { pk: `REMINDER#${USER_A}`, sk: 'SETUP' } } },
    totalsChange({ setupPending: -1 }),
  ]);
  expect(await reminderItem()).toBeUndefined();
  expect((await bed.totals()).setupPending).toBe(0);
  return purchase;
}

async function setUpTier(body: object = { nickname: 'Glass Cleaner', showOnWall: false }) {
  return call('PUT /me/tier-submission', { token: bed.auth.tokens.userA, body });
}

const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);

async function reminderEmails() {
  return (await table.items()).filter((item) => item.template === 'setup-reminder');
}

async function reminderItem() {
  return table.get({ pk: `REMINDER#${USER_A}`, sk: 'SETUP' });
}

describe('setup reminders', () => {
  it('reminds a supporter without a setup 24 hours after the purchase and once more after 7 days, never more', async () => {
    const { bought } = await buyStarter();
    expect(await reminderItem()).toMatchObject({ gsi1pk: 'REMINDERS_DUE', sentCount: 0, to: 'fan@example.com' });
    expect((await bed.totals()).setupPending).toBe(1);
    await seedAdmin();
    const overview = await call('GET /admin/overview', { token: bed.auth.tokens.admin });
    expect(overview.body).toMatchObject({ setupPending: 1 });

    const sweeps = [];
    for (const hours of [1, 23, 24.5, 25, 24 * 6 + 1, 24 * 7 - 1, 24 * 7 + 0.5, 24 * 8, 24 * 30]) {
      sweeps.push((await sweepSetupReminders(hoursAfter(bought, hours))).sent);
    }

    expect(sweeps).toEqual([0, 0, 1, 0, 0, 0, 1, 0, 0]);
    const emails = await reminderEmails();
    expect(emails).toHaveLength(2);
    expect(emails[0]?.message).toEqual({
      template: 'setup-reminder',
      to: 'fan@example.com',
      tierId: 'starter',
      tierName: 'Starter',
    });
    // The setup is still pending: only the reminders ended, and the item no longer falls due.
    const kept = await reminderItem();
    expect(kept).toMatchObject({ sentCount: 2, tierId: 'starter' });
    expect(kept).not.toHaveProperty('gsi1pk');
    expect((await bed.totals()).setupPending).toBe(1);
  });

  it('stops counting the setup as pending when it is made after both reminders went out', async () => {
    const { bought } = await buyStarter();
    await sweepSetupReminders(hoursAfter(bought, 25));
    await sweepSetupReminders(hoursAfter(bought, 24 * 7 + 1));

    expect((await setUpTier()).status).toBe(201);

    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
  });

  it('leaves a day between the two reminders when the first went out late', async () => {
    const { bought } = await buyStarter();

    const late = await sweepSetupReminders(hoursAfter(bought, 24 * 8));
    const sameDay = await sweepSetupReminders(hoursAfter(bought, 24 * 8 + 23));
    const nextDay = await sweepSetupReminders(hoursAfter(bought, 24 * 9 + 1));

    expect([late.sent, sameDay.sent, nextDay.sent]).toEqual([1, 0, 1]);
    expect(await reminderEmails()).toHaveLength(2);
  });

  it('uncounts the pending setup and sends nothing after a lost dispute takes the tier back', async () => {
    const { bought, paymentIntentId } = await buyStarter();

    await deliver(await bed.harness.dispute(paymentIntentId, 'lost'));

    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(0);
  });

  it('starts the reminders again for the new tier when a supporter upgrades without a setup', async () => {
    const { bought } = await buyStarter();
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(1);

    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    await deliver(completed);

    expect(await reminderItem()).toMatchObject({ tierId: 'mvp', tierName: 'MVP', sentCount: 0 });
    expect((await bed.totals()).setupPending).toBe(1);
  });

  it('asks nothing after an upgrade whose tier adds nothing to the setup: the nickname carries over', async () => {
    await buyStarter();
    expect((await setUpTier()).status).toBe(201);

    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'baller');
    await deliver(completed);

    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
  });

  it('reminds after an upgrade to MVP, whose setup adds the jersey back name, until it is given', async () => {
    await buyStarter();
    expect((await setUpTier()).status).toBe(201);

    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    await deliver(completed);

    expect(await reminderItem()).toMatchObject({ tierId: 'mvp', sentCount: 0 });
    expect((await bed.totals()).setupPending).toBe(1);
    expect((await setUpTier({ jerseyBackName: 'GENERAL' })).status).toBe(201);
    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
  });

  it('sends nothing once the setup exists, and the setup stops counting as pending', async () => {
    const { bought } = await buyStarter();

    const setup = await setUpTier();

    expect(setup.status).toBe(201);
    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(0);
    expect((await sweepSetupReminders(hoursAfter(bought, 24 * 8))).sent).toBe(0);
    expect(await reminderEmails()).toEqual([]);
  });

  it('sends nothing after a full refund takes the tier back', async () => {
    const { bought, paymentIntentId } = await buyStarter();

    await deliver(await bed.harness.refund(paymentIntentId));

    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(0);
    expect(await reminderEmails()).toEqual([]);
  });

  it('sends nothing after the account is deleted', async () => {
    const { bought } = await buyStarter();

    await eraseAccountData(USER_A, new Date());
    await eraseAccountData(USER_A, new Date());

    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(0);
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(0);
  });

  it('sweeps every due reminder, page after page', async () => {
    const { bought } = await buyStarter();
    await seedUser(USER_B, 'other@example.com');
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userB, 'starter');
    await deliver(completed);

    const sweep = await sweepSetupReminders(hoursAfter(new Date(), 25), 1);

    expect(sweep.sent).toBe(2);
    expect((await reminderEmails()).map((email) => (email.message as { to: string }).to).sort()).toEqual([
      'fan@example.com',
      'other@example.com',
    ]);
    expect((await sweepSetupReminders(hoursAfter(bought, 26), 1)).sent).toBe(0);
  });

  it('sends a reminder once when the sweep runs twice or five times at once', async () => {
    const { bought } = await buyStarter();
    const due = hoursAfter(bought, 25);

    const racing = await Promise.all(Array.from({ length: 5 }, () => sweepSetupReminders(due)));
    const again = await sweepSetupReminders(due);

    expect(racing.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(again.sent).toBe(0);
    expect(await reminderEmails()).toHaveLength(1);
  });

  it('keeps the count right when a supporter who bought before the reminders sets up their tier', async () => {
    const { bought } = await buyStarterBeforeReminders();

    expect((await setUpTier()).status).toBe(201);

    expect((await bed.totals()).setupPending).toBe(0);
    expect(await reminderItem()).toBeUndefined();
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(0);
  });

  it('keeps the count right when a supporter who bought before the reminders is refunded or deletes the account', async () => {
    const { paymentIntentId } = await buyStarterBeforeReminders();

    await deliver(await bed.harness.refund(paymentIntentId));
    await eraseAccountData(USER_A, new Date());

    expect((await bed.totals()).setupPending).toBe(0);
    expect(await reminderItem()).toBeUndefined();
  });

  it('counts and reminds a supporter who bought before the reminders once the backfill runs, once however often it runs', async () => {
    const { bought } = await buyStarterBeforeReminders();

    const first = await backfillAccessKeys();
    const again = await backfillAccessKeys();

    expect([first.setupReminders, again.setupReminders]).toEqual([1, 0]);
    expect(await reminderItem()).toMatchObject({ tierId: 'starter', sentCount: 0, gsi1pk: 'REMINDERS_DUE' });
    expect((await bed.totals()).setupPending).toBe(1);
    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(1);
    expect((await setUpTier()).status).toBe(201);
    expect((await bed.totals()).setupPending).toBe(0);
    expect(await reminderItem()).toBeUndefined();
  });

  it('leaves a supporter who set up, or who is counted already, to the backfill untouched', async () => {
    await buyStarterBeforeReminders();
    await setUpTier();
    await seedUser(USER_B, 'other@example.com');
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userB, 'starter');
    await deliver(completed);

    expect((await backfillAccessKeys()).setupReminders).toBe(0);
    expect(await reminderItem()).toBeUndefined();
    expect((await bed.totals()).setupPending).toBe(1);
  });

  it('counts and reminds a supporter who bought before the reminders once they upgrade without a setup', async () => {
    await buyStarterBeforeReminders();
    const upgraded = new Date();

    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    await deliver(completed);

    expect(await reminderItem()).toMatchObject({ tierId: 'mvp', sentCount: 0, gsi1pk: 'REMINDERS_DUE' });
    expect((await bed.totals()).setupPending).toBe(1);
    expect((await sweepSetupReminders(hoursAfter(upgraded, 25))).sent).toBe(1);
    expect((await setUpTier({ nickname: 'Glass Cleaner', jerseyBackName: 'GLASS', showOnWall: false })).status).toBe(
      201,
    );
    expect((await bed.totals()).setupPending).toBe(0);
  });

  it('lists the pending reminder in the data download, and nothing once the setup exists', async () => {
    const { bought } = await buyStarter();
    await sweepSetupReminders(hoursAfter(bought, 25));

    const pending = await call('GET /me/data', { token: bed.auth.tokens.userA });
    await setUpTier();
    const setUp = await call('GET /me/data', { token: bed.auth.tokens.userA });

    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      setupReminder: { tierId: 'starter', remindersSent: 1, nextReminderAt: expect.any(String) },
    });
    expect(setUp.body).toMatchObject({ setupReminder: null });
  });

  it('reaches the supporter through SES with the exact subject and a link to the tier setup', async () => {
    const { bought } = await buyStarter();
    await drainOutbox(TEST_SENDER, ses());
    const before = await inbox();

    await sweepSetupReminders(hoursAfter(bought, 25));
    await drainOutbox(TEST_SENDER, ses());

    const emails = (await inbox()).slice(before.length);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Set up your D1 Gang rewards');
    expect(emails[0]?.destination.to).toEqual(['fan@example.com']);
    expect(emails[0]?.body.text).toContain('Your Starter tier is waiting for its setup.');
    expect(emails[0]?.body.text).toContain('https://store.d1gang.test/tier-submission');
    expect(emails[0]?.body.html).toContain('href="https://store.d1gang.test/tier-submission"');
  });

  it('skips the reminder for an address that complained, as for development updates', async () => {
    const { bought } = await buyStarter();
    await drainOutbox(TEST_SENDER, ses());
    const before = await inbox();
    await recordSesEvent({
      eventType: 'Complaint',
      mail: { tags: { user: [USER_A] } },
      complaint: { complainedRecipients: [{ emailAddress: 'fan@example.com' }], timestamp: '2026-11-24T10:00:01.000Z' },
    });

    expect((await sweepSetupReminders(hoursAfter(bought, 25))).sent).toBe(1);
    expect(await drainOutbox(TEST_SENDER, ses())).toEqual({ sent: 0, failed: 0 });

    expect((await inbox()).slice(before.length)).toEqual([]);
    expect(await reminderEmails()).toEqual([expect.objectContaining({ skipReason: 'complaint' })]);
  });
});
