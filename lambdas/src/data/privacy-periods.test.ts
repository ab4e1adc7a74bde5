import { TTL_ATTRIBUTE } from '@shared/contract/table';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { USER_A } from '../../test/auth-server';
import { checkoutAndPay, deliver, withPaymentsTestbed } from '../../test/payments-kit';
import { seedUser } from '../../test/seed';
import { createLinkRequest } from './game-link-requests';
import { CONTACT_RATE_LIMIT, LINK_CODE_IP_RATE_LIMIT, rateLimitClient, tryConsumeRateLimit } from './rate-limit';
import { getSetupReminderData, sweepSetupReminders } from './setup-reminder';

/** The periods the privacy policy states (shared/privacy-periods.ts) are the ones the store keeps. */
const bed = withPaymentsTestbed();
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const epochSeconds = (iso: string) => Date.parse(iso) / 1000;

describe('the privacy policy’s periods', () => {
  it('setup reminders fall due the stated hours after the purchase, and no more follow', async () => {
    await seedUser(USER_A, 'fan@example.com');
    const { completed } = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    await deliver(completed);
    const purchasedAt = Date.parse(
      String((await bed.table.get({ pk: `REMINDER#${USER_A}`, sk: 'SETUP' }))?.purchasedAt),
    );

    const due: string[] = [];
    for (
      let next = await getSetupReminderData(USER_A);
      next?.nextReminderAt;
      next = await getSetupReminderData(USER_A)
    ) {
      due.push(next.nextReminderAt);
      await sweepSetupReminders(new Date(next.nextReminderAt));
      if (due.length > PRIVACY_PERIODS.setupReminderHours.length) break;
    }

    expect(due).toEqual(
      PRIVACY_PERIODS.setupReminderHours.map((hours) => new Date(purchasedAt + hours * HOUR_MS).toISOString()),
    );
    expect(await getSetupReminderData(USER_A)).toMatchObject({
      remindersSent: PRIVACY_PERIODS.setupReminderHours.length,
      nextReminderAt: null,
    });
  });

  it('an IP address is counted in windows of the stated minutes, and its count expires one window after', async () => {
    expect([CONTACT_RATE_LIMIT.windowMs, LINK_CODE_IP_RATE_LIMIT.windowMs]).toEqual([
      PRIVACY_PERIODS.ipCountMinutes * MINUTE_MS,
      PRIVACY_PERIODS.ipCountMinutes * MINUTE_MS,
    ]);
    const windowStart = '2026-11-28T12:00:00.000Z';

    await tryConsumeRateLimit(
      CONTACT_RATE_LIMIT,
      rateLimitClient(null, '203.0.113.9'),
      new Date('2026-11-28T12:03:00Z'),
    );

    const count = await bed.table.get({ pk: 'RATE#contact#ip#203.0.113.9', sk: `WINDOW#${windowStart}` });
    expect(count?.[TTL_ATTRIBUTE]).toBe(
      epochSeconds(windowStart) + (2 * PRIVACY_PERIODS.ipCountMinutes * MINUTE_MS) / 1000,
    );
  });

  it("a game's link request expires the stated minutes after it was made", async () => {
    const now = new Date('2026-11-28T12:00:00Z');

    const request = await createLinkRequest(
      { keyId: 'test-key', platform: 'steam', playerId: '76561198000000001', displayName: 'Hooper' },
      now,
    );

    expect(request.expiresIn).toBe(PRIVACY_PERIODS.linkRequestMinutes * 60);
    const stored = await bed.table.get({ pk: `GAME#CODE#${request.userCode}`, sk: 'CODE' });
    expect(stored?.[TTL_ATTRIBUTE]).toBe(epochSeconds(now.toISOString()) + PRIVACY_PERIODS.linkRequestMinutes * 60);
  });
});
