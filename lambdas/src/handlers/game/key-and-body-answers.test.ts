import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ROUTES, type RouteKey, routeKey } from '@shared/api/routes';
import { PARTITION, SORT_KEY } from '@shared/contract/table-keys';
import { GAME_MESSAGES } from '@shared/game-messages';
import { HTTP_MESSAGES } from '@shared/http-messages';
import { type CallOptions, call } from '../../../test/api-event';
import { withTestTable } from '../../../test/dynamo-table';
import { expectGameResponseValid } from '../../../test/game-api-document';
import { formCall } from '../../../test/game-kit';
import type { AuditActor } from '../../data/audit';
import { documentClient, tableName } from '../../data/client';
import { createGameKey, revokeGameKey } from '../../data/game-keys';
import { GAME_KEY_RATE_LIMIT } from '../../data/rate-limit';

const table = withTestTable();
beforeEach(() => table.clear());

const ADMIN: AuditActor = { actor: 'admin', adminId: 'admin-1', adminEmail: 'admin@example.com' };
const KEYED_ROUTES = ROUTES.filter((route) => route.access === 'game').map(routeKey);
const POST_ROUTES = KEYED_ROUTES.filter((key) => key.startsWith('POST '));
/** The device flow's endpoints: the same key, as OAuth client credentials (oauth-endpoint-answers.test.ts). */
const OAUTH_ROUTES = ROUTES.filter((route) => route.access === 'game-client').map(routeKey);
const PARAMS = { platform: 'steam', playerId: '76561198000000001' };

async function newKey(): Promise<{ keyId: string; secret: string }> {
  const { key, secret } = await createGameKey('EU game servers', ADMIN, new Date());
  return { keyId: key.keyId, secret };
}

/** Calls a route the way a game server does and checks the answer against the OpenAPI document. */
async function answer(key: RouteKey, options: CallOptions) {
  const result = await call(key, { params: PARAMS, ...options });
  expectGameResponseValid(key, result.status, result.body);
  return result;
}

/** The key's counter at the limit in this minute's window and the next one (a test may cross a minute). */
async function spendRateLimit(keyId: string): Promise<void> {
  const thisWindow = Math.floor(Date.now() / GAME_KEY_RATE_LIMIT.windowMs) * GAME_KEY_RATE_LIMIT.windowMs;
  for (const windowStart of [thisWindow, thisWindow + GAME_KEY_RATE_LIMIT.windowMs]) {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `${PARTITION.rateLimit}${GAME_KEY_RATE_LIMIT.action}#key#${keyId}`,
          sk: `${SORT_KEY.rateWindow}${new Date(windowStart).toISOString()}`,
          count: GAME_KEY_RATE_LIMIT.limit,
        },
      }),
    );
  }
}

describe("the game API's key check answers as its OpenAPI document says", () => {
  it.each(KEYED_ROUTES)('%s: 401 without a key, with a wrong one and with a revoked one', async (key) => {
    const { keyId, secret } = await newKey();
    await revokeGameKey(keyId, ADMIN, new Date());

    for (const token of [undefined, 'd1g_sk_not-a-key', secret]) {
      const result = await answer(key, { ...(token ? { token } : {}), body: {} });

      expect([result.status, result.body]).toEqual([401, { message: GAME_MESSAGES.invalidKey }]);
      // RFC 6750 section 3: the challenge, with invalid_token once a credential came.
      expect(result.headers['www-authenticate']).toBe(
        token ? 'Bearer realm="D1 Gang game API", error="invalid_token"' : 'Bearer realm="D1 Gang game API"',
      );
    }
  });

  it.each([...KEYED_ROUTES, ...OAUTH_ROUTES])(
    '%s: 429 once the key used its 600 requests of the minute',
    async (key) => {
      const { keyId, secret } = await newKey();
      await spendRateLimit(keyId);

      const result = await answer(
        key,
        OAUTH_ROUTES.includes(key) ? { ...formCall(secret, {}), params: PARAMS } : { token: secret, body: {} },
      );

      expect([result.status, result.body]).toEqual([429, { message: GAME_MESSAGES.keyRateLimited }]);
    },
  );
});

describe("the game API's body checks answer as its OpenAPI document says", () => {
  it.each(POST_ROUTES)('%s: 400 for a body that is not a JSON object, 415 for one that is not JSON', async (key) => {
    const { secret } = await newKey();

    for (const body of ['{"platform":', '[]', '"steam"']) {
      const result = await answer(key, { token: secret, body });

      expect([result.status, result.body]).toEqual([400, { message: HTTP_MESSAGES.invalidBody }]);
    }
    const form = await answer(key, { token: secret, body: 'changeIds=1', headers: { 'content-type': 'text/plain' } });

    expect([form.status, form.body]).toEqual([415, { message: HTTP_MESSAGES.unsupportedMediaType }]);
  });
});

describe('expectGameResponseValid', () => {
  it('accepts the answers the document lists, a 304 with no body included', () => {
    expect(() =>
      expectGameResponseValid('GET /game/v1/players/{platform}/{playerId}/entitlements', 404, {
        message: GAME_MESSAGES.notLinked,
      }),
    ).not.toThrow();
    expect(() =>
      expectGameResponseValid('GET /game/v1/players/{platform}/{playerId}/entitlements', 304, ''),
    ).not.toThrow();
    expect(() =>
      expectGameResponseValid('POST /game/v1/link-requests/token', 400, {
        error: 'authorization_pending',
        error_description: 'The player has not answered yet.',
      }),
    ).not.toThrow();
  });

  it('refuses a status the route does not list, a body off its schema and a body on a 304', () => {
    expect(() => expectGameResponseValid('GET /game/v1/changes', 404, { message: 'Not Found' })).toThrow(
      'The document lists no 404 for GET /game/v1/changes',
    );
    expect(() =>
      expectGameResponseValid('GET /game/v1/changes', 200, { changes: [], nextCursor: 3, hasMore: false }),
    ).toThrow('GET /game/v1/changes 200 does not match the document: /nextCursor must be string');
    expect(() =>
      expectGameResponseValid('POST /game/v1/link-requests/token', 400, { error: 'invalid_grant', message: 'x' }),
    ).toThrow('POST /game/v1/link-requests/token 400 does not match the document');
    expect(() => expectGameResponseValid('POST /game/v1/deliveries', 200, { delivered: 1, changeIds: ['1'] })).toThrow(
      'must NOT have additional properties',
    );
    expect(() =>
      expectGameResponseValid('GET /game/v1/players/{platform}/{playerId}/entitlements', 304, { linked: true }),
    ).toThrow('has no body in the document');
  });
});
