import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';
import { withAccountCodeKms } from '../../test/account-code-kms';
import { USER_A } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedUser } from '../../test/seed';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { setEmailPreferences, unsubscribe } from '../data/email-preferences';
import { recordSuppression } from '../data/suppression';
import { handler as customEmailSender } from '../handlers/cognito/custom-email-sender';
import { drainOutbox } from './sender';

// Sign-up and reset codes are service email: no opt-in, no unsubscribe, and never held back by a
// supporter's choices; only an address SES reported hard-bounced is not mailed again.
const table = withTestTable();
const { ses, inbox } = withSesInbox();
const kms = withAccountCodeKms();
const TO = 'fan@example.com';

beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, TO);
});

/** Cognito asks for a code email: the trigger queues it, sealed as Cognito sealed it. */
async function cognitoSends(triggerSource: string, code: string) {
  const event = {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_test',
    userName: USER_A,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource,
    request: {
      type: 'customEmailSenderRequestV1',
      code: await kms.seal(code),
      userAttributes: { sub: USER_A, email: TO },
    },
    response: {},
  } as unknown as CustomEmailSenderTriggerEvent;
  await customEmailSender(event);
}

const outboxItems = async () => (await table.items()).filter((item) => item.template === 'account-code');

describe('account code emails through the sender', () => {
  it('sends the sign-up code in the pool’s words, decrypted only at send time, with no unsubscribe', async () => {
    await cognitoSends('CustomEmailSender_SignUp', '482913');

    const result = await drainOutbox(TEST_SENDER, ses());

    expect(result).toMatchObject({ sent: 1, failed: 0 });
    const [email] = await inbox();
    expect(email?.destination.to).toEqual([TO]);
    expect(email?.subject).toBe('Your D1 Gang verification code');
    expect(email?.body.text?.split('\n')[0]).toBe('Your D1 Gang verification code is 482913');
    expect(email?.body.html).toContain('Your D1 Gang verification code is 482913');
    expect(email?.body.html).toContain('D1 GANG');
    expect(email?.headers ?? []).not.toContainEqual(expect.objectContaining({ name: 'List-Unsubscribe' }));
    expect(email?.body.text).not.toContain('unsubscribe');
    // Sent, and still only the ciphertext in the table.
    const [item] = await outboxItems();
    expect(item?.sentAt).toEqual(expect.any(String));
    expect(JSON.stringify(await table.items())).not.toContain('482913');
  });

  it('sends the reset code in its own words', async () => {
    await cognitoSends('CustomEmailSender_ForgotPassword', '730155');

    await drainOutbox(TEST_SENDER, ses());

    const [email] = await inbox();
    expect(email?.subject).toBe('Your D1 Gang password reset code');
    expect(email?.body.text?.split('\n')[0]).toBe('Your D1 Gang password reset code is 730155');
  });

  it('is sent whatever the supporter chose: updates off, reminders stopped, an address that complained', async () => {
    await setEmailPreferences(USER_A, false, 'unsubscribe-link', new Date());
    await unsubscribe(USER_A, 'reminders', new Date());
    await recordSuppression({ email: TO, reason: 'complaint', suppressedAt: new Date().toISOString() });
    await cognitoSends('CustomEmailSender_ForgotPassword', '111333');

    await drainOutbox(TEST_SENDER, ses());

    expect((await inbox()).map((email) => email.subject)).toEqual(['Your D1 Gang password reset code']);
  });

  it('is not sent to an address SES reported hard-bounced', async () => {
    await recordSuppression({ email: TO, reason: 'hard-bounce', suppressedAt: new Date().toISOString() });
    await cognitoSends('CustomEmailSender_SignUp', '999000');

    await drainOutbox(TEST_SENDER, ses());

    expect(await inbox()).toEqual([]);
    expect(await outboxItems()).toEqual([expect.objectContaining({ skipReason: 'hard-bounce' })]);
  });

  it('stays pending when the code does not decrypt (a key it was not sealed under), for a later try', async () => {
    await cognitoSends('CustomEmailSender_SignUp', '246802');
    const keyArn = process.env.ACCOUNT_CODE_KEY_ARN;
    process.env.ACCOUNT_CODE_KEY_ARN = 'arn:aws:kms:us-east-1:000000000000:key/00000000-0000-4000-8000-000000000000';
    try {
      expect(await drainOutbox(TEST_SENDER, ses())).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      process.env.ACCOUNT_CODE_KEY_ARN = keyArn;
    }

    expect(await inbox()).toEqual([]);
    const [item] = await outboxItems();
    expect(item).toMatchObject({ gsi1pk: 'OUTBOX_PENDING', attempts: 1 });
    expect(item?.sentAt).toBeUndefined();
  });
});
