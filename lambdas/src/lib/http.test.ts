import { HTTP_MESSAGES } from '@shared/http-messages';
import { wallChoiceSchema, wallModerationSchema } from '@shared/schemas/wall';
import * as z from 'zod/mini';
import { lambdaContext, restApiEvent } from '../../../infra/local/lambda-events';
import { apiEvent, call, invoke } from '../../test/api-event';
import { withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { handler as accountHandler } from '../handlers/account';
import { areaHandler, defineRoute } from './http';
import { json, notModified } from './responses';

const table = withTestTable();
const auth = withTestAuth();

/** A placeholder route's answer, for routes a test builds but never calls. */
const notServed = async () => json(501, { message: 'Not served in this test' });

/** The account area's routes other than GET /me, as placeholders. */
function otherAccountRoutes() {
  return [
    defineRoute('PUT /me/tier-submission', {}, notServed),
    defineRoute('GET /me/tickets', {}, notServed),
    defineRoute('GET /me/purchases', {}, notServed),
    defineRoute('GET /me/data', {}, notServed),
    defineRoute('POST /me/deletion', {}, notServed),
    defineRoute('PATCH /me/wall', {}, notServed),
    defineRoute('PUT /me/two-step', {}, notServed),
    defineRoute('GET /me/link-requests/{userCode}', {}, notServed),
    defineRoute('POST /me/link-requests/{userCode}', {}, notServed),
    defineRoute('DELETE /me/game-accounts/{platform}', {}, notServed),
    defineRoute('PUT /me/email-preferences', {}, notServed),
    defineRoute('PUT /me/language', {}, notServed),
    defineRoute('POST /email/unsubscribe', {}, notServed),
    defineRoute('GET /email/unsubscribe', {}, notServed),
    defineRoute('HEAD /email/unsubscribe', {}, notServed),
  ];
}

const form = { name: 'Jordan', email: 'jordan@example.com', message: 'Hello' };

describe('request bodies', () => {
  it.each([
    ['malformed JSON', '{"name": "Jordan",'],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['an empty body', ''],
    ['a prototype-polluting key', '{"__proto__": {"admin": true}, "name": "J"}'],
  ])('answers %s with 400 Invalid request body', async (_label, body) => {
    const response = await call('POST /contact', { body });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidBody });
  });

  it('answers a missing body with 400 Invalid request body', async () => {
    const response = await call('POST /contact', {});

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.invalidBody });
  });

  it('refuses a body over 64 KB before reading it', async () => {
    const response = await call('POST /contact', { body: { ...form, message: 'm'.repeat(64 * 1024) } });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.bodyTooLarge });
  });

  it('counts the bytes, not the characters, of a body', async () => {
    // 22,000 three-byte characters: under 64 K characters, over 64 KB.
    const response = await call('POST /contact', { body: { ...form, message: '€'.repeat(22_000) } });

    expect(response.body).toEqual({ message: HTTP_MESSAGES.bodyTooLarge });
  });

  it('reads a base64-encoded body as API Gateway may send it', async () => {
    const event = apiEvent('POST /contact', { headers: { 'content-type': 'application/json' } });
    event.body = Buffer.from(JSON.stringify(form)).toString('base64');
    event.isBase64Encoded = true;

    expect((await invoke(event)).status).toBe(201);
  });

  it('writes nothing for any refused body', async () => {
    await table.clear();
    await call('POST /contact', { body: '{' });
    await call('POST /contact', { body: { ...form, message: 'm'.repeat(70_000) } });

    expect(await table.items()).toEqual([]);
  });
});

describe('responses', () => {
  it('answers JSON with a JSON content type and no caching', async () => {
    const response = await call('GET /me', { token: auth.tokens.userA });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a REST API (1.0) event in full: a status, headers and a JSON body (1.0 serialises nothing itself)', async () => {
    const event = restApiEvent({
      resource: '/me',
      method: 'GET',
      path: '/me',
      headers: { authorization: [`Bearer ${auth.tokens.userA}`], 'user-agent': ['jest'] },
    });

    const response = await accountHandler(event, lambdaContext('test-account'));

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(response.body)).toHaveProperty('profile');
  });

  it('answers 4xx errors as JSON too', async () => {
    const response = await call('GET /me');

    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.rawBody).toBe(JSON.stringify({ message: HTTP_MESSAGES.unauthorized }));
  });
});

