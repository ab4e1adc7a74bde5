/**
 * What one supporter's browser asks of the store's API (`/api/*`, what the site's per-IP firewall
 * rule counts), measured in Chromium against the local stack by journeys 1 and 2, which fail if the
 * site ever asks more. docs/capacity.md builds its figures on these.
 */
export const API_CALLS = {
  /** Journey 1: from the landing page through sign-up, the code and sign-in to Stripe's page, and the profile. */
  signUpToCheckout: 4,
  /** Journey 2: signed in, Starter bought and set up, and the success page reloaded once. */
  buyAndSetUp: 12,
} as const;

/**
 * The Cognito operations journey 1's visitor calls, by Cognito's quota category: sign-up and confirm
 * (UserCreation); a sign-in before the code and one after (UserAuthentication: the SPA signs in with
 * USER_PASSWORD_AUTH, one InitiateAuth each); the profile read after sign-in (UserRead).
 */
export const COGNITO_CALLS_TO_SIGN_UP = { UserCreation: 2, UserAuthentication: 2, UserRead: 1 } as const;

/** Cognito's quota category of each operation the SPA calls (AWS's "user pools API operation categories"). */
export const COGNITO_CATEGORY: Record<string, keyof typeof COGNITO_CALLS_TO_SIGN_UP> = {
  SignUp: 'UserCreation',
  ConfirmSignUp: 'UserCreation',
  InitiateAuth: 'UserAuthentication',
  RespondToAuthChallenge: 'UserAuthentication',
  GetUser: 'UserRead',
};

/** One person who signs up, buys and sets up their tier within five minutes. */
export const API_CALLS_PER_BUYER = API_CALLS.signUpToCheckout + API_CALLS.buyAndSetUp;

/** How many people buying at once one address (a campus, a venue, a carrier's NAT) can hold under a per-IP limit. */
export function buyersPerAddress(apiRequestsPerIp: number): number {
  return Math.floor(apiRequestsPerIp / API_CALLS_PER_BUYER);
}
