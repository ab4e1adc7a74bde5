import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { seedUser } from '../../../test/seed';
import { listUpdatesRecipients, setEmailPreferences } from '../../data/email-preferences';
import { profileTombstoneChange } from '../../data/profile';
import { transactWriteOnce } from '../../data/transactions';
import { unsubscribeHeaders, unsubscribeToken } from '../../email/unsubscribe-link';

const table = withTestTable();
withTestAuth();
beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'a@example.com');
  await seedUser(USER_B, 'b@example.com');
  await setEmailPreferences(USER_A, true, 'profile', new Date());
  await setEmailPreferences(USER_B, true, 'profile', new Date());
});

const INVALID = { message: 'This unsubscribe link is not valid.' };
const preferences = (userId: string) => table.get({ pk: `EMAILPREFS#USER#${userId}`, sk: 'EMAIL_PREFS' });

/** What a mailbox provider sends for RFC 8058's one-click unsubscribe: a form POST, no sign-in. */
const oneClick = (token: string) =>
  call('POST /email/unsubscribe', {
    query: { token },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('POST /email/unsubscribe', () => {
  it('opts the link’s owner out of development updates with no sign-in, from the one-click form POST', async () => {
    const response = await oneClick(await unsubscribeToken(USER_A, 'a@example.com'));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ unsubscribed: true });
    expect(await preferences(USER_A)).toMatchObject({ updates: false, source: 'unsubscribe-link' });
    expect((await listUpdatesRecipients()).map((recipient) => recipient.userId)).toEqual([USER_B]);
  });

  it('takes the unsubscribe page’s POST with no body, and answers a second click the same', async () => {
    const token = await unsubscribeToken(USER_A, 'A@Example.com');

    expect((await call('POST /email/unsubscribe', { query: { token } })).status).toBe(200);
    expect((await call('POST /email/unsubscribe', { query: { token } })).body).toEqual({ unsubscribed: true });
    expect(await preferences(USER_A)).toMatchObject({ updates: false, source: 'unsubscribe-link' });
  });

  it('changes nothing for a tampered token, a token for another address, a missing one or a deleted account', async () => {
    const token = await unsubscribeToken(USER_A, 'a@example.com');
    const [payload = '', signature = ''] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: USER_B, p: 'updates' })).toString('base64url');
    const before = await table.items();

    const answers = [
      await oneClick(`${payload}.${signature.slice(0, -2)}AA`),
      await oneClick(`${otherUser}.${signature}`),
      await oneClick(await unsubscribeToken(USER_A, 'someone-else@example.com')),
      await oneClick('not-a-token'),
      await call('POST /email/unsubscribe', {}),
    ];

    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: INVALID });
    expect(await table.items()).toEqual(before);

    await transactWriteOnce([profileTombstoneChange(USER_A, 'Deleted account', new Date())]);
    const deleted = await oneClick(token);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 400, body: INVALID });
    expect(await preferences(USER_A)).toMatchObject({ updates: true });
  });
});

describe('unsubscribeHeaders', () => {
  it('names the one-click URL on the API with a signed token, and the RFC 8058 post header', async () => {
    const headers = await unsubscribeHeaders(USER_A, 'a@example.com', 'https://store.d1gang.test');

    expect(headers).toEqual({
      'List-Unsubscribe': `<https://store.d1gang.test/api/email/unsubscribe?token=${await unsubscribeToken(USER_A, 'a@example.com')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
