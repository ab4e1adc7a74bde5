import { retry } from '../lib/retry';
import { raceRetry } from './contention';
import { readUserLedger, setupReminderBackfillItems } from './ledger';
import { transactWriteOnce } from './transactions';

/**
 * Starts the setup reminder of a supporter who bought before the reminders existed and has not set
 * up their tier: one more 'Setup pending', and the reminder due 24 hours after their newest purchase
 * (at once, for an older one). Held to their ledger, their setups and the reminder's absence as read,
 * so a run beside live traffic, or a second run, counts nobody twice. True when it started one.
 */
export async function backfillSetupReminder(userId: string): Promise<boolean> {
  return retry(
    async () => {
      const items = setupReminderBackfillItems(await readUserLedger(userId));
      if (!items) return false;
      await transactWriteOnce(items);
      return true;
    },
    raceRetry(`Setup reminder backfill of ${userId}`),
  );
}
