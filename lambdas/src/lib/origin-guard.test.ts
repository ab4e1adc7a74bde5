import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { ORIGIN_SECRET_HEADER } from '@shared/contract/origin-secret';
import { HTTP_MESSAGES } from '@shared/http-messages';
import type { APIGatewayProxyEventHeaders } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { httpResult } from '../../../infra/local/api-response';
import { lambdaContext } from '../../../infra/local/lambda-events';
import { apiEvent } from '../../test/api-event';
import { areaHandler, defineRoute, type HttpLambdaHandler } from './http';
import { originSetting } from './origin-guard';
import { json } from './responses';

// SSM has no local stand-in: its client is mocked (no call reaches AWS).
const ssm = mockClient(SSMClient);
const PARAMETER = '/aws/reference/secretsmanager/d1-gang/test/api-origin-secret';

/** The contact area with placeholder routes; the wall keeps the headers each request gave it in `seen`. */
function contactArea(seen: APIGatewayProxyEventHeaders[] = []): HttpLambdaHandler {
  return areaHandler('contact', [
    defineRoute('GET /wall', {}, async ({ event }) => {
      seen.push(event.headers);
      return json(200, { total: 0, tiers: [] });
    }),
    defineRoute('POST /contact', {}, async () => json(201, { id: 'contact-1' })),
    defineRoute('GET /updates', {}, async () => json(200, { updates: [] })),
    defineRoute('GET /updates/{slug}', {}, async () => json(404, { message: 'This update does not exist.' })),
    defineRoute('GET /goals', {}, async () => json(200, { raisedCents: 0, supporters: 0, goals: [], next: null })),
  ]);
}

async function getWall(handler: HttpLambdaHandler, headers: Record<string, string> = {}) {
  const {
    statusCode,
    headers: responseHeaders,
    body,
  } = httpResult(await handler(apiEvent('GET /wall', { headers }), lambdaContext('test-contact')));
  return { status: statusCode, contentType: responseHeaders['content-type'], body: JSON.parse(body.toString('utf8')) };
}

function secretIs(value: Record<string, string>) {
  ssm.on(GetParametersCommand).resolves({
    Parameters: [{ Name: PARAMETER, Value: JSON.stringify(value), Type: 'SecureString' }],
  });
}

const saved = { parameter: process.env.ORIGIN_SECRET_PARAMETER, check: process.env.ORIGIN_CHECK };
function setEnv(parameter: string | undefined, check: string | undefined) {
  if (parameter === undefined) delete process.env.ORIGIN_SECRET_PARAMETER;
  else process.env.ORIGIN_SECRET_PARAMETER = parameter;
  if (check === undefined) delete process.env.ORIGIN_CHECK;
  else process.env.ORIGIN_CHECK = check;
}

beforeEach(() => ssm.reset());
afterEach(() => setEnv(saved.parameter, saved.check));
afterAll(() => ssm.restore());

describe('the origin setting: on in the cloud, off only by explicit setting', () => {
  test('the secret parameter turns the check on; ORIGIN_CHECK=off turns it off', () => {
    setEnv(PARAMETER, undefined);
    expect(originSetting()).toEqual({ check: 'on', parameter: PARAMETER });
    setEnv(undefined, 'off');
    expect(originSetting()).toEqual({ check: 'off' });
  });

  test('neither set: the area Lambda does not start (never silently off)', () => {
    setEnv(undefined, undefined);
    expect(() => contactArea()).toThrow(
      'Neither ORIGIN_SECRET_PARAMETER nor ORIGIN_CHECK=off is set: the API does not answer without knowing',
    );
  });

  test('both set, or any other value: the Lambda does not start either', () => {
    setEnv(PARAMETER, 'off');
    expect(() => contactArea()).toThrow('ORIGIN_SECRET_PARAMETER and ORIGIN_CHECK are both set');
    setEnv(undefined, 'false');
    expect(() => contactArea()).toThrow('ORIGIN_CHECK may only be "off", not "false"');
  });
});

describe('the origin guard, through the HTTP middy stack', () => {
  test('no header: 403 JSON, before the route runs and without reading the secret', async () => {
    setEnv(PARAMETER, undefined);
    const response = await getWall(contactArea());

    expect(response).toEqual({
      status: 403,
      contentType: expect.stringContaining('application/json'),
      body: { message: HTTP_MESSAGES.forbidden },
    });
    expect(ssm.calls()).toHaveLength(0);
  });

  test('a wrong value: 403', async () => {
    setEnv(PARAMETER, undefined);
    secretIs({ current: 'the-right-one' });

    const response = await getWall(contactArea(), { [ORIGIN_SECRET_HEADER]: 'a-guess' });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.forbidden });
  });

  test("CloudFront's value passes; the route never sees the header; the secret is read decrypted, then cached", async () => {
    setEnv(`${PARAMETER}-cached`, undefined);
    ssm.on(GetParametersCommand).resolves({
      Parameters: [{ Name: `${PARAMETER}-cached`, Value: JSON.stringify({ current: 's3cret' }), Type: 'SecureString' }],
    });
    const seen: APIGatewayProxyEventHeaders[] = [];
    const handler = contactArea(seen);

    // Any case: API Gateway may pass it as CloudFront wrote it; the normalizer lower-cases it first.
    const first = await getWall(handler, { 'X-D1-Origin-Secret': 's3cret' });
    const second = await getWall(handler, { [ORIGIN_SECRET_HEADER]: 's3cret' });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toHaveProperty(ORIGIN_SECRET_HEADER);
    const calls = ssm.commandCalls(GetParametersCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toMatchObject({ Names: [`${PARAMETER}-cached`], WithDecryption: true });
  });

  test('during a rotation both the new and the previous value pass, nothing else', async () => {
    setEnv(`${PARAMETER}-rotating`, undefined);
    ssm.on(GetParametersCommand).resolves({
      Parameters: [
        {
          Name: `${PARAMETER}-rotating`,
          Value: JSON.stringify({ current: 'new-value', previous: 'old-value' }),
          Type: 'SecureString',
        },
      ],
    });
    const handler = contactArea();

    expect((await getWall(handler, { [ORIGIN_SECRET_HEADER]: 'new-value' })).status).toBe(200);
    expect((await getWall(handler, { [ORIGIN_SECRET_HEADER]: 'old-value' })).status).toBe(200);
    expect((await getWall(handler, { [ORIGIN_SECRET_HEADER]: 'older-value' })).status).toBe(403);
  });

  test('a secret that cannot be read fails closed: 500, never the route', async () => {
    setEnv(`${PARAMETER}-broken`, undefined);
    ssm.on(GetParametersCommand).rejects(new Error('AccessDeniedException'));

    const response = await getWall(contactArea(), { [ORIGIN_SECRET_HEADER]: 'anything' });

    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: HTTP_MESSAGES.internal });
  });

  test('ORIGIN_CHECK=off (local stack, tests): no header needed', async () => {
    setEnv(undefined, 'off');
    expect((await getWall(contactArea())).status).toBe(200);
  });
});
