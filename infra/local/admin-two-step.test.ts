/**
 * Two-step sign-in against cognito-local and the local API: admins without an authenticator app are
 * refused on every admin route, the same admin is let in once enrolled and signed in with a code,
 * and an account with two-step sign-in on gets no token for its password alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { routeKey, routesOfArea } from '@shared/api/routes';
import { adminMembershipCache } from '../../lambdas/src/lib/admin-membership';
import { accessTokenFor, cognitoClient, type Login, signUpAdmin, signUpConfirmed } from './cognito-setup';
import { enrolTwoStep, TOTP_CHALLENGE, totpCode } from './cognito-two-step';
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
      progress: () => {},
      echo: () => {},
    });
  }, 90_000);

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
        cognito,
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

      const enrolled: Login = { ...login, totpSecret: await enrolTwoStep(cognito, client, login) };
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

  it('refuses an admin who turned two-step sign-in off once the cached answer’s window has passed', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    const clock = jest.spyOn(adminMembershipCache, 'now');
    try {
      const login = await signUpAdmin(client, cognito, {
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

  it('gives a supporter with two-step sign-in on no token for the password alone, nor for a wrong code', async () => {
    const { cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    try {
      const login = { email: 'careful-fan@example.com', password: 'Hoops-fan-3!' };
      await signUpConfirmed(client, cognito, login);
      const secret = await enrolTwoStep(cognito, client, login);

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
