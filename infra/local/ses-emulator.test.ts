import { GetAccountCommand, SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { LocalServer } from './http-io';
import { findFreePort } from './ports';
import { startSesEmulator } from './ses-emulator';

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
