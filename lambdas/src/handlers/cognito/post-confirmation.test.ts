import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { withTestTable } from '../../../test/dynamo-table';
import { handler } from './post-confirmation';

const table = withTestTable();
beforeEach(() => table.clear());

const SUB = '7f1e2d3c-1111-4222-8333-944455556666';

function confirmation(
  triggerSource: string,
  attributes: Record<string, string> = {},
  clientMetadata?: Record<string, string>,
): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_test',
    userName: SUB,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { sub: SUB, email: 'New.Fan@Example.com', ...attributes }, clientMetadata },
    response: {},
  } as PostConfirmationTriggerEvent;
}

describe('post-confirmation trigger', () => {
  it('writes the profile and counts the user, returning the event', async () => {
    const event = confirmation('PostConfirmation_ConfirmSignUp');

    await expect(handler(event)).resolves.toBe(event);

    const profile = await table.get({ pk: `USER#${SUB}`, sk: 'PROFILE' });
    expect(profile).toMatchObject({
      userId: SUB,
      email: 'New.Fan@Example.com',
      emailLower: 'new.fan@example.com',
      currentTierId: null,
      gsi1pk: 'PROFILES',
      gsi2pk: 'EMAILS#n',
      gsi2sk: `new.fan@example.com#${SUB}`,
    });
    expect(profile?.gsi1sk).toBe(`${profile?.createdAt}#${SUB}`);
    expect(Date.parse(String(profile?.createdAt))).not.toBeNaN();
    expect(await table.totals()).toMatchObject({ userCount: 1 });
  });

  it('is a no-op success when it runs twice', async () => {
    await handler(confirmation('PostConfirmation_ConfirmSignUp'));
    const first = await table.items();

    await expect(
      handler(confirmation('PostConfirmation_ConfirmSignUp', { email: 'changed@example.com' })),
    ).resolves.toBeDefined();

    expect(await table.items()).toEqual(first);
  });

  it('stores the opt-in to development updates given at sign-up (kept on the account), with its time and source', async () => {
    const before = new Date().toISOString();

    // A confirmation on a later visit carries nothing of the sign-up form: the choice is the account's.
    await handler(confirmation('PostConfirmation_ConfirmSignUp', { [SIGN_UP_CONSENT_ATTRIBUTE]: 'true' }));

    const stored = await table.get({ pk: `EMAILPREFS#USER#${SUB}`, sk: 'EMAIL_PREFS' });
    expect(stored).toMatchObject({ userId: SUB, updates: true, source: 'signup', gsi2pk: 'UPDATES_OPTED_IN' });
    expect(String(stored?.updatedAt) >= before).toBe(true);
  });

  it('stores no choice when the sign-up form’s box was left unticked: updates stay off', async () => {
    await handler(confirmation('PostConfirmation_ConfirmSignUp', { [SIGN_UP_CONSENT_ATTRIBUTE]: 'false' }));
    await handler(confirmation('PostConfirmation_ConfirmSignUp'));
    // Only the account's own record of the sign-up counts, not what a confirmation call says.
    await handler(confirmation('PostConfirmation_ConfirmSignUp', {}, { updatesConsent: 'true' }));

    expect(await table.get({ pk: `EMAILPREFS#USER#${SUB}`, sk: 'EMAIL_PREFS' })).toBeUndefined();
  });

  it.each(['es', 'pt-BR', 'fr', 'de', 'en'])(
    'keeps the language the supporter signed up in (%s) on the profile',
    async (locale) => {
      await handler(confirmation('PostConfirmation_ConfirmSignUp', { locale }));

      expect(await table.get({ pk: `USER#${SUB}`, sk: 'PROFILE' })).toMatchObject({ locale });
    },
  );

  // The attribute is the sign-up call's to set: whatever it says that is not one of the store's languages is English.
  it.each([
    ['none', undefined],
    ['a language the store does not speak', 'it'],
    ['a tag in another case', 'PT-br'],
    ['junk', '<script>alert(1)</script>'],
  ])('keeps English for %s', async (_case, locale) => {
    await handler(confirmation('PostConfirmation_ConfirmSignUp', locale === undefined ? {} : { locale }));

    expect(await table.get({ pk: `USER#${SUB}`, sk: 'PROFILE' })).toMatchObject({ locale: 'en' });
  });

  it('ignores a confirmed password reset', async () => {
    await handler(confirmation('PostConfirmation_ConfirmForgotPassword'));

    expect(await table.items()).toEqual([]);
  });

  it('counts each new user once', async () => {
    await handler(confirmation('PostConfirmation_ConfirmSignUp'));
    await handler(confirmation('PostConfirmation_ConfirmSignUp', { sub: 'another-sub' }));
    await handler(confirmation('PostConfirmation_ConfirmSignUp', { sub: 'another-sub' }));

    expect(await table.totals()).toMatchObject({ userCount: 2 });
  });
});
