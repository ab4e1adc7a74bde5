/**
 * A real SES emulator (aws-ses-v2-local) on a free port for a test file, an SES client pointed at it,
 * and the emails it took since the current test began.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { LocalServer } from '../../infra/local/http-io';
import { findFreePort } from '../../infra/local/ports';
import { startSesEmulator } from '../../infra/local/ses-emulator';
import type { SenderSettings } from '../src/email/sender';

/** The sender's settings in these tests. */
export const TEST_SENDER: SenderSettings = {
  from: 'team@d1gang.test',
  supportInbox: 'support@d1gang.test',
  siteUrl: 'https://store.d1gang.test',
  // Not the store's own seller, so a test sees the setting carried through.
  seller: { name: 'Hoops Test Studio LLC', address: '1 Court Street, Springfield, IL 62701, USA' },
};

/** An email as the emulator's `GET /store` lists it. */
interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
}

export interface SesInbox {
  /** The client the sender sends through. */
  ses(): SESv2Client;
  /** The emails the emulator took since this test began. */
  inbox(): Promise<StoredEmail[]>;
}

/** Starts the emulator before the file's tests and stops it after; each test sees only its own emails. */
export function withSesInbox(): SesInbox {
  let port = 0;
  let emulator: LocalServer | undefined;
  let client: SESv2Client | undefined;
  let seenBefore = 0;
  const stored = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/store`);
    return ((await response.json()) as { emails: StoredEmail[] }).emails;
  };

  beforeAll(async () => {
    port = await findFreePort();
    emulator = await startSesEmulator({ port, host: '127.0.0.1' });
    client = new SESv2Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    client?.destroy();
    await emulator?.close();
  });
  beforeEach(async () => {
    seenBefore = (await stored()).length;
  });

  return {
    ses() {
      if (!client) throw new Error('The SES emulator starts in beforeAll');
      return client;
    },
    inbox: async () => (await stored()).slice(seenBefore),
  };
}
