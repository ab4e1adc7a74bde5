import { GetAccountCommand, SESv2Client, SendEmailCommand, TooManyRequestsException } from '@aws-sdk/client-sesv2';
import type { LocalServer } from './http-io';
import { findFreePort } from './ports';
import { startSesEmulator, THROTTLED_PATH } from './ses-emulator';

let emulator: LocalServer;
let ses: SESv2Client;

beforeAll(async () => {
  const port = await findFreePort();
  emulator = await startSesEmulator({ port, host: '127.0.0.1', dailyQuota: 3 });
  ses = new SESv2Client({
    endpoint: emulator.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  ses.destroy();
  await emulator.close();
});

const email = new SendEmailCommand({
  FromEmailAddress: 'team@d1gang.local',
  Destination: { ToAddresses: ['fan@example.com'] },
  Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello' } } } },
});

describe('the local SES emulator', () => {
  test('answers GetAccount with its daily quota and the emails it took in the last 24 hours', async () => {
    const before = await ses.send(new GetAccountCommand({}));
    await ses.send(email);
    await ses.send(email);
    const after = await ses.send(new GetAccountCommand({}));

    expect(before.SendQuota).toEqual({ Max24HourSend: 3, MaxSendRate: 14, SentLast24Hours: 0 });
    expect(after.SendQuota).toEqual({ Max24HourSend: 3, MaxSendRate: 14, SentLast24Hours: 2 });
  });
});

describe('the local SES emulator with a send rate', () => {
  let limited: LocalServer;
  let client: SESv2Client;

  beforeAll(async () => {
    limited = await startSesEmulator({ port: await findFreePort(), host: '127.0.0.1', sendRate: 2 });
    client = new SESv2Client({
      endpoint: limited.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });

  afterAll(async () => {
    client.destroy();
    await limited.close();
  });

  test('refuses an email past the rate as SES v2 does, and takes it again a second later', async () => {
    await client.send(email);
    await client.send(email);
    const refused = await client.send(email).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const later = await client.send(email);

    expect(refused).toBeInstanceOf(TooManyRequestsException);
    expect(refused).toMatchObject({ message: 'Maximum sending rate exceeded.', $metadata: { httpStatusCode: 429 } });
    expect(later.MessageId).toEqual(expect.any(String));
    // SES counts only the emails it took.
    expect((await client.send(new GetAccountCommand({}))).SendQuota?.SentLast24Hours).toBe(3);
    expect(await (await fetch(`${limited.url}${THROTTLED_PATH}`)).json()).toEqual({ refused: 1 });
  });
});
