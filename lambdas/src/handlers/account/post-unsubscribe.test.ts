import { type ApiServer, startApiServer } from '../../../../infra/local/api-server';
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

  it('changes nothing for a tampered token, one for another address or purpose, a missing one or a deleted account', async () => {
    const token = await unsubscribeToken(USER_A, 'a@example.com');
    const [payload = '', signature = ''] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: USER_B, p: 'updates' })).toString('base64url');
    const otherPurpose = Buffer.from(JSON.stringify({ u: USER_A, p: 'reminders' })).toString('base64url');
    const before = await table.items();

    const answers = [
      await oneClick(`${payload}.${signature.slice(0, -2)}AA`),
      await oneClick(`${otherUser}.${signature}`),
      await oneClick(`${otherPurpose}.${signature}`),
      await oneClick(await unsubscribeToken(USER_A, 'someone-else@example.com')),
      await oneClick(await unsubscribeToken(USER_A, 'someone-else@example.com', 'reminders')),
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

  it('says the link is not valid in the language of the page that sent it, tampered or missing', async () => {
    const tampered = await call('POST /email/unsubscribe', {
      query: { token: 'not-a-token' },
      headers: { 'accept-language': 'es' },
    });
    const missing = await call('POST /email/unsubscribe', { headers: { 'accept-language': 'de' } });

    expect({ status: tampered.status, body: tampered.body }).toEqual({
      status: 400,
      body: { message: 'Este enlace para darte de baja no es válido.' },
    });
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: 400,
      body: { message: 'Dieser Abmeldelink ist nicht gültig.' },
    });
  });
});

describe('GET /email/unsubscribe: the List-Unsubscribe URL opened by a person or fetched by a mail app', () => {
  // Through the local stack's API, as the site's /api proxy reaches it.
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [],
      invokableFunctions: {},
      log: () => undefined,
      loadHandler: async () => (await import('.')).handler as (event: unknown, context: unknown) => Promise<unknown>,
    });
  });
  afterAll(() => api.close());

  const open = (query: string) => fetch(`${api.url}/email/unsubscribe${query}`, { redirect: 'manual' });

  it('sends the visitor to the unsubscribe page with the same token, and changes nothing', async () => {
    const token = await unsubscribeToken(USER_A, 'a@example.com');
    const before = await table.items();

    const response = await open(`?token=${token}`);

    expect({ status: response.status, location: response.headers.get('location') }).toEqual({
      status: 303,
      location: `/unsubscribe?token=${token}`,
    });
    expect(await table.items()).toEqual(before);
    expect(await preferences(USER_A)).toMatchObject({ updates: true, source: 'profile' });
  });

  it('answers a HEAD (a mail app checking the link) as it answers the GET, with no body, and changes nothing', async () => {
    const token = await unsubscribeToken(USER_A, 'a@example.com');
    const before = await table.items();

    const response = await fetch(`${api.url}/email/unsubscribe?token=${token}`, { method: 'HEAD', redirect: 'manual' });

    expect({
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    }).toEqual({ status: 303, location: `/unsubscribe?token=${token}`, body: '' });
    expect(await table.items()).toEqual(before);
  });

  it('sends a link without a token, or with one that is not valid, to the page, which says so', async () => {
    const before = await table.items();

    const missing = await open('');
    const invalid = await open('?token=not%20a%20token');

    expect([missing, invalid].map((response) => [response.status, response.headers.get('location')])).toEqual([
      [303, '/unsubscribe'],
      [303, '/unsubscribe?token=not%20a%20token'],
    ]);
    expect(await table.items()).toEqual(before);
  });

  it('leaves the unsubscribe to the page’s button, whose POST still unsubscribes', async () => {
    const token = await unsubscribeToken(USER_A, 'a@example.com');
    await open(`?token=${token}`);
    expect(await preferences(USER_A)).toMatchObject({ updates: true });

    const pressed = await fetch(`${api.url}/email/unsubscribe?token=${token}`, { method: 'POST' });

    expect(pressed.status).toBe(200);
    expect(await preferences(USER_A)).toMatchObject({ updates: false, source: 'unsubscribe-link' });
  });
});

describe('unsubscribeHeaders', () => {
  it('names the one-click URL on the API with the token, and the RFC 8058 post header', async () => {
    const token = await unsubscribeToken(USER_A, 'a@example.com');

    expect(unsubscribeHeaders(token, 'https://store.d1gang.test')).toEqual({
      'List-Unsubscribe': `<https://store.d1gang.test/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
