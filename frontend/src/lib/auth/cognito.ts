import { ADMIN_GROUP } from '@shared/contract/admin-group';
import { SIGN_UP_CONSENT_ATTRIBUTE } from '@shared/email-preferences';
/**
 * Cognito through Amplify. Loaded lazily (dynamic import) so the landing page's first load carries
 * no Amplify code; everything else talks to it through the auth context.
 */

import type { SiteConfig } from '@shared/site-config';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  setUpTOTP,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { m } from '../i18n';
import { pageLocale } from '../locale';

export interface SessionUser {
  userId: string;
  email: string;
  /**
   * The token lists the admin group: a hint that spares supporters a role request (the account menu
   * asks GET /admin/role only then). The server decides every admin question (docs/product.md §Roles and permissions).
   */
  inAdminGroup?: boolean;
}

let authFlowType: SiteConfig['authFlow'] = 'USER_SRP_AUTH';

export function configure(config: SiteConfig): void {
  authFlowType = config.authFlow;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

/** The signed-in user, or null when there is no valid session (refreshing tokens as needed). */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await fetchAuthSession().catch(() => null);
  const idToken = session?.tokens?.idToken;
  if (!idToken) return null;
  const email = typeof idToken.payload.email === 'string' ? idToken.payload.email : '';
  const userId = typeof idToken.payload.sub === 'string' ? idToken.payload.sub : '';
  const groups = idToken.payload['cognito:groups'];
  const inAdminGroup = Array.isArray(groups) && groups.includes(ADMIN_GROUP);
  if (email || userId) return { userId, email, inAdminGroup };
  const attributes = await fetchUserAttributes();
  return { userId: attributes.sub ?? '', email: attributes.email ?? '', inAdminGroup };
}

/** The current access token for the API, refreshed by Amplify before expiry; null when signed out. */
export async function accessToken(): Promise<string | null> {
  const session = await fetchAuthSession().catch(() => null);
  return session?.tokens?.accessToken?.toString() ?? null;
}

/** Signs in with the password; 'codeRequired' when the account has two-step sign-in on and the code comes next. */
export async function signIn(email: string, password: string): Promise<'codeRequired' | undefined> {
  const result = await amplifySignIn({ username: email, password, options: { authFlowType } });
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') throw new UnconfirmedError();
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'codeRequired';
  if (!result.isSignedIn) throw new Error('An error occurred');
  return undefined;
}

/** Finishes a sign-in that asked for the authenticator code. */
export async function confirmSignInCode(code: string): Promise<void> {
  const result = await amplifyConfirmSignIn({ challengeResponse: code });
  if (!result.isSignedIn) throw new Error('An error occurred');
}

/** The key an authenticator app needs: as text, and as the otpauth:// URI its QR code holds. */
export interface TwoStepSetup {
  secret: string;
  uri: string;
}

/** Whether the signed-in account signs in with an authenticator code. */
export async function twoStepEnabled(): Promise<boolean> {
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** A new authenticator key for the signed-in account; nothing changes until a code from it is verified. */
export async function startTwoStepSetup(email: string): Promise<TwoStepSetup> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('D1 Gang', email).toString() };
}

/**
 * Verifies a code from the new key with Cognito; the store's API then turns two-step sign-in on
 * (PUT /me/two-step), so the change is recorded and every session signed out.
 */
export async function finishTwoStepSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
}

/** Checks a current code from the account's authenticator; the store's API then turns it off. */
export async function turnOffTwoStep(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
}

/**
 * Creates the account, with the form's development updates choice and the page's language kept on it
 * (Cognito's standard `locale` attribute): the post-confirmation trigger stores both on the profile,
 * whenever the account is confirmed. True when Cognito wants the emailed code first.
 */
export async function signUp(
  email: string,
  password: string,
  updates: boolean,
): Promise<{ needsConfirmation: boolean }> {
  const result = await amplifySignUp({
    username: email,
    password,
    options: { userAttributes: { email, [SIGN_UP_CONSENT_ATTRIBUTE]: String(updates), locale: pageLocale() } },
  });
  return { needsConfirmation: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await amplifyConfirmSignUp({ username: email, confirmationCode: code });
}

export async function resendSignUpCode(email: string): Promise<void> {
  await amplifyResendSignUpCode({ username: email });
}

export async function resetPassword(email: string): Promise<void> {
  await amplifyResetPassword({ username: email });
}

export async function confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  await amplifyConfirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export async function signOut(): Promise<void> {
  await amplifySignOut();
}

/** Sign-in refused because the account's email is not confirmed yet. */
export class UnconfirmedError extends Error {
  constructor() {
    super(m.profile_confirm_email());
    this.name = 'UnconfirmedError';
  }
}
