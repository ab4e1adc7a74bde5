import { loadConfig } from '../config';
import { hasStoredSession } from './stored-session';

type Cognito = typeof import('./cognito');

let cognitoModule: Promise<Cognito> | undefined;

/** Loads and configures the Cognito module once, on first need. */
export function loadCognito(): Promise<Cognito> {
  cognitoModule ??= Promise.all([import('./cognito'), loadConfig()]).then(([cognito, config]) => {
    cognito.configure(config);
    return cognito;
  });
  return cognitoModule;
}

/** The signed-in user's access token for the API client, or null (never loading the auth code when signed out). */
export async function currentAccessToken(): Promise<string | null> {
  return hasStoredSession() ? (await loadCognito()).accessToken() : null;
}
