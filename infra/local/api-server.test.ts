import { CORS_SETTINGS } from '@shared/contract/cors';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { APIGatewayProxyEvent, EventBridgeEvent } from 'aws-lambda';
import { toHttpApiEvent } from '../../lambdas/src/lib/rest-event';
import { type ApiServer, startApiServer } from './api-server';
import type { HandlerName, LambdaHandler } from './handler-modules';

const SITE = 'http://127.0.0.1:5173';

describe('local API server', () => {
  let api: ApiServer;
  const calls: { name: HandlerName; event: unknown; context: unknown }[] = [];
  const logged: string[] = [];
  const behaviour: Partial<Record<HandlerName, LambdaHandler>> = {};

  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [SITE],
      invokableFunctions: { 'post-confirmation': 'post-confirmation' },
      log: (line) => logged.push(line),
      loadHandler: async (name) => async (event, context) => {
        calls.push({ name, event, context });
        const custom = behaviour[name];
        return custom ? custom(event, context) : { statusCode: 200, body: JSON.stringify({ handledBy: name }) };
      },
    });
  });

  afterAll(() => api.close());
  beforeEach(() => {
    calls.length = 0;
    logged.length = 0;
    for (const name of Object.keys(behaviour)) delete behaviour[name as HandlerName];
  });

  it("calls the route's area handler with a REST API (payload 1.0) event, as the cloud does", async () => {
    const response = await fetch(`${api.url}/admin/users/user%201?q=ann&q=bob&limit=5`, {
      headers: { Authorization: 'Bearer abc', 'X-Custom': 'one', Cookie: 'a=1; b=2', 'User-Agent': 'jest' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ handledBy: 'admin' });
    expect(calls).toHaveLength(1);
    const event = calls[0]?.event as APIGatewayProxyEvent;
    expect(event).toMatchObject({
      resource: '/admin/users/{userId}',
      path: '/admin/users/user%201',
      httpMethod: 'GET',
      queryStringParameters: { q: 'bob', limit: '5' },
      multiValueQueryStringParameters: { q: ['ann', 'bob'], limit: ['5'] },
      pathParameters: { userId: 'user 1' },
      isBase64Encoded: false,
      body: null,
      requestContext: {
        httpMethod: 'GET',
        resourcePath: '/admin/users/{userId}',
        path: '/live/admin/users/user%201',
        stage: 'live',
        identity: { sourceIp: '127.0.0.1', userAgent: 'jest' },
      },
    });
    expect(event).not.toHaveProperty('version');
    expect(event.headers).toMatchObject({ authorization: 'Bearer abc', 'x-custom': 'one', cookie: 'a=1; b=2' });
    expect(event.multiValueHeaders).toMatchObject({ authorization: ['Bearer abc'] });
    expect(event.requestContext.requestId).toEqual(expect.any(String));
    expect(event.requestContext.requestTime).toMatch(/^\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    const context = calls[0]?.context as { functionName: string; getRemainingTimeInMillis(): number };
    expect(context.functionName).toBe('d1-local-admin');
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(0);
  });

  it('gives the handlers, through the one adapter, the 2.0 shape they read', async () => {
    await fetch(`${api.url}/admin/users/user%201?q=ann&q=bob&limit=5`, {
      headers: { Authorization: 'Bearer abc', Cookie: 'a=1; b=2', 'User-Agent': 'jest' },
    });

    const event = toHttpApiEvent(calls[0]?.event as APIGatewayProxyEvent);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /admin/users/{userId}',
      rawPath: '/admin/users/user%201',
      rawQueryString: 'q=ann&q=bob&limit=5',
      queryStringParameters: { q: 'ann,bob', limit: '5' },
      pathParameters: { userId: 'user 1' },
      cookies: ['a=1', 'b=2'],
      requestContext: {
        http: { method: 'GET', path: '/admin/users/user%201', sourceIp: '127.0.0.1', userAgent: 'jest' },
      },
    });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBeUndefined();
  });

  it('passes a form-encoded POST body as it came', async () => {
    await fetch(`${api.url}/email/unsubscribe?token=t%2B1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    const event = calls[0]?.event as APIGatewayProxyEvent;
    expect(event).toMatchObject({
      resource: '/email/unsubscribe',
      httpMethod: 'POST',
      body: 'List-Unsubscribe=One-Click',
      isBase64Encoded: false,
      queryStringParameters: { token: 't+1' },
    });
    expect(toHttpApiEvent(event)).toMatchObject({ rawQueryString: 'token=t%2B1', body: 'List-Unsubscribe=One-Click' });
  });

  it('passes the body as a string and writes back status, headers and every cookie', async () => {
    behaviour.account = async () => ({
      statusCode: 409,
      headers: { 'content-type': 'application/json', 'x-next-cursor': 'abc' },
      cookies: ['one=1; Path=/', 'two=2; Path=/'],
      body: JSON.stringify({ message: 'locked' }),
    });

    const response = await fetch(`${api.url}/me/tier-submission`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ nickname: 'Hoops' }),
    });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'locked' });
    expect(response.headers.get('x-next-cursor')).toBe('abc');
    expect(response.headers.getSetCookie()).toEqual(['one=1; Path=/', 'two=2; Path=/']);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-expose-headers')).toBe(CORS_SETTINGS.ExposeHeaders.join(','));
    const event = calls[0]?.event as APIGatewayProxyEvent;
    expect(`${event.httpMethod} ${event.resource}`).toBe('PUT /me/tier-submission');
    expect(event.body).toBe('{"nickname":"Hoops"}');
  });

  it('answers a CORS preflight from the site origin without calling a handler', async () => {
    const response = await fetch(`${api.url}/checkout`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    // The local settings (shared/contract/cors.ts): the cloud API has no CORS.
    expect(response.headers.get('access-control-allow-methods')).toBe(CORS_SETTINGS.AllowMethods.join(','));
    expect(response.headers.get('access-control-max-age')).toBe(String(CORS_SETTINGS.MaxAge));
    expect(calls).toHaveLength(0);
  });

  it('gives no CORS grant to another origin', async () => {
    const response = await fetch(`${api.url}/me`, { headers: { origin: 'http://evil.example' } });

    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an unknown route or method with 404 {"message":"Not Found"}', async () => {
    const unknownPath = await fetch(`${api.url}/nope`);
    const wrongMethod = await fetch(`${api.url}/me`, { method: 'DELETE' });

    expect(unknownPath.status).toBe(404);
    expect(await unknownPath.json()).toEqual({ message: HTTP_MESSAGES.notFound });
    expect(wrongMethod.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('turns a handler that throws into a logged 500 and keeps serving', async () => {
    behaviour.checkout = async () => {
      throw new Error('boom');
    };

    const failed = await fetch(`${api.url}/checkout`, { method: 'POST', body: '{}' });
    const next = await fetch(`${api.url}/me`);

    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: HTTP_MESSAGES.internal });
    expect(logged.join('\n')).toContain('POST /checkout failed: Error: boom');
    expect(next.status).toBe(200);
  });

  it('answers the Lambda Invoke path for the post-confirmation trigger', async () => {
    behaviour['post-confirmation'] = async (event) => event;
    const trigger = { triggerSource: 'PostConfirmation_ConfirmSignUp', request: { userAttributes: { sub: 's1' } } };

    const response = await fetch(`${api.url}/2015-03-31/functions/post-confirmation/invocations`, {
      method: 'POST',
      body: JSON.stringify(trigger),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBeNull();
    expect(await response.json()).toEqual(trigger);
    expect(calls[0]?.name).toBe('post-confirmation');
  });

  it('reports a failing trigger as a Lambda function error', async () => {
    behaviour['post-confirmation'] = async () => {
      throw new TypeError('no table');
    };

    const response = await fetch(`${api.url}/2015-03-31/functions/post-confirmation/invocations`, {
      method: 'POST',
      body: '{}',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await response.json()).toEqual({ errorType: 'TypeError', errorMessage: 'no table' });
  });

  it('refuses to invoke an unknown function with 404', async () => {
    const response = await fetch(`${api.url}/2015-03-31/functions/other/invocations`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('forwards a Stripe event to the stripe-events handler inside an EventBridge envelope', async () => {
    const stripeEvent = { id: 'evt_1', object: 'event', type: 'charge.refunded', created: 1_700_000_000, data: {} };

    const response = await fetch(`${api.url}/_local/stripe-events`, {
      method: 'POST',
      body: JSON.stringify(stripeEvent),
    });

    expect(response.status).toBe(200);
    expect(calls[0]?.name).toBe('stripe-events');
    const envelope = calls[0]?.event as EventBridgeEvent<string, unknown>;
    expect(envelope).toMatchObject({
      version: '0',
      'detail-type': 'charge.refunded',
      source: 'aws.partner/stripe.com/local',
      account: '000000000000',
      time: '2023-11-14T22:13:20Z',
      resources: [],
      detail: stripeEvent,
    });
    expect(envelope.id).toEqual(expect.any(String));
  });

  it('forwards an SES bounce, in its event publishing format, to the ses-events handler as EventBridge does', async () => {
    const bounce = {
      eventType: 'Bounce',
      mail: { messageId: 'ses-1', tags: { user: ['user-1'] } },
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'fan@example.com' }] },
    };

    const response = await fetch(`${api.url}/_local/ses-events`, { method: 'POST', body: JSON.stringify(bounce) });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(calls.map((call) => call.name)).toEqual(['ses-events']);
    expect(calls[0]?.event).toEqual({ source: 'aws.ses', 'detail-type': 'Email Bounce', detail: bounce });
  });

  it('runs the update sender as its schedule does on POST /_local/updates/run, again while a run stopped unfinished', async () => {
    let invocations = 0;
    behaviour['update-sender'] = async () => {
      invocations += 1;
      return { runs: [{ updateId: 'u1', queued: invocations === 1 ? 40 : 60, finished: invocations > 1 }] };
    };

    const response = await fetch(`${api.url}/_local/updates/run`, { method: 'POST' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      runs: [
        { updateId: 'u1', queued: 40, finished: false },
        { updateId: 'u1', queued: 60, finished: true },
      ],
    });
    expect(calls.map((call) => [call.name, call.event])).toEqual([
      ['update-sender', { source: 'local' }],
      ['update-sender', { source: 'local' }],
    ]);
  });

  it('tells what runs after each request which route it answered (the send route starts the update sender)', async () => {
    const answered: (string | undefined)[] = [];
    const server = await startApiServer({
      port: 0,
      host: '127.0.0.1',
      siteOrigins: [SITE],
      invokableFunctions: {},
      loadHandler: async (name) => async () =>
        name === 'update-sender' ? { runs: [] } : { statusCode: 200, body: '{}' },
      afterHandler: (key) => answered.push(key),
    });
    try {
      await fetch(`${server.url}/admin/updates/u1/send`, { method: 'POST', body: '{}' });
      await fetch(`${server.url}/_local/updates/run`, { method: 'POST' });
    } finally {
      await server.close();
    }

    expect(answered).toEqual(['POST /admin/updates/{updateId}/send', undefined]);
  });
  it('runs the setup reminder sweep at the time the body names, or now, and answers what it sent', async () => {
    behaviour['setup-reminders'] = async () => ({ sent: 1 });

    const at = await fetch(`${api.url}/_local/reminders`, {
      method: 'POST',
      body: JSON.stringify({ now: '2026-12-01T10:00:00.000Z' }),
    });
    const now = await fetch(`${api.url}/_local/reminders`, { method: 'POST' });

    expect(at.status).toBe(200);
    expect(await at.json()).toEqual({ sent: 1 });
    expect(now.status).toBe(200);
    expect(calls.map((call) => [call.name, call.event])).toEqual([
      ['setup-reminders', { source: 'local', now: '2026-12-01T10:00:00.000Z' }],
      ['setup-reminders', { source: 'local' }],
    ]);
  });
});
