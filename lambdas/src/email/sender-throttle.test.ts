import { withTestTable } from '../../test/dynamo-table';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { newOutboxEmail, outboxPut } from '../data/outbox';
import type { EmailMessage } from '../data/outbox-messages';
import { transactWriteOnce } from '../data/transactions';
import { drainOutbox } from './sender';

// SES refusing past its sending rate (the emulator's D1_EMAIL_SEND_RATE): one email a second here.
process.env.D1_EMAIL_SEND_RATE = '1';
const table = withTestTable();
const { ses, inbox } = withSesInbox();

const receipt = (to: string): EmailMessage => ({
  template: 'tier-granted',
  to,
  tierId: 'starter',
  tierName: 'Starter',
  sessionId: 'cs_test_throttled',
});
const addresses = ['first@example.com', 'second@example.com', 'third@example.com'];

async function pendingCount(): Promise<number> {
  return (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#') && item.sentAt === undefined)
    .length;
}

describe('the outbox sweep when SES throttles', () => {
  it('counts a throttled send as a failed try that leaves the email pending, and a later sweep sends it once', async () => {
    // Prepare
    const emails = addresses.map((to, n) => newOutboxEmail(receipt(to), new Date(Date.now() + n), null));
    await transactWriteOnce(emails.map(outboxPut));

    // Act: a sweep faster than SES allows, then sweeps at SES's rate until none is left.
    const fast = await drainOutbox(TEST_SENDER, ses(), { rate: 1_000, deadline: Date.now() + 60_000 });
    const pendingAfterFast = await pendingCount();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // A little under SES's rate: a slot on the second's very edge may still fall within SES's last second.
    const paced = await drainOutbox(TEST_SENDER, ses(), { rate: 0.8, deadline: Date.now() + 60_000 });

    // Assess
    expect(fast).toEqual({ sent: 1, failed: 2 });
    expect(pendingAfterFast).toBe(2);
    expect(paced).toEqual({ sent: 2, failed: 0 });
    expect(await pendingCount()).toBe(0);
    expect((await inbox()).flatMap((email) => email.destination.to).sort()).toEqual([...addresses].sort());
  });
});