describe('routing inside an area', () => {
  it.each([
    ['GET', '/me/unknown'],
    ['DELETE', '/me'],
    ['GET', '/admin/overview'],
  ])('answers %s %s on the account Lambda with 404', async (method, path) => {
    const event = apiEvent('GET /me', { token: auth.tokens.userA });
    event.rawPath = path;
    event.requestContext.http.method = method;
    event.requestContext.http.path = path;

    const response = (await accountHandler(event, {} as never)) as { statusCode: number; body: string };

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ message: HTTP_MESSAGES.notFound });
  });

  it('refuses to build an area that does not serve exactly its routes from the route table', () => {
    const me = defineRoute('GET /me', {}, notServed);

    expect(() => areaHandler('account', [me])).toThrow(/must serve exactly/);
  });

  it("runs an area's own middlewares before its routes, inside the one error response", async () => {
    const seen: string[] = [];
    const me = defineRoute('GET /me', {}, async () => {
      seen.push('route');
      return notServed();
    });
    const failing = areaHandler('account', [me, ...otherAccountRoutes()], {
      before: [
        {
          before: () => {
            seen.push('area middleware');
            throw new Error('secret store unreachable at 10.0.0.1');
          },
        },
      ],
    });

    const response = await failing(apiEvent('GET /me', { token: auth.tokens.userA }), {} as never);

    expect(seen).toEqual(['area middleware']);
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: HTTP_MESSAGES.internal });
  });

  it('refuses a route that is not in the route table', () => {
    expect(() => defineRoute('GET /nope' as 'GET /me', {}, notServed)).toThrow(/not in the route table/);
  });

  it('validates query strings with the route’s schema and its first message', async () => {
    const route = defineRoute('GET /me', { query: z.object({ n: z.coerce.number({ error: 'Bad n' }) }) }, notServed);
    const event = apiEvent('GET /me', { token: auth.tokens.userA, query: { n: 'x' } });

    await expect(route.handler(event, {} as never)).rejects.toMatchObject({ status: 400, message: 'Bad n' });
  });
});

// Checked by the type-check (npm run typecheck): each line marked @ts-expect-error must not compile.
describe('the route contract, on the server side', () => {
  const wallState = { showOnWall: true, hidden: false };

  it("types a handler's answer by its route: the status and body of its contract, or an error message", () => {
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => json(200, wallState));
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => json(409, { message: 'Not now' }));
    // @ts-expect-error PATCH /me/wall answers the wall choice, not a ticket list
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => json(200, { tickets: [] }));
    // @ts-expect-error PATCH /me/wall answers 200, not 201
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => json(201, wallState));
    // @ts-expect-error a success status does not carry an error message
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => json(200, { message: 'Saved' }));
    // @ts-expect-error an error body is its message, nothing else
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => json(400, { error: 'Bad' }));
    // @ts-expect-error GET /admin/export/purchases.csv answers CSV text
    defineRoute('GET /admin/export/purchases.csv', {}, async () => json(200, { rows: [] }));
  });

  it('lets a GET answer 304 Not Modified to a conditional request, and nothing else', () => {
    defineRoute('GET /me', {}, async () => notModified('"3"'));
    // @ts-expect-error only a GET answers a conditional request with 304
    defineRoute('PATCH /me/wall', { body: wallChoiceSchema }, async () => notModified('"3"'));
  });

  it("takes the body its contract names, from the route's schema", () => {
    // @ts-expect-error PATCH /me/wall takes the supporter's wall choice, not an admin's moderation
    defineRoute('PATCH /me/wall', { body: wallModerationSchema }, async () => json(200, wallState));
  });
});
