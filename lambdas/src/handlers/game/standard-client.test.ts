import { entitlementOf } from '@shared/tiers';
import * as oauth from 'oauth4webapi';
import { type ApiServer, startApiServer } from '../../../../infra/local/api-server';
import type { LambdaHandler } from '../../../../infra/local/handler-modules';
import { call } from '../../../test/api-event';
import { USER_A, withTestAuth } from '../../../test/auth-server';
import { withTestTable } from '../../../test/dynamo-table';
import { expireRequest, newGameKey, parseKey, TEST_SITE, waitBeforePolling } from '../../../test/game-kit';
import { seedPurchase, seedSubmission, seedUser } from '../../../test/seed';

// A game server written against a well-kept OAuth library (oauth4webapi), used as its documentation
// says and never patched: it finds the endpoints from the issuer's RFC 8414 metadata, asks for a code
// (RFC 8628) with its key as client credentials, and polls until the player answers. The requests go
// over HTTP to the local API server; `customFetch`, the library's own hook, plays CloudFront: the
// site's /api/* to the API, the site's /.well-known/* to the API's same path.
const table = withTestTable();
const auth = withTestAuth();

let api: ApiServer;
let key: string;
let client: oauth.Client;
let clientAuth: oauth.ClientAuth;

beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    host: '127.0.0.1',
    siteOrigins: [TEST_SITE],
    invokableFunctions: {},
    loadHandler: async (name) => {
      if (name !== 'game') throw new Error(`Only the game API is served here, not ${name}`);
      return (await import('./index')).handler as unknown as LambdaHandler;
    },
  });
});
afterAll(() => api.close());

beforeEach(async () => {
  await table.clear();
  await seedUser(USER_A, 'a@example.com');
  key = await newGameKey();
  client = { client_id: parseKey(key).keyId };
  clientAuth = oauth.ClientSecretBasic(key);
});

/** CloudFront's routing of the site's origin, for the library's requests. */
const viaSite: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== TEST_SITE) throw new Error(`Not the site: ${url}`);
  const path = url.pathname.startsWith('/api/') ? url.pathname.slice('/api'.length) : url.pathname;
  return fetch(`${api.url}${path}${url.search}`, init);
};
const options = { [oauth.customFetch]: viaSite };

async function discover(): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(TEST_SITE);
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...options });
  return oauth.processDiscoveryResponse(issuer, response);
}

async function askForCode(as: oauth.AuthorizationServer, playerId = '76561198000000001') {
  const parameters = { platform: 'steam', player_id: playerId, display_name: 'Hooper', scope: 'entitlements' };
  const response = await oauth.deviceAuthorizationRequest(as, client, clientAuth, parameters, options);
  return oauth.processDeviceAuthorizationResponse(as, client, response);
}

/** One poll; the OAuth error code the library raised, or the token response. */
async function pollOnce(as: oauth.AuthorizationServer, deviceCode: string) {
  const response = await oauth.deviceCodeGrantRequest(as, client, clientAuth, deviceCode, options);
  try {
    return await oauth.processDeviceCodeResponse(as, client, response);
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) return error.error;
    throw error;
  }
}

const decide = (userCode: string, decision: 'link' | 'cancel') =>
  call('POST /me/link-requests/{userCode}', { token: auth.tokens.userA, params: { userCode }, body: { decision } });

describe('a game server on an unmodified OAuth library (oauth4webapi)', () => {
  it("finds the endpoints, links a player through slow_down, and reads the player's entitlements with the token", async () => {
    await seedPurchase(USER_A, 'baller');
    await seedSubmission(USER_A, 'baller', 'Dime Dropper');
    const as = await discover();
    expect(as).toMatchObject({
      issuer: TEST_SITE,
      device_authorization_endpoint: `${TEST_SITE}/api/game/v1/link-requests`,
      token_endpoint: `${TEST_SITE}/api/game/v1/link-requests/token`,
    });

    const codes = await askForCode(as);
    expect(codes).toMatchObject({ verification_uri: `${TEST_SITE}/link`, expires_in: 600, interval: 5 });
    expect(codes.verification_uri_complete).toBe(`${TEST_SITE}/link?code=${codes.user_code}`);

    expect(await pollOnce(as, codes.device_code)).toBe('authorization_pending');
    expect(await pollOnce(as, codes.device_code)).toBe('slow_down');
    expect((await decide(codes.user_code, 'link')).status).toBe(200);
    await waitBeforePolling(codes.device_code, 10);
    const token = await pollOnce(as, codes.device_code);

    expect(token).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'entitlements',
      entitlements: {
        platform: 'steam',
        playerId: '76561198000000001',
        tierId: 'baller',
        benefits: entitlementOf('baller'),
        nickname: 'Dime Dropper',
      },
    });
    const accessToken = (token as oauth.TokenEndpointResponse).access_token;
    const read = await oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL(`${TEST_SITE}/api/game/v1/players/steam/76561198000000001/entitlements`),
      undefined,
      undefined,
      options,
    );
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ playerId: '76561198000000001', tierId: 'baller' });
  });

  it('hears access_denied when the player cancels', async () => {
    const as = await discover();
    const codes = await askForCode(as);

    await decide(codes.user_code, 'cancel');

    expect(await pollOnce(as, codes.device_code)).toBe('access_denied');
  });

  it('hears expired_token once the code expired', async () => {
    const as = await discover();
    const codes = await askForCode(as);

    await expireRequest(codes.device_code);

    expect(await pollOnce(as, codes.device_code)).toBe('expired_token');
  });

  it('authenticates with client_secret_post as well as HTTP Basic', async () => {
    clientAuth = oauth.ClientSecretPost(key);
    const as = await discover();

    const codes = await askForCode(as);

    expect(await pollOnce(as, codes.device_code)).toBe('authorization_pending');
  });

  it('is told invalid_client with a wrong key, as the library reads a 401', async () => {
    clientAuth = oauth.ClientSecretBasic(await newGameKey('Another'));
    const as = await discover();

    const error = await askForCode(as).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    expect((error as oauth.WWWAuthenticateChallengeError).status).toBe(401);
  });
});
