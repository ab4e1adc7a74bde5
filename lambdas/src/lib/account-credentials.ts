import { ENV } from '@shared/contract/lambda-env';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { cognito } from './cognito-client';
import { requireEnv } from './env';
import { BadRequestError, UnauthorizedError } from './errors';

/** What Cognito said of the credentials: right, or the user is already gone (a deletion run again). */
export type CredentialsCheck = 'confirmed' | 'account-gone';

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

const SIGN_IN_REFUSALS = ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'];

/** Whether Cognito still has the user (a deleted account's token outlives it by up to an hour). */
export async function userExists(username: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminGetUserCommand({ UserPoolId: requireEnv(ENV.userPoolId), Username: username }));
    return true;
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return false;
    throw error;
  }
}

/**
 * Checks a user's password (and, for an account with two-step sign-in, its current code) by signing
 * in with the app client, as the site does; the tokens it gets are dropped. A wrong password or code
 * is a 400 with the account messages. A refused sign-in of a user Cognito no longer has is `account-gone`: the caller's
 * token proves who they are, so the deletion that removed them may safely run again.
 */
export async function confirmCredentials(username: string, password: string, code?: string): Promise<CredentialsCheck> {
  const clientId = requireEnv(ENV.authClientId);
  const { sdk, client } = await cognito();
  const totpChallenge = sdk.ChallengeNameType.SOFTWARE_TOKEN_MFA;
  let session: string | undefined;
  try {
    const started = await client.send(
      new sdk.InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    // Any other challenge (a new password asked for, say) also means the password was right.
    if (started.ChallengeName !== totpChallenge) return 'confirmed';
    session = started.Session;
  } catch (error) {
    // Cognito hides whether a user exists behind NotAuthorizedException; cognito-local names a wrong password.
    if (!SIGN_IN_REFUSALS.includes(errorName(error))) throw error;
    if (!(await userExists(username))) return 'account-gone';
    throw new BadRequestError(m.account_wrong_password(), { cause: error });
  }
  if (!code) throw new BadRequestError(TWO_STEP_MESSAGES.codeFormat);
  try {
    await client.send(
      new sdk.RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: totpChallenge,
        Session: session,
        ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    return 'confirmed';
  } catch (error) {
    // A wrong code, or one entered after the challenge's session ran out.
    if (['CodeMismatchException', 'NotAuthorizedException', 'ExpiredCodeException'].includes(errorName(error))) {
      throw new BadRequestError(TWO_STEP_MESSAGES.invalidCode, { cause: error });
    }
    throw error;
  }
}

/** Removes the user from the pool; one already gone is a success (the deletion ran before). */
export async function deleteCognitoUser(username: string): Promise<void> {
  const { sdk, client } = await cognito();
  try {
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: requireEnv(ENV.userPoolId), Username: username }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/**
 * Signs the user out of every device: Cognito revokes their refresh tokens, so no session lasts past
 * its access token's hour (the store's own checks refuse those: a deleted account, an admin session
 * from before a two-step change). A user already gone is a success.
 */
export async function signOutEverywhere(username: string): Promise<void> {
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: requireEnv(ENV.userPoolId), Username: username }),
    );
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/**
 * Turns the caller's authenticator app on (it must have been verified with a code first) or off, with
 * the caller's own access token, as the profile page used to from the browser.
 */
export async function setTwoStep(accessToken: string, enabled: boolean): Promise<void> {
  const { sdk, client } = await cognito();
  try {
    await client.send(
      new sdk.SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
      }),
    );
  } catch (error) {
    // A token Cognito revoked (signed out everywhere) or a user it no longer has.
    if (['NotAuthorizedException', 'UserNotFoundException'].includes(errorName(error))) {
      throw new UnauthorizedError(undefined, { cause: error });
    }
    // No verified authenticator app to turn on, say: the client's step, not a fault of ours.
    if (errorName(error) === 'InvalidParameterException') {
      throw new BadRequestError(TWO_STEP_MESSAGES.changeFailed, { cause: error });
    }
    throw error;
  }
}
