import middy from '@middy/core';
import { ROUTES, type RouteDef, routeKey } from '@shared/api/routes';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { lambdaContext } from '../../../infra/local/lambda-events';
import { apiEvent } from '../../test/api-event';
import { withTestAuth } from '../../test/auth-server';
import { withTestTable } from '../../test/dynamo-table';
import { countDynamoRequests } from '../../test/request-counter';
import { type AuthorizedEvent, authorize } from './authorize';
import { errorResponse } from './error-response';
import { logger } from './logger';
import { StandingUnconfirmedError } from './own-standing';
import { type HttpResponse, json } from './responses';

withTestTable();
const auth = withTestAuth();
const requests = countDynamoRequests();
beforeEach(() => requests.reset());
afterEach(() => jest.restoreAllMocks());

const READS_OWN_STANDING = { access: 'user', area: 'account', readsOwnStanding: true } as const;
const SECRET = { nickname: 'Only Mine' };

/** A route that reads its own standing, around a handler that serves the caller's records. */
async function callRoute(handle: (event: AuthorizedEvent) => void): Promise<{ status: number; body: unknown }> {
  const route = middy<AuthorizedEvent, HttpResponse>(async (event: AuthorizedEvent) => {
    handle(event);
    return json(200, SECRET);
  })
    .use(errorResponse())
    .use(authorize(READS_OWN_STANDING));
  const event = apiEvent('GET /me', { token: auth.tokens.userA }) as AuthorizedEvent;
  const response = await route(event, lambdaContext('account'));
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

describe('a route whose handler reads the caller’s standing itself', () => {
  it('sends no read of its own before the handler, and serves what the handler confirmed', async () => {
    const response = await callRoute((event) =>
      event.standing?.confirm({ deleted: false, twoStepOn: false, twoStepChangedAt: null }),
    );

    expect(response).toEqual({ status: 200, body: SECRET });
    expect(requests.counts()).toEqual({});
  });

  it('refuses a deleted account with the 401 every other route gives it', async () => {
    const response = await callRoute((event) =>
      event.standing?.confirm({ deleted: true, twoStepOn: false, twoStepChangedAt: '2026-11-24T10:00:00.000Z' }),
    );

    expect(response).toEqual({ status: 401, body: { message: HTTP_MESSAGES.unauthorized } });
  });

  it('fails with a bare 500, logged, when the handler returns without confirming', async () => {
    const logged = jest.spyOn(logger, 'error');

    const response = await callRoute(() => {});

    expect(response).toEqual({ status: 500, body: { message: HTTP_MESSAGES.internal } });
    expect(logged).toHaveBeenCalledWith('Unhandled error', { error: expect.any(StandingUnconfirmedError) });
  });

  it('fails with a bare 500 when the handler swallows the refusal of a deleted account', async () => {
    const response = await callRoute((event) => {
      try {
        event.standing?.confirm({ deleted: true, twoStepOn: false, twoStepChangedAt: null });
      } catch {}
    });

    expect(response).toEqual({ status: 500, body: { message: HTTP_MESSAGES.internal } });
  });

  it('hands the check only to routes that read their own standing', async () => {
    let given: unknown = 'unset';
    const route = middy<AuthorizedEvent, HttpResponse>(async (event: AuthorizedEvent) => {
      given = event.standing;
      return json(200, SECRET);
    }).use(authorize({ access: 'user', area: 'account' }));

    await route(apiEvent('GET /me', { token: auth.tokens.userA }) as AuthorizedEvent, lambdaContext('account'));

    expect(given).toBeNull();
    expect(requests.counts()).toEqual({ GetItemCommand: 1 });
  });
});

describe('the routes that may read their own standing', () => {
  it('are GET /me and GET /me/purchases alone (each reads the profile in the Query it makes anyway)', () => {
    expect(ROUTES.filter((route: RouteDef) => route.readsOwnStanding).map(routeKey)).toEqual([
      'GET /me',
      'GET /me/purchases',
    ]);
  });

  it.each([
    ['an admin route', { access: 'admin', area: 'admin' }],
    ['a route of the admin area', { access: 'user', area: 'admin' }],
    ['a route a signed-out caller may call', { access: 'optional', area: 'contact' }],
    ['the deletion', { access: 'user', area: 'account', finishesDeletion: true }],
  ] as const)('never include %s: its middleware refuses to start', (_label, route) => {
    // @ts-expect-error the route table's type refuses it too
    const declared: RouteDef = { method: 'GET', path: '/x', ...route, readsOwnStanding: true };

    expect(() => authorize(declared)).toThrow(
      'Only a signed-in route outside the admin area, and not the deletion, may read its own standing',
    );
  });
});
