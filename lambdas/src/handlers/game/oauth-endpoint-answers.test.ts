import { ROUTES, type RouteKey, routeKey } from '@shared/api/routes';
import { basicAuthorization } from '@shared/game-client-credentials';
import { OAUTH_ERROR_DESCRIPTIONS, OAUTH_REQUEST_MESSAGES } from '@shared/game-messages';
import { DEVICE_CODE_GRANT_TYPE } from '@shared/schemas/game';
import { apiEvent, type CallOptions, call, invoke } from '../../../test/api-event';
import { ADMIN } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { expectGameResponseValid } from '../../../test/game-api-document';
import { gameItems, newGameKey, parseKey } from '../../../test/game-kit';
import { revokeGameKey } from '../../data/game-keys';

// The device flow's two endpoints, as an OAuth client meets them: form bodies, the key as client
// credentials (RFC 6749 section 2.3.1), and RFC 6749 section 5.2's errors.
const table = withTestTable();
let key: string;
beforeEach(async () => {
  await table.clear();
  key = await newGameKey();
});

const OAUTH_ROUTES = ROUTES.filter((route) => route.access === 'game-client').map(routeKey);
const FORM = 'application/x-www-form-urlencoded';
const VALID_FORMS: Record<string, Record<string, string>> = {
  'POST /game/v1/link-requests': { platform: 'steam', player_id: 'p-1', display_name: 'Hooper' },
  'POST /game/v1/link-requests/token': { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: 'A'.repeat(43) },
};
const oauthError = (error: keyof typeof OAUTH_ERROR_DESCRIPTIONS) => ({
  error,
  error_description: OAUTH_ERROR_DESCRIPTIONS[error],
});
const invalidRequest = (description: string) => ({ error: 'invalid_request', error_description: description });

async function answer(route: RouteKey, options: CallOptions) {
  const result = await call(route, options);
  expectGameResponseValid(route, result.status, result.body);
  return result;
}

function formOf(route: RouteKey, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...VALID_FORMS[route], ...extra }).toString();
}

describe("the device flow's client authentication", () => {
  it.each(OAUTH_ROUTES)(
    '%s: 401 invalid_client with the Basic challenge for no, wrong, revoked or mismatched credentials',
    async (route) => {
      const other = await newGameKey('Other servers');
      const { keyId } = parseKey(key);
      const revoked = await newGameKey('Old servers');
      await revokeGameKey(
        parseKey(revoked).keyId,
        { actor: 'admin', adminId: ADMIN, adminEmail: 'a@x.test' },
        new Date(),
      );
      const credentials: Array<Record<string, string>> = [
        {},
        { authorization: basicAuthorization(keyId, 'd1g_sk_not-a-key') },
        { authorization: basicAuthorization(parseKey(revoked).keyId, revoked) },
        { authorization: basicAuthorization(keyId, other) },
        { authorization: `Bearer ${key}` },
      ];

      for (const headers of credentials) {
        const result = await answer(route, { headers: { ...headers, 'content-type': FORM }, body: formOf(route) });

        expect([result.status, result.body]).toEqual([401, oauthError('invalid_client')]);
        expect(result.headers['www-authenticate']).toBe('Basic realm="D1 Gang game API"');
        expect(result.headers['cache-control']).toBe('no-store');
      }
      expect(await gameItems(table)).toHaveLength(3); // the three keys, no request
    },
  );

  it.each(OAUTH_ROUTES)(
    "%s: takes client_secret_post, and refuses a client_id that is not the key's own",
    async (route) => {
      const { keyId } = parseKey(key);
      const posted = await answer(route, {
        headers: { 'content-type': FORM },
        body: formOf(route, { client_id: keyId, client_secret: key }),
      });
      const mismatched = await answer(route, {
        headers: { 'content-type': FORM, authorization: basicAuthorization(keyId, key) },
        body: formOf(route, { client_id: 'someone-else' }),
      });

      expect(posted.status).not.toBe(401);
      expect([mismatched.status, mismatched.body]).toEqual([401, oauthError('invalid_client')]);
    },
  );

  it.each(OAUTH_ROUTES)('%s: refuses two ways of authenticating at once (RFC 6749 section 2.3)', async (route) => {
    const { keyId } = parseKey(key);

    const result = await answer(route, {
      headers: { 'content-type': FORM, authorization: basicAuthorization(keyId, key) },
      body: formOf(route, { client_id: keyId, client_secret: key }),
    });

    expect([result.status, result.body]).toEqual([
      400,
      invalidRequest(OAUTH_REQUEST_MESSAGES.twoClientAuthentications),
    ]);
  });
});

