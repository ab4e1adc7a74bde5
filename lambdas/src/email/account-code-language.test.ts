import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';
import { withAccountCodeKms } from '../../test/account-code-kms';
import { USER_A } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { TEST_SENDER, withSesInbox } from '../../test/ses-inbox';
import { createProfileOnSignUp } from '../data/profile';
import { handler as customEmailSender } from '../handlers/cognito/custom-email-sender';
import { drainOutbox } from './sender';

// A sign-up's code goes before its profile exists: the trigger keeps the sign-up page's language
// (Cognito's `locale` attribute) with the email. Once there is a profile, its language is the one.
const table = withTestTable();
const { ses, inbox } = withSesInbox();
const kms = withAccountCodeKms();
const TO = 'fan@example.com';

beforeEach(async () => {
  await table.clear();
});

/** Cognito asks for a code email for a user whose attributes carry `locale`, then the sender sends it. */
async function codeEmail(triggerSource: string, code: string, locale?: string) {
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
      userAttributes: { sub: USER_A, email: TO, ...(locale === undefined ? {} : { locale }) },
    },
    response: {},
  } as unknown as CustomEmailSenderTriggerEvent;
  await customEmailSender(event);
  await drainOutbox(TEST_SENDER, ses());
  const [email, ...others] = await inbox();
  expect(others).toEqual([]);
  if (!email) throw new Error('No code email was sent');
  return email;
}

describe('account code emails in the person’s language', () => {
  it('sends a Spanish sign-up’s code in Spanish, before any profile exists', async () => {
    const email = await codeEmail('CustomEmailSender_SignUp', '482913', 'es');

    expect(email.subject).toBe('Tu código de verificación de D1 Gang');
    expect(email.body.text).toContain('Tu código de verificación de D1 Gang es 482913');
    expect(email.body.text).not.toContain('verification code');
    expect(await table.items()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ template: 'account-code', message: expect.objectContaining({ locale: 'es' }) }),
      ]),
    );
  });

  it('follows the profile’s language once there is one: a reset code in German, whatever the sign-up said', async () => {
    await createProfileOnSignUp({ userId: USER_A, email: TO, createdAt: '2026-11-01T00:00:00.000Z', locale: 'de' });

    const email = await codeEmail('CustomEmailSender_ForgotPassword', '130077', 'es');

    expect(email.subject).toBe('Dein D1 Gang Code zum Zurücksetzen des Passworts');
    expect(email.body.text).toContain('lautet 130077');
  });

  it('is English when the attribute names none of the store’s languages', async () => {
    const email = await codeEmail('CustomEmailSender_SignUp', '111111', 'xx-YY');

    expect(email.subject).toBe('Your D1 Gang verification code');
  });

  it('is English when there is no attribute: an operator’s invitation', async () => {
    const email = await codeEmail('CustomEmailSender_AdminCreateUser', '222222');

    expect(email.subject).toBe('Your D1 Gang account');
  });
});
