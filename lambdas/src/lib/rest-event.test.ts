import type { APIGatewayProxyEvent } from 'aws-lambda';
import { apiEvent } from '../../test/api-event';
import { restEventAdapter, toHttpApiEvent } from './rest-event';

/** A REST API (payload 1.0) event as API Gateway sends it through the `live` stage, CloudFront in front. */
function restEvent(overrides: Partial<APIGatewayProxyEvent> = {}): APIGatewayProxyEvent {
  return {
    resource: '/me/link-requests/{userCode}',
    path: '/me/link-requests/ABCD-EFGH',
    httpMethod: 'POST',
    headers: {
      Accept: 'application/json',
      Authorization: 'Bearer token',
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: 'a=1; b=two',
      Host: 'abc123.execute-api.eu-west-1.amazonaws.com',
      'User-Agent': 'Amazon CloudFront',
      'X-Forwarded-For': '203.0.113.9, 130.176.1.1',
    },
    multiValueHeaders: {
      Accept: ['application/json'],
      Authorization: ['Bearer token'],
      'Content-Type': ['application/x-www-form-urlencoded'],
      Cookie: ['a=1; b=two'],
      Host: ['abc123.execute-api.eu-west-1.amazonaws.com'],
      'User-Agent': ['Amazon CloudFront'],
      'X-Forwarded-For': ['203.0.113.9, 130.176.1.1'],
    },
    queryStringParameters: { tier: 'gold', q: 'a b&c' },
    multiValueQueryStringParameters: { tier: ['silver', 'gold'], q: ['a b&c'] },
    pathParameters: { userCode: 'ABCD-EFGH' },
    stageVariables: null,
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      authorizer: { claims: { sub: 'user-1' } },
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      extendedRequestId: 'ext-1',
      httpMethod: 'POST',
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: '130.176.1.1',
        user: null,
        userAgent: 'Amazon CloudFront',
        userArn: null,
      },
      path: '/live/me/link-requests/ABCD-EFGH',
      protocol: 'HTTP/1.1',
      requestId: 'request-1',
      requestTime: '29/Nov/2026:14:00:00 +0000',
      requestTimeEpoch: 1_795_960_800_000,
      resourceId: 'res1',
      resourcePath: '/me/link-requests/{userCode}',
      stage: 'live',
    },
    body: 'decision=approve&note=a%20b',
    isBase64Encoded: false,
    ...overrides,
  };
}

describe('toHttpApiEvent: a REST (1.0) event in the 2.0 shape the handlers read', () => {
  const event = toHttpApiEvent(restEvent());

  test('version and route key: "METHOD /resource/{param}"', () => {
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /me/link-requests/{userCode}');
    expect(event.requestContext.routeKey).toBe('POST /me/link-requests/{userCode}');
  });

  test('rawPath is the path without the stage', () => {
    expect(event.rawPath).toBe('/me/link-requests/ABCD-EFGH');
    expect(event.requestContext.http.path).toBe('/me/link-requests/ABCD-EFGH');
  });

  test('header names are lower case; the cookie header moves to cookies, as in 2.0', () => {
    expect(event.headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer token',
      'content-type': 'application/x-www-form-urlencoded',
      host: 'abc123.execute-api.eu-west-1.amazonaws.com',
      'user-agent': 'Amazon CloudFront',
      'x-forwarded-for': '203.0.113.9, 130.176.1.1',
    });
    expect(event.cookies).toEqual(['a=1', 'b=two']);
  });

  test('a repeated header is joined by commas, as 2.0 does', () => {
    const repeated = toHttpApiEvent(
      restEvent({ headers: { Accept: 'text/html' }, multiValueHeaders: { Accept: ['application/json', 'text/html'] } }),
    );
    expect(repeated.headers.accept).toBe('application/json,text/html');
    expect(repeated.cookies).toBeUndefined();
  });

  test('the query string is rebuilt encoded from every value; a repeated parameter joins its values by commas', () => {
    expect(event.rawQueryString).toBe('tier=silver&tier=gold&q=a%20b%26c');
    expect(event.queryStringParameters).toEqual({ tier: 'silver,gold', q: 'a b&c' });
  });

  test('no query string: an empty rawQueryString and no parameters', () => {
    const plain = toHttpApiEvent(restEvent({ queryStringParameters: null, multiValueQueryStringParameters: null }));
    expect(plain.rawQueryString).toBe('');
    expect(plain.queryStringParameters).toBeUndefined();
  });

  test('method, source IP and user agent in requestContext.http', () => {
    expect(event.requestContext.http).toEqual({
      method: 'POST',
      path: '/me/link-requests/ABCD-EFGH',
      protocol: 'HTTP/1.1',
      sourceIp: '130.176.1.1',
      userAgent: 'Amazon CloudFront',
    });
    expect(event.requestContext).toMatchObject({
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      requestId: 'request-1',
      stage: 'live',
      time: '29/Nov/2026:14:00:00 +0000',
      timeEpoch: 1_795_960_800_000,
    });
  });

  test('path parameters, decoded as API Gateway gives them', () => {
    expect(event.pathParameters).toEqual({ userCode: 'ABCD-EFGH' });
    expect(toHttpApiEvent(restEvent({ pathParameters: null })).pathParameters).toBeUndefined();
  });

  test('a form-encoded POST body is passed as it came, with its encoding flag', () => {
    expect(event.body).toBe('decision=approve&note=a%20b');
    expect(event.isBase64Encoded).toBe(false);
    const binary = toHttpApiEvent(restEvent({ body: Buffer.from('a=1').toString('base64'), isBase64Encoded: true }));
    expect(binary.body).toBe('YT0x');
    expect(binary.isBase64Encoded).toBe(true);
  });

  test('no body: none in the event (a GET)', () => {
    const get = toHttpApiEvent(restEvent({ httpMethod: 'GET', body: null }));
    expect(get.body).toBeUndefined();
    expect(get.requestContext.http.method).toBe('GET');
  });
});

describe('toHttpApiEvent: names a caller chooses', () => {
  test('a query parameter or header named like an object property is a value like any other', () => {
    const event = toHttpApiEvent(
      restEvent({
        multiValueQueryStringParameters: { constructor: ['x'], toString: ['y'] },
        multiValueHeaders: { Constructor: ['z'], hasOwnProperty: ['w'] },
      }),
    );
    expect(event.queryStringParameters).toEqual({ constructor: 'x', toString: 'y' });
    expect(event.rawQueryString).toBe('constructor=x&toString=y');
    expect(event.headers).toEqual({ constructor: 'z', hasownproperty: 'w' });
  });
});

describe('restEventAdapter: the first middleware of every HTTP area', () => {
  test('replaces a 1.0 event with its 2.0 shape', async () => {
    const request = { event: restEvent() as unknown, context: {} } as never as { event: unknown };
    await restEventAdapter().before?.(request as never);
    expect((request.event as { version: string }).version).toBe('2.0');
    expect((request.event as { rawPath: string }).rawPath).toBe('/me/link-requests/ABCD-EFGH');
  });

  test('passes a 2.0 event through unchanged (the same object)', async () => {
    const event = apiEvent('GET /me');
    const request = { event, context: {} } as never as { event: unknown };
    await restEventAdapter().before?.(request as never);
    expect(request.event).toBe(event);
  });
});
