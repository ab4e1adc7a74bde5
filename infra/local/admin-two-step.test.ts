/**
 * Two-step sign-in against cognito-local and the local API: admins without an authenticator app are
 * refused on every admin route, the same admin is let in once enrolled and signed in with a code,
 * and an account with two-step sign-in on gets no token for its password alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminDeleteUserCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { routeKey, routesOfArea } from '@shared/api/routes';
import { adminMembershipCache } from '../../lambdas/src/lib/admin-membership';
import { accessTokenFor, cognitoClient, type Login, signUpAdmin, signUpConfirmed } from './cognito-setup';
import { enrolTwoStep, hasTwoStep, setTwoStepThroughApi, TOTP_CHALLENGE, totpCode } from './cognito-two-step';
import { findFreePorts } from './ports';
import { type RunningStack, startStack } from './stack';

const ADMIN_ROUTES = routesOfArea('admin').map(routeKey);

describe('two-step sign-in on the local stack', () => {
  let running: RunningStack;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'd1-two-step-'));
    running = await startStack({
      dataDir,
      ports: await findFreePorts(),
      site: { kind: 'none' },
      stripeSecretKey: 'sk_test_local',
      reconcileSeconds: 0,
      // No test here reads an email or needs the table after the run: the outbox waits unsent and the
      // table stays in memory, as in the benchmark's stack.
      emailSweeps: false,
      tableInMemory: true,
      progress: () => {},
      echo: () => {},
    });
  }, 90_000);

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const withApi = <T extends object>(cognito: T) => ({ ...cognito, apiUrl: running.stack.apiUrl });

  /** Signs in with the password alone, as an admin without an authenticator app does: both tokens. */
  async function passwordSignIn(login: Login): Promise<{ accessToken: string; refreshToken: string }> {
    const client = cognitoClient(running.stack.cognito.endpoint);
    try {
      const { AuthenticationResult } = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: running.stack.cognito.clientId,
          AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
        }),
      );
      return {
        accessToken: AuthenticationResult?.AccessToken ?? '',
        refreshToken: AuthenticationResult?.RefreshToken ?? '',
      };
    } finally {
      client.destroy();
    }
  }

  /** New tokens from a refresh token, as Amplify asks for them when the access token runs out. */
  async function refreshed(refreshToken: string): Promise<string> {
    const client = cognitoClient(running.stack.cognito.endpoint);
    try {
      const { AuthenticationResult } = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: running.stack.cognito.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      return AuthenticationResult?.AccessToken ?? '';
    } finally {
      client.destroy();
    }
  }

  /** Resolves once the clock has moved into the next whole second (`auth_time` counts in seconds). */
  async function nextSecond(): Promise<void> {
    const now = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (now % 1_000) + 10));
  }

  /** Calls an admin route as the API's client does; path parameters get a placeholder. */
  async function callAdmin(key: string, token: string): Promise<Response> {
    const [method, path] = key.split(' ') as [string, string];
    const body = method === 'GET' ? undefined : JSON.stringify({ adminNotes: 'Seen', hidden: true, reason: 'x' });
    return fetch(`${running.stack.apiUrl}${path.replace(/\{[^}]+\}/g, 'placeholder')}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    });
  }

  it('signs the seeded admin in with the password and a code from the stack.json secret; the overview answers 200', async () => {
    const token = await accessTokenFor(running.stack.cognito, running.stack.users.admin);

    expect((await callAdmin('GET /admin/overview', token)).status).toBe(200);
  });

  it('refuses an admin without two-step sign-in on every admin route, then lets the same admin in once enrolled', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    const clock = jest.spyOn(adminMembershipCache, 'now');
    try {
      const login = await signUpAdmin(
        client,
        { ...cognito, apiUrl: running.stack.apiUrl },
        { email: 'new-admin@example.com', password: 'Hoops-admin-2!' },
        {
          twoStep: false,
        },
      );
      const start = Date.now();
      clock.mockReturnValue(start);
      const passwordOnly = await accessTokenFor(cognito, login);

      expect(ADMIN_ROUTES).toContain('GET /admin/role');
      for (const key of ADMIN_ROUTES) {
        const refused = await callAdmin(key, passwordOnly);
        expect({ key, status: refused.status, body: await refused.json() }).toEqual({
          key,
          status: 403,
          body: { message: ADMIN_MESSAGES.twoStepRequired },
        });
      }

      const enrolled: Login = {
        ...login,
        totpSecret: await enrolTwoStep({ ...cognito, apiUrl: running.stack.apiUrl }, client, login),
      };
      // Refusals are not cached: within the same window the enrolled admin gets in at once.
      clock.mockReturnValue(start + 1_000);
      const withCode = await accessTokenFor(cognito, enrolled);

      const overview = await callAdmin('GET /admin/overview', withCode);
      expect(overview.status).toBe(200);
      const role = await callAdmin('GET /admin/role', withCode);
      expect(role.status).toBe(200);
      expect(await role.json()).toEqual({ isAdmin: true });
    } finally {
      clock.mockRestore();
      client.destroy();
    }
  });

  it('refuses the password-only session from before enrolment, and tokens refreshed from it, on every admin route', async () => {
    // Prepare: an admin signs in with the password alone (T0), then enrols an authenticator app.
    const { cognito, apiUrl } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = await signUpAdmin(
        client,
        withApi(cognito),
        { email: 'hasty-admin@example.com', password: 'Hoops-admin-5!' },
        { twoStep: false },
      );
      const t0 = await passwordSignIn(login);
      expect((await callAdmin('GET /admin/overview', t0.accessToken)).status).toBe(403);
      await nextSecond();
      const enrolled: Login = { ...login, totpSecret: await enrolTwoStep({ ...cognito, apiUrl }, client, login) };

      // Act: T0 on every admin route; its refresh token; a sign-in that answers the code.
      const answers = [];
      for (const key of ADMIN_ROUTES) {
        const refused = await callAdmin(key, t0.accessToken);
        answers.push({ key, status: refused.status, body: await refused.json() });
      }
      const refresh = refreshed(t0.refreshToken);
      const withCode = await accessTokenFor(cognito, enrolled);

      // Assess
      expect(answers).toEqual(
        ADMIN_ROUTES.map((key) => ({ key, status: 403, body: { message: ADMIN_MESSAGES.signInAgain } })),
      );
      // Enrolment signed every session out: T0's refresh token is revoked, so no token comes from it.
      await expect(refresh).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      expect((await callAdmin('GET /admin/users', withCode)).status).toBe(200);
      expect((await callAdmin('GET /admin/export/purchases.csv', withCode)).status).toBe(200);
      expect((await callAdmin('GET /admin/audit', withCode)).status).toBe(200);
    } finally {
      client.destroy();
    }
  });

  /**
   * Turns two-step sign-in on straight at Cognito with an access token, as any holder of one can
   * (AssociateSoftwareToken, one code verified, SetUserMFAPreference): the store is never told.
   */
  async function enrolAtCognito(client: CognitoIdentityProviderClient, AccessToken: string): Promise<string> {
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    const secret = SecretCode ?? '';
    await client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(secret) }));
    await client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  }

  it('refuses a password-only session on every admin route after it turned two-step sign-in on straight at Cognito; a sign-in with the code gets in', async () => {
    // Prepare: an admin without an authenticator app signs in with the password alone.
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = await signUpAdmin(
        client,
        withApi(cognito),
        { email: 'direct-admin@example.com', password: 'Hoops-admin-11!' },
        { twoStep: false },
      );
      const passwordOnly = await passwordSignIn(login);
      expect((await callAdmin('GET /admin/overview', passwordOnly.accessToken)).status).toBe(403);
      await nextSecond();

      // Act: the same session enrols an authenticator app at Cognito, then opens every admin route.
      const enrolled: Login = { ...login, totpSecret: await enrolAtCognito(client, passwordOnly.accessToken) };
      const answers = [];
      for (const key of ADMIN_ROUTES) {
        const answer = await callAdmin(key, passwordOnly.accessToken);
        // As text: a route that lets the session in may answer with a CSV file.
        answers.push({ key, status: answer.status, body: await answer.text() });
      }

      // Assess: refused everywhere; a sign-in that answered the code afterwards is let in.
      expect(await hasTwoStep(client, cognito.userPoolId, login.email)).toBe(true);
      expect(answers).toEqual(
        ADMIN_ROUTES.map((key) => ({
          key,
          status: 403,
          body: JSON.stringify({ message: ADMIN_MESSAGES.signInAgain }),
        })),
      );
      await nextSecond();
      const withCode = await accessTokenFor(cognito, enrolled);
      expect((await callAdmin('GET /admin/overview', withCode)).status).toBe(200);
      expect((await callAdmin('GET /admin/overview', passwordOnly.accessToken)).status).toBe(403);
    } finally {
      client.destroy();
    }
  });

  it('refuses a password-only session after two-step sign-in was turned off on the profile and on again straight at Cognito', async () => {
    // Prepare: an enrolled admin turns two-step sign-in off on the profile, then signs in with the password alone.
    const { cognito, apiUrl } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = await signUpAdmin(client, withApi(cognito), {
        email: 'round-trip-admin@example.com',
        password: 'Hoops-admin-12!',
      });
      await setTwoStepThroughApi(apiUrl, await accessTokenFor(cognito, login), false);
      await nextSecond();
      const passwordOnly = await passwordSignIn({ email: login.email, password: login.password });
      await nextSecond();

      // Act: that session turns it on again at Cognito and opens the panel.
      await enrolAtCognito(client, passwordOnly.accessToken);
      const refused = await callAdmin('GET /admin/overview', passwordOnly.accessToken);

      // Assess
      expect({ status: refused.status, body: await refused.json() }).toEqual({
        status: 403,
        body: { message: ADMIN_MESSAGES.signInAgain },
      });
    } finally {
      client.destroy();
    }
  });

  it('refuses an admin at once after turning two-step sign-in off from the profile', async () => {
    const { cognito, apiUrl } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = await signUpAdmin(client, withApi(cognito), {
        email: 'relaxed-admin@example.com',
        password: 'Hoops-admin-6!',
      });
      const token = await accessTokenFor(cognito, login);
      expect((await callAdmin('GET /admin/overview', token)).status).toBe(200);
      await nextSecond();

      await setTwoStepThroughApi(apiUrl, token, false);
      const refused = await callAdmin('GET /admin/overview', token);

      // The store's record says off, read afresh, so the cached standing (two-step on) does not let it in.
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: ADMIN_MESSAGES.twoStepRequired });
      const passwordOnly = await accessTokenFor(cognito, { email: login.email, password: login.password });
      const again = await callAdmin('GET /admin/overview', passwordOnly);
      expect(await again.json()).toEqual({ message: ADMIN_MESSAGES.twoStepRequired });
    } finally {
      client.destroy();
    }
  });

  /** `PUT /me/two-step` with a token, as the profile page sends it: the status and body. */
  async function changeTwoStep(token: string, enabled: boolean) {
    const response = await fetch(`${running.stack.apiUrl}/me/two-step`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled }),
    });
    return { status: response.status, body: await response.json() };
  }

  it('refuses a two-step change from a session the last change signed out: 401, and nothing changes', async () => {
    const { cognito, apiUrl } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = await signUpAdmin(
        client,
        withApi(cognito),
        { email: 'stolen-token-admin@example.com', password: 'Hoops-admin-9!' },
        { twoStep: false },
      );
      const t0 = await passwordSignIn(login);
      await nextSecond();
      const enrolled: Login = { ...login, totpSecret: await enrolTwoStep({ ...cognito, apiUrl }, client, login) };
      const withCode = await accessTokenFor(cognito, enrolled);
      await nextSecond();

      const answer = await changeTwoStep(t0.accessToken, false);

      expect(answer).toEqual({ status: 401, body: { message: 'Unauthorized' } });
      expect(await hasTwoStep(client, cognito.userPoolId, login.email)).toBe(true);
      // Nothing recorded either: the admin's session from after enrolment is still let in.
      expect((await callAdmin('GET /admin/overview', withCode)).status).toBe(200);
    } finally {
      client.destroy();
    }
  });

  it('makes one change of twenty sent at once from one session; the others are 401', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = await signUpAdmin(client, withApi(cognito), {
        email: 'eager-admin@example.com',
        password: 'Hoops-admin-10!',
      });
      const token = await accessTokenFor(cognito, login);
      await nextSecond();

      const answers = await Promise.all(Array.from({ length: 20 }, () => changeTwoStep(token, false)));

      const counted = answers.map((answer) => answer.status).sort();
      expect(counted).toEqual([200, ...Array.from({ length: 19 }, () => 401)]);
      expect(answers.filter((answer) => answer.status === 401).map((answer) => answer.body)).toEqual(
        Array.from({ length: 19 }, () => ({ message: 'Unauthorized' })),
      );
      expect(await hasTwoStep(client, cognito.userPoolId, login.email)).toBe(false);
    } finally {
      client.destroy();
    }
  });

  it('answers 403, never 500, to an admin removed from the pool, within the cache window', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    const clock = jest.spyOn(adminMembershipCache, 'now');
    try {
      const login = await signUpAdmin(client, withApi(cognito), {
        email: 'gone-admin@example.com',
        password: 'Hoops-admin-7!',
      });
      const token = await accessTokenFor(cognito, login);
      const second = await signUpAdmin(client, withApi(cognito), {
        email: 'gone-admin-2@example.com',
        password: 'Hoops-admin-8!',
      });
      const secondToken = await accessTokenFor(cognito, second);
      const start = Date.now();
      clock.mockReturnValue(start);
      expect((await callAdmin('GET /admin/overview', token)).status).toBe(200);

      for (const removed of [login, second]) {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: cognito.userPoolId, Username: removed.email }));
      }
      // The one whose standing was never cached is refused at once; the cached one when its window ends.
      const uncached = await callAdmin('GET /admin/overview', secondToken);
      clock.mockReturnValue(start + adminMembershipCache.ttlMs);
      const cached = await callAdmin('GET /admin/overview', token);

      expect({ status: uncached.status, body: await uncached.json() }).toEqual({
        status: 403,
        body: { message: ADMIN_MESSAGES.accessDenied },
      });
      expect({ status: cached.status, body: await cached.json() }).toEqual({
        status: 403,
        body: { message: ADMIN_MESSAGES.accessDenied },
      });
    } finally {
      clock.mockRestore();
      client.destroy();
    }
  });

  it('refuses an admin who turned two-step sign-in off outside the site once the cached answer’s window has passed', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    const clock = jest.spyOn(adminMembershipCache, 'now');
    try {
      const login = await signUpAdmin(client, withApi(cognito), {
        email: 'lapsed-admin@example.com',
        password: 'Hoops-admin-4!',
      });
      const token = await accessTokenFor(cognito, login);
      const start = Date.now();
      clock.mockReturnValue(start);
      expect((await callAdmin('GET /admin/overview', token)).status).toBe(200);

      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: token,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
      clock.mockReturnValue(start + adminMembershipCache.ttlMs - 1);
      expect((await callAdmin('GET /admin/overview', token)).status).toBe(200);
      clock.mockReturnValue(start + adminMembershipCache.ttlMs);
      const refused = await callAdmin('GET /admin/overview', token);

      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: ADMIN_MESSAGES.twoStepRequired });
    } finally {
      clock.mockRestore();
      client.destroy();
    }
  });

  it('refuses a password-only session from while two-step sign-in was off at Cognito once it is on there again', async () => {
    // Prepare: an enrolled admin's session turns the app off straight at Cognito; the panel sees it off.
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    const clock = jest.spyOn(adminMembershipCache, 'now');
    try {
      const login = await signUpAdmin(client, withApi(cognito), {
        email: 'toggling-admin@example.com',
        password: 'Hoops-admin-13!',
      });
      const withCode = await accessTokenFor(cognito, login);
      const start = Date.now();
      clock.mockReturnValue(start);
      expect((await callAdmin('GET /admin/overview', withCode)).status).toBe(200);
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: withCode,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
      clock.mockReturnValue(start + adminMembershipCache.ttlMs);
      const off = await callAdmin('GET /admin/overview', withCode);
      expect(await off.json()).toEqual({ message: ADMIN_MESSAGES.twoStepRequired });
      await nextSecond();
      const passwordOnly = await passwordSignIn({ email: login.email, password: login.password });
      await nextSecond();

      // Act: the password-only session turns it on again at Cognito and opens the panel.
      await enrolAtCognito(client, passwordOnly.accessToken);
      const refused = await callAdmin('GET /admin/overview', passwordOnly.accessToken);

      // Assess
      expect({ status: refused.status, body: await refused.json() }).toEqual({
        status: 403,
        body: { message: ADMIN_MESSAGES.signInAgain },
      });
    } finally {
      clock.mockRestore();
      client.destroy();
    }
  });

  it('gives a supporter with two-step sign-in on no token for the password alone, nor for a wrong code', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = { email: 'careful-fan@example.com', password: 'Hoops-fan-3!' };
      await signUpConfirmed(client, cognito, login);
      const secret = await enrolTwoStep(withApi(cognito), client, login);

      const first = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: cognito.clientId,
          AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
        }),
      );
      expect(first.ChallengeName).toBe(TOTP_CHALLENGE);
      expect(first.AuthenticationResult).toBeUndefined();

      const wrongCode = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
      const answer = (code: string) =>
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId: cognito.clientId,
            ChallengeName: TOTP_CHALLENGE,
            Session: first.Session,
            ChallengeResponses: {
              USERNAME: first.ChallengeParameters?.USER_ID_FOR_SRP ?? login.email,
              SOFTWARE_TOKEN_MFA_CODE: code,
            },
          }),
        );
      await expect(answer(wrongCode)).rejects.toMatchObject({ name: 'CodeMismatchException' });
      await expect(accessTokenFor(cognito, login)).rejects.toThrow('has two-step sign-in on');

      const signedIn = await answer(totpCode(secret));
      expect(signedIn.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    } finally {
      client.destroy();
    }
  });
});
