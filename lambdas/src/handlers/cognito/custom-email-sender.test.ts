import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';
import { withAccountCodeKms } from '../../../test/account-code-kms';
import { withTestTable } from '../../../test/dynamo-table';
import { handler } from './custom-email-sender';

const table = withTestTable();
const kms = withAccountCodeKms();
beforeEach(() => table.clear());

const SUB = '7f1e2d3c-1111-4222-8333-944455556666';

function codeEvent(triggerSource: string, code: string | null, email = 'New.Fan@Example.com') {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_test',
    userName: SUB,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource,
    request: { type: 'customEmailSenderRequestV1', code, userAttributes: { sub: SUB, email } },
    response: {},
  } as unknown as CustomEmailSenderTriggerEvent;
}

const outbox = async () => (await table.items()).filter((item) => String(item.pk).startsWith('OUTBOX#'));

describe('custom email sender trigger', () => {
  it('queues one pending code email in the outbox, holding the ciphertext Cognito gave and never the code', async () => {
    // Prepare
    const sealed = await kms.seal('123456');
    const event = codeEvent('CustomEmailSender_SignUp', sealed);

    // Act
    await expect(handler(event)).resolves.toBe(event);

    // Assess
    const items = await outbox();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      template: 'account-code',
      userId: SUB,
      gsi1pk: 'OUTBOX_PENDING',
      gsi2pk: `USER#${SUB}`,
      message: { template: 'account-code', to: 'New.Fan@Example.com', purpose: 'verification', encryptedCode: sealed },
    });
    expect(JSON.stringify(await table.items())).not.toContain('123456');
  });

  it.each([
    ['CustomEmailSender_SignUp', 'verification'],
    ['CustomEmailSender_ResendCode', 'verification'],
    ['CustomEmailSender_UpdateUserAttribute', 'verification'],
    ['CustomEmailSender_VerifyUserAttribute', 'verification'],
    ['CustomEmailSender_ForgotPassword', 'password-reset'],
    ['CustomEmailSender_AdminCreateUser', 'invitation'],
  ])('queues %s as a %s code', async (triggerSource, purpose) => {
    await handler(codeEvent(triggerSource, await kms.seal('654321')));

    const [item] = await outbox();
    expect(item?.message).toMatchObject({ template: 'account-code', purpose });
  });

  it('writes nothing new when Cognito invokes it again for the same code (its asynchronous retry)', async () => {
    const event = codeEvent('CustomEmailSender_ForgotPassword', await kms.seal('111222'));
    await handler(event);
    const first = await table.items();

    await expect(handler(structuredClone(event))).resolves.toBeDefined();

    expect(await table.items()).toEqual(first);
  });

  it('queues a second email for a second code, as a resend asks', async () => {
    await handler(codeEvent('CustomEmailSender_SignUp', await kms.seal('111111')));
    await handler(codeEvent('CustomEmailSender_ResendCode', await kms.seal('222222')));

    expect(await outbox()).toHaveLength(2);
  });

  it('fails without a code or an address, so Cognito does not count it sent', async () => {
    await expect(handler(codeEvent('CustomEmailSender_SignUp', null))).rejects.toThrow();
    await expect(handler(codeEvent('CustomEmailSender_SignUp', await kms.seal('1'), ''))).rejects.toThrow();

    expect(await outbox()).toEqual([]);
  });

  it('queues nothing for a message the store does not send (email sign-in codes, account takeover notices)', async () => {
    const event = codeEvent('CustomEmailSender_AccountTakeOverNotification', null);

    await expect(handler(event)).resolves.toBe(event);

    expect(await outbox()).toEqual([]);
  });
});
