import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { MESSAGES } from '@shared/schemas/messages';
import { lambdaContext, restApiEvent } from '../../../infra/local/lambda-events';
import { apiEvent, call, invoke } from '../../test/api-event';
import { USER_A, withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { seedPurchase } from '../../test/seed';
import { seedAdmin } from '../../test/seed-admin';
import { handler as accountHandler } from '../handlers/account';
import { handler as gameHandler } from '../handlers/game';
import { inLocale } from './locale-context';

/** The API answers in the language the app's page sends as Accept-Language; the game servers' API, in English. */
const table = withTestTable();
const auth = withTestAuth();
beforeEach(() => table.clear());

const SPANISH_NO_TIER = 'Primero compra un nivel';
const GERMAN_NO_TIER = 'Bitte kaufe zuerst eine Stufe';

/** PUT /me/tier-submission by a user who owns no tier: a 400 with the account's message. */
function submitWithoutTier(headers: Record<string, string>) {
  return call('PUT /me/tier-submission', { token: auth.tokens.userB, body: { nickname: 'Ace' }, headers });
}

describe('the language of the API’s answers', () => {
  it('answers a refusal in Spanish for Accept-Language: es, and in German for de', async () => {
    const spanish = await submitWithoutTier({ 'accept-language': 'es' });
    const german = await submitWithoutTier({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });

    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({ message: SPANISH_NO_TIER });
    expect(german.status).toBe(400);
    expect(german.body).toEqual({ message: GERMAN_NO_TIER });
  });

  it.each([
    ['no Accept-Language', {}],
    ['en-US', { 'accept-language': 'en-US' }],
    ['a language the store does not speak', { 'accept-language': 'ja' }],
  ])('answers in English with %s', async (_label, headers: Record<string, string>) => {
    const response = await submitWithoutTier(headers);

    expect(response.body).toEqual({ message: 'Please purchase a tier first' });
    expect(ACCOUNT_MESSAGES.noTier).toBe('Please purchase a tier first');
  });

  it('answers an unauthorized request in the caller’s language', async () => {
    const response = await call('GET /me', { headers: { 'accept-language': 'es' } });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'No autorizado' });
  });

  it('answers a body the schema refuses with the schema’s message in the caller’s language', async () => {
    await seedPurchase(USER_A, 'rookie');

    const response = await call('PUT /me/tier-submission', {
      token: auth.tokens.userA,
      body: { nickname: '' },
      headers: { 'accept-language': 'de' },
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: inLocale('de', () => MESSAGES.nicknameRequired) });
    expect(response.body).not.toEqual({ message: MESSAGES.nicknameRequired });
  });

  it('answers a body that is not JSON in the caller’s language, from the shared stack', async () => {
    const response = await call('PUT /me/tier-submission', {
      token: auth.tokens.userB,
      body: '{"nickname":',
      headers: { 'accept-language': 'fr' },
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Corps de requête invalide' });
  });

  it('reads the header of a REST (1.0) event in any letter case', async () => {
    const event = restApiEvent({
      resource: '/me/tier-submission',
      method: 'PUT',
      path: '/me/tier-submission',
      headers: {
        Authorization: [`Bearer ${auth.tokens.userB}`],
        'Content-Type': ['application/json'],
        'Accept-Language': ['pt-BR,pt;q=0.9'],
        'User-Agent': ['jest'],
      },
      body: JSON.stringify({ nickname: 'Ace' }),
    });

    const response = await accountHandler(event, lambdaContext('test-account'));

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'Compre um nível primeiro' });
  });

  it('keeps each of two requests at once in its own language', async () => {
    const answers = await Promise.all(
      ['es', 'de', 'en', 'es', 'de'].map((language) => submitWithoutTier({ 'accept-language': language })),
    );

    expect(answers.map((answer) => answer.body)).toEqual([
      { message: SPANISH_NO_TIER },
      { message: GERMAN_NO_TIER },
      { message: 'Please purchase a tier first' },
      { message: SPANISH_NO_TIER },
      { message: GERMAN_NO_TIER },
    ]);
  });

  it('leaves the language of the process English once a request is answered', async () => {
    await submitWithoutTier({ 'accept-language': 'es' });

    expect(HTTP_MESSAGES.unauthorized).toBe('Unauthorized');
  });

  it('answers the game servers’ API in English whatever the request asks for', async () => {
    const event = apiEvent('GET /game/v1/changes', { headers: { 'accept-language': 'es' } });
    event.rawPath = '/game/v1/nowhere';
    event.requestContext.http.path = '/game/v1/nowhere';
    event.routeKey = 'GET /game/v1/nowhere';

    const unknown = await gameHandler(event, lambdaContext('test-game'));
    const body = typeof unknown.body === 'string' ? JSON.parse(unknown.body) : unknown.body;
    expect(body).toEqual({ message: 'Not Found' });

    const response = await invoke(apiEvent('GET /game/v1/changes', { headers: { 'accept-language': 'de' } }));
    expect(response.status).toBe(401);
  });

  it('answers the admin panel in English whatever the page sends: the panel is for operators', async () => {
    await seedAdmin();
    const unauthorized = await call('GET /admin/users', { headers: { 'accept-language': 'es' } });
    const invalid = await call('GET /admin/users', {
      token: auth.tokens.admin,
      query: { cursor: 'x'.repeat(1001) },
      headers: { 'accept-language': 'es' },
    });

    expect({ status: unauthorized.status, body: unauthorized.body }).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect({ status: invalid.status, body: invalid.body }).toEqual({
      status: 400,
      body: { message: 'Invalid cursor' },
    });
  });
});
