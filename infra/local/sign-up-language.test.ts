/**
 * The sign-up's page language on the local stack, as the site sends it: cognito-local takes Cognito's
 * standard `locale` attribute with the sign-up, and the post-confirmation trigger keeps it on the
 * profile (GET /me answers it). A language the store does not speak is kept as English.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MeResponse } from '@shared/api/types/account';
import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
import { accessTokenFor, cognitoClient } from './cognito-setup';
import { findFreePorts } from './ports';
import { type RunningStack, startStack } from './stack';

describe('the sign-up’s language on the local stack', () => {
  let running: RunningStack;
  let dataDir: string;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'd1-sign-up-language-'));
    running = await startStack({
      dataDir,
      ports: await findFreePorts(),
      site: { kind: 'none' },
      stripeSecretKey: 'sk_test_local',
      reconcileSeconds: 0,
      progress: () => {},
      echo: () => {},
    });
    client = cognitoClient(running.stack.cognito.endpoint);
  }, 90_000);

  afterAll(async () => {
    client?.destroy();
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Signs up with the attributes the site's sign-up sends, confirms, and answers the user's attributes and GET /me. */
  async function signUpIn(email: string, locale: string) {
    const password = 'Hoops-language-1!';
    const { userPoolId, clientId } = running.stack.cognito;
    await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: SIGN_UP_CONSENT_ATTRIBUTE, Value: 'false' },
          { Name: 'locale', Value: locale },
        ],
      }),
    );
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const token = await accessTokenFor(running.stack.cognito, { email, password });
    const response = await fetch(`${running.stack.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } });
    return { attributes: user.UserAttributes ?? [], me: (await response.json()) as MeResponse };
  }

  it('keeps the language the supporter signed up in on the account and on the profile', async () => {
    const { attributes, me } = await signUpIn('hablo@example.com', 'es');

    expect(attributes).toContainEqual({ Name: 'locale', Value: 'es' });
    expect(me.profile).toMatchObject({ email: 'hablo@example.com', locale: 'es' });
  });

  it('keeps English on the profile for a language the store does not speak', async () => {
    const { me } = await signUpIn('parlo@example.com', 'it');

    expect(me.profile).toMatchObject({ email: 'parlo@example.com', locale: 'en' });
  });
});
