import type { LocalServer } from '../../../../infra/local/http-io';
import { lambdaContext } from '../../../../infra/local/lambda-events';
import { findFreePort } from '../../../../infra/local/ports';
import { startSesEmulator } from '../../../../infra/local/ses-emulator';
import { withTestTable } from '../../../test/dynamo-table';
import { TEST_SENDER } from '../../../test/ses-inbox';
import { newOutboxEmail, outboxPut } from '../../data/outbox';
import { transactWriteOnce } from '../../data/transactions';
import { handler } from './index';

// The email sender Lambda on its schedule, with its own SES client pointed at the emulator.
const table = withTestTable();

let port = 0;
let emulator: LocalServer | undefined;
const saved = { ...process.env };

beforeAll(async () => {
  port = await findFreePort();
  emulator = await startSesEmulator({ port, host: '127.0.0.1' });
  Object.assign(process.env, {
    SES_ENDPOINT: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    EMAIL_FROM: TEST_SENDER.from,
    SUPPORT_INBOX: TEST_SENDER.supportInbox,
    SITE_URL: TEST_SENDER.siteUrl,
    SELLER_NAME: TEST_SENDER.seller.name,
    SELLER_ADDRESS: TEST_SENDER.seller.address,
    SES_CONFIGURATION_SET: 'd1-gang-transactional',
    SES_UPDATE_CONFIGURATION_SET: 'd1-gang-updates',
    UPDATE_SEND_RATE: '10',
  });
});
afterAll(async () => {
  process.env = saved;
  await emulator?.close();
});

async function sentTo(): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/store`);
  const { emails } = (await response.json()) as { emails: { destination: { to: string[] } }[] };
  return emails.flatMap((email) => email.destination.to);
}

const pendingCount = async () =>
  (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#') && item.sentAt === undefined).length;

/** More than a sweep at the stage's rate has time for in the short invocation below. */
const PENDING = 40;
const addresses = Array.from({ length: PENDING }, (_, n) => `buyer-${n}@example.com`);

describe('the email sender on its schedule', () => {
  it('sends at the stage’s rate and stops before its Lambda’s time runs out; the next sweep sends the rest', async () => {
    // Prepare: 40 receipts waiting.
    const emails = addresses.map((to, n) =>
      newOutboxEmail(
        { template: 'tier-granted', to, tierId: 'starter', tierName: 'Starter', sessionId: `cs_sweep_${n}` },
        new Date(Date.now() + n),
        null,
      ),
    );
    for (let start = 0; start < emails.length; start += 25) {
      await transactWriteOnce(emails.slice(start, start + 25).map(outboxPut));
    }

    // Act: an invocation with 6 s left, then one with a minute. Less the Lambda's safety margin and the
    // sweep's stopping margin, the first has 3 s: at 10 a second, time for 31 emails at most.
    const started = Date.now();
    const short = (await handler({ source: 'aws.scheduler' }, lambdaContext('email-sender-test', 6_000))) as {
      sent: number;
      failed: number;
    };
    const shortTook = Date.now() - started;
    const leftAfterShort = await pendingCount();
    const long = await handler({ source: 'aws.scheduler' }, lambdaContext('email-sender-test', 60_000));

    // Assess
    expect(shortTook).toBeLessThan(6_000);
    expect(short.failed).toBe(0);
    expect(short.sent).toBeGreaterThan(0);
    expect(short.sent).toBeLessThanOrEqual(31);
    expect(short.sent).toBeLessThan(PENDING);
    expect(leftAfterShort).toBe(PENDING - short.sent);
    expect(long).toEqual({ sent: PENDING - short.sent, failed: 0 });
    expect((await sentTo()).sort()).toEqual([...addresses].sort());
    expect(await pendingCount()).toBe(0);
  }, 90_000);
});
