import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { type LocalServer, readBody, sendJson, serve } from '../../infra/local/http-io';

const TEST_CLIENT_ID = 'test-spa-client';
export const USER_A = 'a1b2c3d4-0000-4000-8000-00000000000a';
export const USER_B = 'a1b2c3d4-0000-4000-8000-00000000000b';
export const ADMIN = 'a1b2c3d4-0000-4000-8000-0000000000ad';

export interface TestTokens {
  userA: string;
  userB: string;
  admin: string;
  expired: string;
  idToken: string;
  otherClient: string;
}

export interface TestAuth {
  issuer: string;
  /** An access token as Cognito issues it; claims override the defaults. */
  accessToken(sub: string, claims?: JWTPayload): Promise<string>;
  tokens: TestTokens;
  /** An admin access token with this issuer and key id, signed by a key the JWKS does not hold. */
  forgedAdminToken(): Promise<string>;
  close(): Promise<void>;
}

const COGNITO_TARGET = 'AWSCognitoIdentityProviderService.';

/**
 * The pool's admin API as the admin standing check and the deletion ask it: the admins the tokens
 * were made for are in the admin group with an authenticator app on; anyone else is a plain user.
 */
function cognitoAdminAnswer(
  operation: string,
  input: { Username?: string },
  admins: ReadonlySet<string>,
): { status: number; body: unknown } {
  const isAdmin = admins.has(input.Username ?? '');
  switch (operation) {
    case 'AdminListGroupsForUser':
      return { status: 200, body: { Groups: isAdmin ? [{ GroupName: 'admin' }] : [] } };
    case 'AdminGetUser':
      return {
        status: 200,
        body: { Username: input.Username, UserMFASettingList: isAdmin ? ['SOFTWARE_TOKEN_MFA'] : [] },
      };
    case 'AdminUserGlobalSignOut':
      return { status: 200, body: {} };
    default:
      return {
        status: 400,
        body: { __type: 'UnsupportedOperationException', message: `${operation} is not answered here` },
      };
  }
}

type Sign = (claims: JWTPayload, expiresAt: number) => Promise<string>;

/**
 * A stand-in for the user pool's token side: an RSA key, its JWKS served over http on a free
 * 127.0.0.1 port, and tokens shaped like Cognito's. Points AUTH_* at it, so the production
 * verifier checks these tokens exactly as it checks real ones, and USER_POOL_ID / COGNITO_ENDPOINT, so
 * the admin standing check asks it (the real pool's behaviour is tested against cognito-local).
 */
export async function startAuthServer(): Promise<TestAuth> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // The users the tokens were made for, as the pool's admin API reports them (admins have two-step on).
  const admins = new Set<string>();
  const jwks = await servePool(jwk, admins);
  const issuer = `${jwks.url}/test-pool`;
  Object.assign(process.env, {
    AUTH_ISSUER: issuer,
    AUTH_CLIENT_ID: TEST_CLIENT_ID,
    AUTH_JWKS_URL: `${issuer}/.well-known/jwks.json`,
    USER_POOL_ID: 'test-pool',
    COGNITO_ENDPOINT: jwks.url,
  });

  const sign: Sign = (claims, expiresAt) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(claims.iss ?? issuer)
      .setIssuedAt(expiresAt - 3600)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
  const accessToken = (sub: string, claims: JWTPayload = {}) => {
    const groups = claims['cognito:groups'];
    if (Array.isArray(groups) && groups.includes('admin')) admins.add(sub);
    const authTime = Math.floor(Date.now() / 1000);
    return sign(
      { sub, token_use: 'access', client_id: TEST_CLIENT_ID, username: sub, auth_time: authTime, ...claims },
      inAnHour(),
    );
  };

  return {
    issuer,
    accessToken,
    tokens: await testTokens(sign, accessToken),
    forgedAdminToken: () => forgedAdminToken(issuer),
    close: jwks.close,
  };
}

/** The JWKS, and the pool's admin API as cognitoAdminAnswer gives it. */
function servePool(jwk: object, admins: ReadonlySet<string>): Promise<LocalServer> {
  return serve(async (request, response) => {
    if (request.url?.endsWith('/.well-known/jwks.json')) return sendJson(response, 200, { keys: [jwk] });
    const target = String(request.headers['x-amz-target'] ?? '');
    if (request.method === 'POST' && target.startsWith(COGNITO_TARGET)) {
      const answer = cognitoAdminAnswer(
        target.slice(COGNITO_TARGET.length),
        JSON.parse((await readBody(request)) || '{}'),
        admins,
      );
      return sendJson(response, answer.status, answer.body);
    }
    response.writeHead(404).end();
  });
}

function inAnHour(): number {
  return Math.floor(Date.now() / 1000) + 3600;
}

async function testTokens(sign: Sign, accessToken: TestAuth['accessToken']): Promise<TestTokens> {
  return {
    userA: await accessToken(USER_A),
    userB: await accessToken(USER_B),
    admin: await accessToken(ADMIN, { 'cognito:groups': ['admin'] }),
    expired: await sign(
      { sub: USER_A, token_use: 'access', client_id: TEST_CLIENT_ID },
      Math.floor(Date.now() / 1000) - 60,
    ),
    // ID tokens carry the client id as audience and token_use 'id'.
    idToken: await sign({ sub: USER_A, token_use: 'id', aud: TEST_CLIENT_ID, email: 'a@example.com' }, inAnHour()),
    otherClient: await accessToken(USER_A, { client_id: 'another-client' }),
  };
}

/** An admin access token with the issuer and key id, signed by a key of its own that the JWKS does not hold. */
async function forgedAdminToken(issuer: string): Promise<string> {
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  return new SignJWT({ sub: USER_A, token_use: 'access', client_id: TEST_CLIENT_ID, 'cognito:groups': ['admin'] })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(inAnHour())
    .sign(otherKey);
}

/**
 * The Jest hooks of a test file that needs tokens: the issuer starts before the file's tests and
 * stops after them. Read its fields inside tests (they exist once beforeAll has run).
 */
export function withTestAuth(): Omit<TestAuth, 'close'> {
  let started: TestAuth | undefined;
  beforeAll(async () => {
    started = await startAuthServer();
  });
  afterAll(() => started?.close());
  const current = (): TestAuth => {
    if (!started) throw new Error('The test issuer starts in beforeAll');
    return started;
  };
  return {
    get issuer() {
      return current().issuer;
    },
    get tokens() {
      return current().tokens;
    },
    accessToken: (sub, claims) => current().accessToken(sub, claims),
    forgedAdminToken: () => current().forgedAdminToken(),
  };
}
