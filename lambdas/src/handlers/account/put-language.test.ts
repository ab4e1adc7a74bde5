import type { MeResponse } from '@shared/api/types/account';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { call } from '../../../test/api-event';
import { USER_A, USER_B, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { countDynamoRequests } from '../../../test/request-counter';
import { seedUser } from '../../../test/seed';
import { eraseAccountData } from '../../data/account-deletion';
import { removeStoredLocale } from '../../data/profile-locale.fixture';

const table = withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'a@example.com');
  await seedUser(USER_B, 'b@example.com');
});

const choose = (token: string | undefined, body: unknown) =>
  call('PUT /me/language', { ...(token ? { token } : {}), body });
const profileItem = (userId: string) => table.get({ pk: `USER#${userId}`, sk: 'PROFILE' });
const me = async (token: string) => (await call('GET /me', { token })).body as MeResponse;
const WRITES = ['PutCommand', 'UpdateCommand', 'TransactWriteCommand', 'BatchWriteCommand', 'DeleteCommand'];
const writesIn = (counts: Record<string, number>) => WRITES.filter((name) => counts[name]);

describe('PUT /me/language', () => {
  it('stores the caller’s language on their profile; GET /me answers it', async () => {
    const response = await choose(auth.tokens.userA, { locale: 'pt-BR' });

    expect(response).toMatchObject({ status: 200, body: { locale: 'pt-BR' } });
    expect(await profileItem(USER_A)).toMatchObject({ locale: 'pt-BR', email: 'a@example.com' });
    expect((await me(auth.tokens.userA)).profile).toMatchObject({ userId: USER_A, locale: 'pt-BR' });
  });

  it('changes only the caller’s own profile: the route names no user, so another user’s token changes theirs', async () => {
    await choose(auth.tokens.userB, { locale: 'de', userId: USER_A });

    expect(await profileItem(USER_A)).toMatchObject({ locale: 'en' });
    expect(await profileItem(USER_B)).toMatchObject({ locale: 'de' });
  });

  it('answers the same language again with 200 and writes nothing', async () => {
    await choose(auth.tokens.userA, { locale: 'fr' });
    const before = await table.items();
    requests.reset();

    const response = await choose(auth.tokens.userA, { locale: 'fr' });

    expect(response).toMatchObject({ status: 200, body: { locale: 'fr' } });
    expect(writesIn(requests.counts())).toEqual([]);
    expect(await table.items()).toEqual(before);
  });

  it('leaves one of the languages asked for after 20 changes at once', async () => {
    const asked = ['es', 'pt-BR', 'fr', 'de'] as const;

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => choose(auth.tokens.userA, { locale: asked[index % asked.length] })),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const stored = await profileItem(USER_A);
    expect(asked).toContain(stored?.locale);
    expect((await me(auth.tokens.userA)).profile?.locale).toBe(stored?.locale);
  });

  it.each([
    ['a language the store does not speak', { locale: 'it' }],
    ['a tag in another case', { locale: 'PT-br' }],
    ['no language', {}],
    ['a language that is not text', { locale: ['es'] }],
  ])('refuses %s with 400 and a clear message, writing nothing', async (_case, body) => {
    const before = await table.items();

    const response = await choose(auth.tokens.userA, body);

    expect(response).toMatchObject({
      status: 400,
      body: { message: "Choose one of the store's languages: en, es, pt-BR, fr, de" },
    });
    expect(await table.items()).toEqual(before);
  });

  it('refuses a body that is not JSON with 400, writing nothing', async () => {
    const before = await table.items();

    const response = await choose(auth.tokens.userA, '{"locale": "es"');

    expect(response.status).toBe(400);
    expect(await table.items()).toEqual(before);
  });

  it('needs a signed-in supporter: no token, or an expired one, is 401 and changes nobody', async () => {
    const before = await table.items();

    expect((await choose(undefined, { locale: 'es' })).status).toBe(401);
    expect((await choose(auth.tokens.expired, { locale: 'es' })).status).toBe(401);
    expect(await table.items()).toEqual(before);
  });

  it('refuses a deleted account’s token with 401, writing nothing', async () => {
    await eraseAccountData(USER_A, new Date());
    const before = await table.items();

    const response = await choose(auth.tokens.userA, { locale: 'es' });

    expect(response).toMatchObject({ status: 401, body: { message: HTTP_MESSAGES.unauthorized } });
    expect(await table.items()).toEqual(before);
  });

  it('answers GET /me of an account from before the language was kept with English', async () => {
    await removeStoredLocale(USER_A);

    expect((await me(auth.tokens.userA)).profile?.locale).toBe('en');
  });
});
