/**
 * Two-step sign-in (an authenticator app, TOTP) on cognito-local, done as the site does it: the
 * secret from AssociateSoftwareToken, one code verified, TOTP turned on through the store's API
 * (`PUT /me/two-step`, which records the change and signs every session out); codes made with otplib.
 */
import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import type { Login } from './cognito-setup';

/** The challenge Cognito answers a password with when the account has an authenticator app on (and its MFA setting's name). */
export const TOTP_CHALLENGE = 'SOFTWARE_TOKEN_MFA';

/**
 * Turns two-step sign-in on for a login as the profile page does (AssociateSoftwareToken, one code
 * verified, then `PUT /me/two-step` on the local API) and returns the authenticator secret.
 */
export async function enrolTwoStep(
  cognito: { clientId: string; apiUrl: string },
  client: CognitoIdentityProviderClient,
  login: Login,
): Promise<string> {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
    }),
  );
  const AccessToken = required(AuthenticationResult?.AccessToken, `no access token to enrol ${login.email}`);
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  const secret = required(SecretCode, 'AssociateSoftwareToken returned no secret');
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(secret), FriendlyDeviceName: 'Authenticator' }),
  );
  await setTwoStepThroughApi(cognito.apiUrl, AccessToken, true);
  return secret;
}

/** `PUT /me/two-step` as the profile page sends it; any answer but 200 is an error. */
export async function setTwoStepThroughApi(apiUrl: string, accessToken: string, enabled: boolean): Promise<void> {
  const response = await fetch(`${apiUrl}/me/two-step`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
  if (response.status !== 200)
    throw new Error(`PUT /me/two-step answered ${response.status}: ${await response.text()}`);
}

/** The current 6-digit code of an authenticator secret, as an authenticator app shows it. */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

/** Whether Cognito lists an authenticator app as on for this user. */
export async function hasTwoStep(client: CognitoIdentityProviderClient, userPoolId: string, username: string) {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  return (user.UserMFASettingList ?? []).includes(TOTP_CHALLENGE);
}

function required<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(message);
  return value;
}