describe("the device flow's form", () => {
  it.each(OAUTH_ROUTES)('%s: a JSON or text body is invalid_request, and changes nothing', async (route) => {
    const authorization = basicAuthorization(parseKey(key).keyId, key);

    for (const [contentType, body] of [
      ['application/json', JSON.stringify(VALID_FORMS[route])],
      ['text/plain', formOf(route)],
      [undefined, formOf(route)],
    ] as const) {
      const result = await answer(route, {
        headers: { authorization, ...(contentType ? { 'content-type': contentType } : {}) },
        body,
      });

      expect([result.status, result.body]).toEqual([400, invalidRequest(OAUTH_REQUEST_MESSAGES.formRequired)]);
    }
    expect(await gameItems(table)).toHaveLength(1);
  });

  it.each(OAUTH_ROUTES)('%s: a parameter sent twice is invalid_request (RFC 6749 section 3.1)', async (route) => {
    const name = Object.keys(VALID_FORMS[route] ?? {})[0] as string;

    const result = await answer(route, {
      headers: { authorization: basicAuthorization(parseKey(key).keyId, key), 'content-type': FORM },
      body: `${formOf(route)}&${name}=again`,
    });

    expect([result.status, result.body]).toEqual([400, invalidRequest(OAUTH_REQUEST_MESSAGES.repeated(name))]);
  });

  it('reads a base64-encoded form, as API Gateway may hand it over', async () => {
    const route = 'POST /game/v1/link-requests';

    const event = apiEvent(route, {
      headers: { authorization: basicAuthorization(parseKey(key).keyId, key), 'content-type': FORM },
      body: formOf(route),
    });

    const result = await invoke({
      ...event,
      body: Buffer.from(event.body ?? '').toString('base64'),
      isBase64Encoded: true,
    });

    expect([result.status, (result.body as { user_code?: string }).user_code]).toEqual([200, expect.any(String)]);
  });

  it.each([
    [{ player_id: '' }, 'player_id is required'],
    [{ platform: 'wii' }, 'platform must be one of steam, epic, xbox, psn, dev'],
    [{ player_id: 'has space' }, 'player_id may hold letters, digits and . _ : @ - only'],
    [{ display_name: 'x'.repeat(65) }, 'display_name must be at most 64 characters'],
  ])('the device authorization request names the parameter at fault: %o', async (extra, description) => {
    const route = 'POST /game/v1/link-requests';

    const result = await answer(route, {
      headers: { authorization: basicAuthorization(parseKey(key).keyId, key), 'content-type': FORM },
      body: formOf(route, extra),
    });

    expect([result.status, result.body]).toEqual([400, invalidRequest(description)]);
  });

  it('answers invalid_scope for a scope other than entitlements', async () => {
    const route = 'POST /game/v1/link-requests';

    const result = await answer(route, {
      headers: { authorization: basicAuthorization(parseKey(key).keyId, key), 'content-type': FORM },
      body: formOf(route, { scope: 'admin' }),
    });

    expect([result.status, result.body]).toEqual([400, oauthError('invalid_scope')]);
  });

  it('answers the token request without grant_type invalid_request, and with another grant type unsupported_grant_type', async () => {
    const route = 'POST /game/v1/link-requests/token';
    const headers = { authorization: basicAuthorization(parseKey(key).keyId, key), 'content-type': FORM };

    const missing = await answer(route, { headers, body: `device_code=${'A'.repeat(43)}` });
    const other = await answer(route, { headers, body: formOf(route, { grant_type: 'client_credentials' }) });
    const noCode = await answer(route, { headers, body: `grant_type=${encodeURIComponent(DEVICE_CODE_GRANT_TYPE)}` });

    expect([missing.status, missing.body]).toEqual([400, invalidRequest(OAUTH_REQUEST_MESSAGES.grantTypeRequired)]);
    expect([other.status, other.body]).toEqual([400, oauthError('unsupported_grant_type')]);
    expect([noCode.status, noCode.body]).toEqual([400, invalidRequest(OAUTH_REQUEST_MESSAGES.deviceCodeRequired)]);
  });
});
